import { describe, expect, it } from 'vitest';
import { DefinitionError, checkAgainstSchema } from '@ombudsportalen/engine';
import { decodeListBody } from '../../../engine/payload/list-payload';
import metaSchema from '../../../schemas/meta/form-template.schema.json';
import { CATEGORIES, PARAMETERS, TEMPLATE_FILES, ctx, template } from './template-helpers';
import { testEngine } from '../../setup-engine';

const { buildListPayload, isDefinitionVisible, formFromTemplate, toFormModel, validateValues } = testEngine;

const orders = () => formFromTemplate(template('orders.json'), CATEGORIES, 'schemas/forms/templates/orders.json');
const terminal = () => formFromTemplate(template('terminal-parameters.json'), PARAMETERS, 'schemas/forms/templates/terminal-parameters.json');

describe('every template under schemas/forms/templates', () => {
  it.each(TEMPLATE_FILES)('%s matches the template meta-schema', (file) => {
    expect(checkAgainstSchema(metaSchema, template(file), file)).toStrictEqual([]);
  });

  it.each(TEMPLATE_FILES)('%s gives an empty definition for an empty list', (file) => {
    const form = formFromTemplate(template(file), [], file);
    expect(form.definition.fields).toStrictEqual([]);
    expect(validateValues(form.definition, {}, ctx).valid).toBe(true);
    expect(buildListPayload(form.definition, form.template.payload, {})).toStrictEqual({ [form.template.payload.list]: [] });
  });
});

describe('orders: one field per article', () => {
  it('is only for OMBMGR, SALJPLUS, ADMIN and SALJCOACH in AGENCY shops (SALJARE sees the page without the form)', () => {
    const { definition } = orders();
    const visible = (roles: string[], segment: 'AGENCY' | 'DIGITAL' | 'TRACK' = 'AGENCY') => isDefinitionVisible(definition, { ...ctx, roles, segment });
    expect(['OMBMGR', 'SALJPLUS', 'ADMIN', 'SALJCOACH', 'SALJARE', 'EKONOMI'].map((r) => visible([r]))).toStrictEqual([true, true, true, true, false, false]);
    expect([visible(['OMBMGR'], 'DIGITAL'), visible(['OMBMGR'], 'TRACK')]).toStrictEqual([false, false]);
  });

  it('names, parameters, headings, hints, widgets and start values come from the items', () => {
    const { definition, initialValues } = orders();
    const model = toFormModel(definition, initialValues, ctx);
    expect(model.fields.map((f) => [f.name, f.param, f.label, f.widget, f.hint ?? null])).toStrictEqual([
      ['artikel-20010', '20010', 'Kvittorulle 80 mm', 'number', '(max 20 st)'],
      ['artikel-10005', '10005', 'Spelkupong Lotto', 'number', '(max 1500000 st)'],
      ['artikel-30001', '30001', 'Affisch V75', 'select', null],
    ]);
    // each category is a section headed by its name
    expect(model.sections).toStrictEqual([
      { kind: 'fields', title: 'Kvitton och rullar', fields: ['artikel-20010', 'artikel-10005'] },
      { kind: 'fields', title: 'Affischer', fields: ['artikel-30001'] },
    ]);
    expect(model.fields[0]!.jsonSchema).toMatchObject({ type: 'integer', minimum: 0, maximum: 20 });
    expect(model.fields[1]!.jsonSchema).toMatchObject({ maximum: 999999 }); // capped at the §9 limit
    expect(model.fields[1]!.clampAbove).toBe(999999);
    expect(model.fields[2]!.options).toStrictEqual([
      { value: 0, label: 'Ingen beställning' }, { value: 3, label: 'A3' }, { value: 5, label: '50 × 70 cm' },
    ]);
    expect(initialValues).toStrictEqual({ 'artikel-20010': 0, 'artikel-10005': 2, 'artikel-30001': 0 });
  });

  it('refuses a quantity over the article max, a negative one, a fraction and a size not offered', () => {
    const { definition } = orders();
    const result = validateValues(definition, { 'artikel-20010': 21, 'artikel-10005': -1, 'artikel-30001': 4 }, ctx);
    expect(result.errors).toStrictEqual([
      { field: 'artikel-20010', message: 'Får vara högst 20.', code: 'maximum' },
      { field: 'artikel-10005', message: 'Måste vara minst 0.', code: 'minimum' },
      { field: 'artikel-30001', message: 'Välj ett av alternativen.', code: 'invalidOption' },
    ]);
    expect(result.formMessage).toBe('Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.');
    expect(validateValues(definition, { 'artikel-20010': 2.5 }, ctx).errors[0]?.message).toBe('Måste vara ett heltal.');
  });

  it('sends articles [{ articleNumber, quantity }] in field order, an empty quantity as 0, byte for byte', () => {
    const { definition, template: t } = orders();
    const body = buildListPayload(definition, t.payload, { 'artikel-20010': 3, 'artikel-30001': 5 });
    expect(JSON.stringify(body)).toBe('{"articles":[{"articleNumber":"20010","quantity":3},{"articleNumber":"10005","quantity":0},{"articleNumber":"30001","quantity":5}]}');
  });

  it('reads the list back into the same values, and names what does not fit', () => {
    const { definition, template: t } = orders();
    const values = { 'artikel-20010': 3, 'artikel-10005': 0, 'artikel-30001': 5 };
    const body = buildListPayload(definition, t.payload, values) as { articles: unknown[] };
    expect(decodeListBody(definition, t.payload, body.articles)).toStrictEqual({ values, unknown: [], malformed: [] });
    const odd = decodeListBody(definition, t.payload, [
      { articleNumber: '99999', quantity: 1 }, { articleNumber: '20010', quantity: 1, price: 0 }, 'x',
      { articleNumber: '10005', quantity: 1 }, { articleNumber: '10005', quantity: 2 }, { articleNumber: '__proto__', quantity: 1 },
    ]);
    expect(odd).toStrictEqual({ values: { 'artikel-10005': 1 }, unknown: ['99999', '__proto__'], malformed: ['1', '2', '10005'] });
  });
});

