import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { type CompiledValidator, type Definition, type DefinitionJson, RULE_RUNTIME_SPECIFIER } from '@ombudsportalen/engine';
import { ROOT, ctx, define } from './helpers';
import { testEngine } from '../../setup-engine';

const { buildFormPayload, compileDefinitionStandalone, loadDefinition, toFormModel, validateValues } = testEngine;

// Engine additions for the account forms: `readOnly` fields and required checkboxes
// (docs/definitions.md#read-only-fields-and-required-checkboxes).

describe('a required checkbox must be ticked', () => {
  let gdpr: Definition;
  beforeEach(() => {
    gdpr = define({ ok: { type: 'boolean', title: 'Jag godkänner ovanstående', 'x-messages': { required: 'mustAccept' } } }, { required: ['ok'] });
  });

  it.each([[false], [undefined], [null]])('refuses %s with the field’s required text', (value) => {
    expect(validateValues(gdpr, { ok: value }, ctx()).errors).toStrictEqual([
      { field: 'ok', message: 'Du måste godkänna genom att bocka i rutan.', code: 'mustAccept' },
    ]);
  });

  it('accepts true; an optional checkbox may stay false', () => {
    expect(validateValues(gdpr, { ok: true }, ctx()).valid).toBe(true);
    const optional = define({ share: { type: 'boolean' } });
    expect(validateValues(optional, { share: false }, ctx()).valid).toBe(true);
  });
});

describe('readOnly', () => {
  let def: Definition;
  beforeEach(() => {
    def = define({
      address: { type: 'string', title: 'Adress', readOnly: true, 'x-submit': false },
      city: { type: 'string', title: 'Ort' },
    });
  });

  it('is shown as read-only in the form model and gets no default maxLength', () => {
    const fields = toFormModel(def, {}, ctx()).fields;
    expect(fields[0]).toMatchObject({ name: 'address', readOnly: true });
    expect(fields[0]?.jsonSchema).toStrictEqual({ type: 'string' });
    expect(fields[1]).not.toHaveProperty('readOnly');
    expect(validateValues(def, { address: 'x'.repeat(80) }, ctx()).valid).toBe(true);
  });

  it('with x-submit false is never sent', () => {
    expect(buildFormPayload(def, { address: 'Storgatan 1', city: 'Solna' }, ctx())).toStrictEqual({ city: 'Solna' });
  });
});

// The browser uses precompiled validators: the account forms must validate the same way standalone.
const require = createRequire(import.meta.url);
const resolveImport = (specifier: string) =>
  pathToFileURL(specifier === RULE_RUNTIME_SPECIFIER ? join(ROOT, 'engine/validation/rule-runtime.ts') : require.resolve(specifier)).href;
const dir = mkdtempSync(join(tmpdir(), 'standalone-forms-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('standalone validators of the account forms agree with runtime ones', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['gdpr', { gdprAccepted: false, gdprAcceptDate: '2024-03-15' }],
    ['gdpr', { gdprAccepted: true, gdprAcceptDate: '2024-03-16' }],
    ['password-change', { oldPassword: 'x', newPassword: 'AbCdefg1', repeatPassword: 'AbCdefg2' }],
    ['about-me', { username: 'U'.repeat(70), mobile: '+46701234567', alias: 'a'.repeat(61) }],
    ['shop-details', { agencyAddress: 'A'.repeat(70), weekdayOpening: '2400', weekdayClosing: '2400' }],
  ];
  it.each(cases)('%s %j', async (name, values) => {
    const file = `schemas/forms/${name}.json`;
    const json = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as DefinitionJson;
    const runtime = loadDefinition(json, file);
    const path = join(dir, `${name}-${Math.random().toString(36).slice(2)}.mjs`);
    writeFileSync(path, compileDefinitionStandalone(runtime, { resolveImport }));
    const { validate } = (await import(pathToFileURL(path).href)) as { validate: CompiledValidator };
    const standalone = loadDefinition(json, file, { metaCheck: false, validator: validate });
    expect(validateValues(standalone, values, ctx())).toStrictEqual(validateValues(runtime, values, ctx()));
  });
});
