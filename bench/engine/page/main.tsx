import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { precompiledDefinitions } from 'virtual:precompiled-definitions';
import { computeDefaults, loadDefinition } from '../../../engine/browser';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { typedField } from '../generated-definition';
import { PlainRjsfForm } from './PlainRjsfForm';

declare global {
  interface Window {
    /** Milliseconds from navigation start to the first frame painted after the form is complete (no field still loading). */
    benchMounted?: number;
  }
}

// One page, three forms over the same generated definition (?fields=300), precompiled as the SPA's are: ?mode=schema (SchemaForm), ?mode=plain
// (rjsf + ajv8), or ?mode=floor, one uncontrolled input: the floor of the measurement (page load, event, frame, paint).
const query = new URLSearchParams(window.location.search);
const mode = query.get('mode') ?? 'schema';
const fieldCount = Number(query.get('fields') ?? 300);
const entry = precompiledDefinitions[`generated-${fieldCount}`]!;
const definition = loadDefinition(entry.json, entry.file, { metaCheck: false, validator: entry.validate });
const context = { roles: ['OMBMGR'], segment: 'AGENCY' as const, agencyNumber: '12345', today: '2024-03-15' };

// Complete = no field shows a placeholder while its code loads (aria-busy); then the next frame is the one painted.
function whenComplete() {
  if (document.querySelector('[aria-busy="true"]')) return void requestAnimationFrame(whenComplete);
  requestAnimationFrame(() => setTimeout(() => (window.benchMounted = performance.now()), 0));
}

function Bench() {
  useEffect(whenComplete, []);
  if (mode === 'floor') return <input id={`bench_${typedField(fieldCount)}`} aria-label="Golv" />;
  return mode === 'plain' ? (
    <PlainRjsfForm definition={definition} context={context} initialValues={computeDefaults(definition, context)} />
  ) : (
    <SchemaForm definition={definition} context={context} idPrefix="bench" onSubmit={() => {}} />
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <Bench />
    </ThemeProvider>
  </StrictMode>,
);
