// A team's own rjsf page: the engine's definitions in stock @rjsf/mui, validated and sent by the engine.
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/mui';
import { type Definition, type FormTemplateJson, type Values, createEngine, stockholmToday, vocabularyFromJson } from '@ombudsportalen/engine';
import { rjsfForm } from '@ombudsportalen/engine-rjsf';
import report from '../schemas/reports/EKORBF01.json';
import ordersTemplate from '../schemas/forms/templates/orders.json';
import vocabulary from '../ombud-engine.json';
import { ORDER_LIST } from './order-list';

// The host's engine: its own roles (ombud-engine.json); the Node entry compiles the raw definitions at run time.
const engine = createEngine({ vocabulary: vocabularyFromJson(vocabulary) });
const { formFromTemplate, loadDefinition } = engine;
const context = { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '1001', today: stockholmToday() };
const reportDefinition = loadDefinition(report, 'schemas/reports/EKORBF01.json');
const orders = formFromTemplate(ordersTemplate as unknown as FormTemplateJson, ORDER_LIST, 'schemas/forms/templates/orders.json');

function EngineForm({ definition, start, onPayload }: { definition: Definition; start?: Values; onPayload: (payload: unknown) => void }) {
  const adapter = useMemo(() => rjsfForm(definition, context, engine), [definition]);
  return (
    <section aria-label={definition.title}>
      <Form
        schema={adapter.schema}
        uiSchema={adapter.uiSchema}
        formData={{ ...adapter.formData, ...start }}
        validator={adapter.validator}
        customValidate={adapter.customValidate}
        transformErrors={adapter.transformErrors}
        idPrefix={definition.report ? 'report' : 'orders'}
        noHtml5Validate
        showErrorList={false}
        onSubmit={({ formData }) => onPayload(adapter.toPayload(formData as Values))}
      />
    </section>
  );
}

function Page() {
  const [payload, setPayload] = useState<unknown>();
  return (
    <main>
      <h1>Motorns definitioner i rjsf</h1>
      <EngineForm definition={reportDefinition} onPayload={setPayload} />
      <EngineForm definition={orders.definition} start={orders.initialValues} onPayload={setPayload} />
      <h2>Skickas</h2>
      <pre data-testid="payload">{payload === undefined ? '' : JSON.stringify(payload)}</pre>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
