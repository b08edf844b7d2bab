import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { precompiledDefinitions } from 'virtual:precompiled-definitions';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { typedField } from '../generated-definition';
import { PlainRjsfForm } from './PlainRjsfForm';
import { pageEngine } from './page-engine';

const { computeDefaults, loadDefinition } = pageEngine;

declare global {
  interface Window {
    /** Milliseconds from navigation start to the first frame painted after the form's first commit. */
    benchFirstPaint?: number;
    /** Milliseconds from navigation start to the first frame painted with every field rendered, none still loading. */
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

// The time after the next frame is painted (a task queued from its animation frame callback runs after the paint).
const afterPaint = (record: (ms: number) => void) => requestAnimationFrame(() => setTimeout(() => record(performance.now()), 0));

// Complete = nothing is busy: no field placeholder while its code loads, no fields still to render (aria-busy).
function whenComplete() {
  if (document.querySelector('[aria-busy="true"]')) return void requestAnimationFrame(whenComplete);
  afterPaint((ms) => (window.benchMounted = ms));
}

function onFirstCommit() {
  afterPaint((ms) => (window.benchFirstPaint = ms));
  whenComplete();
}

function Bench() {
  useEffect(onFirstCommit, []);
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
