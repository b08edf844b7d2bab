import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { computeDefaults, loadDefinition } from '../../../engine/index';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { TYPED_FIELD, generatedDefinition } from '../generated-definition';
import { PlainRjsfForm } from './PlainRjsfForm';

declare global {
  interface Window {
    benchReady?: boolean;
  }
}

// One page, two forms over the same 300-field definition: ?mode=schema (SchemaForm) or ?mode=plain (rjsf + ajv8);
// ?mode=floor is one uncontrolled input, the floor of the measurement (event, frame and paint, no form work).
const mode = new URLSearchParams(window.location.search).get('mode') ?? 'schema';
const definition = loadDefinition(generatedDefinition(300), 'generated.json');
const context = { roles: ['OMBMGR'], segment: 'AGENCY' as const, agencyNumber: '12345', today: '2024-03-15' };

function Bench() {
  useEffect(() => {
    window.benchReady = true;
  }, []);
  if (mode === 'floor') return <input id={`bench_${TYPED_FIELD}`} aria-label="Golv" />;
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
