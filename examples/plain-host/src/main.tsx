// A host without a form library: plain inputs drawn from the engine's form model; the engine validates and sends.
import { type FormEvent, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  type Definition,
  type FormFieldModel,
  type FormTemplateJson,
  type Values,
  createEngine,
  stockholmToday,
  vocabularyFromJson,
} from '@ombudsportalen/engine';
import report from '../schemas/reports/EKORBF01.json';
import ordersTemplate from '../schemas/forms/templates/orders.json';
import vocabulary from '../ombud-engine.json';
import { ORDER_LIST } from './order-list';

// The host's engine: its own roles (ombud-engine.json); the Node entry compiles the raw definitions at run time.
const engine = createEngine({ vocabulary: vocabularyFromJson(vocabulary) });
const { buildListPayload, buildReportPayload, computeDefaults, formFromTemplate, loadDefinition, normalizeValues, toFormModel, validateValues, visibleValues } = engine;
const context = { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '1001', today: stockholmToday() };
const reportDefinition = loadDefinition(report, 'schemas/reports/EKORBF01.json');
const orders = formFromTemplate(ordersTemplate as unknown as FormTemplateJson, ORDER_LIST, 'schemas/forms/templates/orders.json');

/** The engine's request body of valid values: a report's payload, a list form's entries. */
function payloadOf(definition: Definition, values: Values): unknown {
  return definition.listPayload ? buildListPayload(definition, definition.listPayload, values) : buildReportPayload(definition, values, context);
}

function Input({ id, field, value, onChange }: { id: string; field: FormFieldModel; value: unknown; onChange: (value: unknown) => void }) {
  if (field.options) {
    return (
      <select id={id} value={value === undefined ? '' : String(value)} onChange={(e) => onChange(field.options!.find((o) => String(o.value) === e.target.value)?.value)}>
        <option value="">Välj</option>
        {field.options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  if (field.widget === 'checkbox') return <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
  const number = field.jsonSchema.type === 'integer' || field.jsonSchema.type === 'number';
  return (
    <input
      id={id}
      type={field.widget === 'date' ? 'date' : 'text'}
      value={value === undefined ? '' : String(value)}
      placeholder={field.placeholder}
      onChange={(e) => onChange(e.target.value === '' ? undefined : number && /^-?[0-9]+$/.test(e.target.value) ? Number(e.target.value) : e.target.value)}
    />
  );
}

function EngineForm({ name, definition, start, onPayload }: { name: string; definition: Definition; start?: Values; onPayload: (payload: unknown) => void }) {
  const [values, setValues] = useState<Values>(() => ({ ...computeDefaults(definition, context), ...start }));
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const model = toFormModel(definition, values, context);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeValues(definition, values, context);
    const result = validateValues(definition, normalized, context);
    setErrors(new Map(result.errors.map((e) => [e.field, e.message])));
    if (result.valid) onPayload(payloadOf(definition, visibleValues(definition, normalized, context)));
  };
  return (
    <form aria-label={model.title} noValidate onSubmit={submit}>
      <h2>{model.title}</h2>
      {model.fields
        .filter((f) => f.widget !== 'hidden')
        .map((field) => (
          <p key={field.name}>
            <label htmlFor={`${name}_${field.name}`}>{field.label}{field.required ? ' *' : ''}</label>{' '}
            <Input id={`${name}_${field.name}`} field={field} value={values[field.name]} onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))} />
            {errors.get(field.name) ? <strong role="alert"> {errors.get(field.name)}</strong> : null}
          </p>
        ))}
      <button type="submit">Skicka</button>
    </form>
  );
}

function Page() {
  const [payload, setPayload] = useState<unknown>();
  return (
    <main>
      <h1>Motorns definitioner utan formulärbibliotek</h1>
      <EngineForm name="report" definition={reportDefinition} onPayload={setPayload} />
      <EngineForm name="orders" definition={orders.definition} start={orders.initialValues} onPayload={setPayload} />
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
