import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Definition, type ExampleJson, type Values } from '@ombudsportalen/engine';
import { CATEGORIES, ctx, template } from '../templates/template-helpers';
import { testEngine } from '../../setup-engine';

const { buildListPayload, computeDefaults, decodeFormRequest, formFromTemplate, loadDefinition, visibleValues } = testEngine;

const ROOT = join(import.meta.dirname, '../../..');
const definitionsIn = (dir: string) => readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.json')).map((f) => `${dir}/${f}`);
const FILES = [...definitionsIn('schemas/forms'), ...definitionsIn('schemas/reports')];

const load = (file: string) => loadDefinition(JSON.parse(readFileSync(join(ROOT, file), 'utf8')), file);
const goldenPayloads = (def: Definition) => def.examples.filter((ex): ex is ExampleJson & { payload: Record<string, unknown> } => ex.payload !== undefined);
const valuesOf = (def: Definition, ex: ExampleJson): Values => (ex.withDefaults ? { ...computeDefaults(def, ex.context), ...ex.values } : ex.values);
const submitted = (def: Definition, values: Values) => Object.fromEntries(Object.entries(values).filter(([name]) => def.byName.get(name)?.submit));
// Keys a transform builds that are no field's parameter (roles from a checkbox): the API contract reads them, not the form.
const builtKeys = (def: Definition) => def.transforms.map((t) => t.to).filter((to): to is string => typeof to === 'string' && !def.fields.some((f) => f.param === to));

describe('decodeFormRequest reads every golden payload back into the values it was built from', () => {
  it.each(FILES)('%s', (file) => {
    const def = load(file);
    for (const ex of goldenPayloads(def)) {
      const decoded = decodeFormRequest(def, ex.payload, ex.context);
      const sent = submitted(def, visibleValues(def, valuesOf(def, ex), ex.context));
      const built = builtKeys(def).filter((key) => Object.hasOwn(ex.payload, key));
      if (built.length > 0) {
        expect(decoded, ex.name).toMatchObject({ ok: false, unknown: built, malformed: [], errors: [] });
        continue;
      }
      expect(decoded.ok, `${ex.name}: ${JSON.stringify(decoded)}`).toBe(true);
      const values = decoded.ok ? decoded.values : {};
      expect(submitted(def, values), ex.name).toStrictEqual(sent);
      // Anything else it reads is an unsent helper field read off what the body reveals (a report's broken-week box).
      expect(Object.keys(values).filter((name) => !def.byName.get(name)?.submit && !def.report), ex.name).toStrictEqual([]);
    }
  });

  it('finds golden payloads to read (the loop above is not empty)', () => {
    expect(FILES.map(load).filter((def) => goldenPayloads(def).length > 0).length).toBeGreaterThan(10);
  });
});

describe('decodeFormRequest picks the inverse the definition declares', () => {
  it('a template form is read from its list, by entry key, and other body keys are the contract’s', () => {
    const form = formFromTemplate(template('orders.json'), CATEGORIES, 'schemas/forms/templates/orders.json');
    const values = { 'artikel-20010': 3, 'artikel-10005': 0, 'artikel-30001': 5 };
    const body = { ...buildListPayload(form.definition, form.template.payload, values), changedBy: '1001_MGR' };
    expect(decodeFormRequest(form.definition, body, ctx)).toStrictEqual({ ok: true, values });
    expect(decodeFormRequest(form.definition, { articles: 'x' }, ctx)).toMatchObject({ ok: false, unknown: [], malformed: ['articles'] });
    expect(decodeFormRequest(form.definition, { 'artikel-20010': 3 }, ctx)).toMatchObject({ ok: false, unknown: [], malformed: ['articles'] });
  });

  it('a plain form names unknown and malformed keys in the one shape', () => {
    const def = load('schemas/forms/shop-details.json');
    const [ex] = goldenPayloads(def);
    expect(decodeFormRequest(def, { ...ex!.payload, extra: 1 }, ex!.context)).toMatchObject({ ok: false, unknown: ['extra'], malformed: [], errors: [] });
    expect(decodeFormRequest(def, [], ex!.context)).toMatchObject({ ok: false, unknown: [], malformed: ['body'] });
  });
});