describe('terminal parameters: names with dots are names, not paths', () => {
  it('a checkbox where the default is true/false, otherwise a required text field; prompt as label, description as hint', () => {
    const { definition, initialValues } = terminal();
    const model = toFormModel(definition, initialValues, ctx);
    expect(model.fields.map((f) => [f.name, f.label, f.widget, f.required, f.hint ?? null])).toStrictEqual([
      ['receipt.header.line1', 'Kvittorad 1', 'text', true, 'Första raden på kvittot'],
      ['printer.autocut', 'Automatisk avskärning', 'checkbox', false, null],
      ['display.timeout.seconds', 'Skärmsläckare (sekunder)', 'text', true, 'Mellan 5 och 600'],
    ]);
    // value, else the default; "true" becomes a boolean for the checkbox
    expect(initialValues).toStrictEqual({ 'receipt.header.line1': 'Spelbutiken', 'printer.autocut': true, 'display.timeout.seconds': '30' });
    expect(initialValues).not.toHaveProperty(['receipt', 'header']);
  });

  it('a value its regexp refuses reads "Fältet har fel format"; an empty one says it is required (issue 37)', () => {
    const { definition } = terminal();
    const result = validateValues(definition, { 'receipt.header.line1': 'Spel<butik>', 'printer.autocut': false, 'display.timeout.seconds': '' }, ctx);
    expect(result.errors).toStrictEqual([
      { field: 'receipt.header.line1', message: 'Fältet har fel format', code: 'wrongFormat' },
      { field: 'display.timeout.seconds', message: 'Fältet måste fyllas in.', code: 'required' },
    ]);
    expect(validateValues(definition, { 'receipt.header.line1': 'Kiosken', 'display.timeout.seconds': '45' }, ctx).valid).toBe(true);
  });

  it('a text parameter holds at most what its regexp lets through: the input stops there and a longer value is refused (issue 37)', () => {
    const { definition, initialValues } = terminal();
    const model = toFormModel(definition, initialValues, ctx);
    expect(model.fields.map((f) => [f.name, f.maxLength ?? null])).toStrictEqual([
      ['receipt.header.line1', 32], ['printer.autocut', null], ['display.timeout.seconds', 3],
    ]);
    const longer = validateValues(definition, { ...initialValues, 'receipt.header.line1': 'K'.repeat(33) }, ctx);
    expect(longer.errors).toStrictEqual([{ field: 'receipt.header.line1', message: 'Fältet har fel format', code: 'wrongFormat' }]);
    // An unbounded regexp leaves the portal's 60 characters (part 2 §5).
    const free = formFromTemplate(template('terminal-parameters.json'), [{ ...PARAMETERS[0], regexp: '^[a-z]+$' }], 'schemas/forms/templates/terminal-parameters.json');
    expect(toFormModel(free.definition, {}, ctx).fields[0]!.maxLength).toBe(60);
  });

  it('sends only set values, as text, and reads them back to the field types', () => {
    const { definition, template: t } = terminal();
    const values = { 'receipt.header.line1': 'Kiosken', 'printer.autocut': false };
    const body = buildListPayload(definition, t.payload, values) as { parameterValue: unknown[] };
    expect(JSON.stringify(body)).toBe('{"parameterValue":[{"name":"receipt.header.line1","value":"Kiosken"},{"name":"printer.autocut","value":"false"}]}');
    expect(decodeListBody(definition, t.payload, body.parameterValue).values).toStrictEqual(values);
    // a checkbox sent as anything but "true"/"false" stays text and fails its type
    const { values: odd } = decodeListBody(definition, t.payload, [{ name: 'printer.autocut', value: 'ja' }]);
    expect(validateValues(definition, { ...values, ...odd, 'display.timeout.seconds': '5' }, ctx).errors.map((e) => e.field)).toStrictEqual(['printer.autocut']);
  });
});

describe('items that cannot become fields', () => {
  const t = template('terminal-parameters.json');
  const base = { value: 'x', defaultValue: 'x', prompt: 'P', description: null };
  it.each([
    [[{ ...base, name: 'a:b', regexp: null }], /name "a:b" is not allowed/],
    [[{ ...base, name: '__proto__', regexp: null }], /name "__proto__" is not allowed/],
    [[{ ...base, name: 'a', regexp: null }, { ...base, name: 'a', regexp: null }], /used twice/],
    [[{ ...base, name: 'a', regexp: '(a)\\1' }], /pattern is not supported/],
    [[{ ...base, name: 'a', regexp: '^(?=a)a$' }], /pattern is not supported/],
    [[{ ...base, name: '', regexp: null }], /has no name/],
  ])('%j', (items, message) => {
    expect(() => formFromTemplate(t, items, 't.json')).toThrow(DefinitionError);
    try {
      formFromTemplate(t, items, 't.json');
    } catch (error) {
      expect((error as DefinitionError).problems.map((p) => p.message).join('\n')).toMatch(message);
    }
  });

  it('more items than the template allows', () => {
    const many = Array.from({ length: t.maxItems + 1 }, (_, i) => ({ ...base, name: `p.${i}`, regexp: null }));
    expect(() => formFromTemplate(t, many, 't.json')).toThrow(/at most 200/);
  });
});
