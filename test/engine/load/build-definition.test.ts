import { describe, expect, it } from 'vitest';
import { type CompiledValidator, DefinitionError, formatProblem } from '@ombudsportalen/engine';
import { define, fixture, pdfOnly } from '../definitions/helpers';
import { testEngine } from '../../setup-engine';

const { loadDefinition, sentFieldsOnly } = testEngine;

// What loadDefinition builds from a checked file: titles, report defaults, optional parts only when declared.
describe('the built definition', () => {
  it('a form: no title but its own, defaults for its texts, no report, visibility, payload or dataset keys', () => {
    const def = define({ a: { type: 'string' } });
    expect([def.file, def.title, def.requiredMessage, def.formMessage, def.transforms, def.examples]).toStrictEqual(['inline.json', '', 'required', 'formInvalidRetry', [], []]);
    for (const key of ['report', 'visibleTo', 'payload', 'dataset', 'validator']) expect(def, key).not.toHaveProperty(key);
    expect(define({ a: { type: 'string' } }, { title: 'Om mig' }).title).toBe('Om mig');
    expect([...def.byName.keys()]).toStrictEqual(['a']);
  });

  it('a report: titled by its name, pdf and xlsx unless it says, its visibility, dataset and texts', () => {
    const def = fixture('EKORPR03');
    expect(def.title).toBe('Provisionsunderlag butiksandelar');
    expect(def.report).toStrictEqual({ code: 'EKORPR03', name: 'Provisionsunderlag butiksandelar', group: 'Ekonomi', payloadKind: 'agency', agencyParameter: 'P_OMBUDNR', formats: ['pdf', 'xlsx'] });
    expect(fixture('EKORDA01').report?.formats).toStrictEqual(['pdf', 'xlsx']); // issue 41 §5: like the other reports
    expect(pdfOnly('EKORDA01').report?.formats).toStrictEqual(['pdf']);
    expect(def.visibleTo).toStrictEqual(def.json['x-visibleTo']);
    expect(def.dataset).toBe(def.json['x-dataset']);
    expect([def.requiredMessage, def.formMessage]).toStrictEqual(['requiredShort', 'formInvalidRetry']);
    expect(def.visibilityOrder.map((f) => f.name)).toStrictEqual(['P_FOM', 'P_TOM', 'P_RPTTYP', 'P_OMBUDNR']);
  });

  it('keeps x-payload and a precompiled validator when given', () => {
    const validator = (() => true) as unknown as CompiledValidator;
    const def = loadDefinition({ $schema: '../meta/definition.schema.json', type: 'object', properties: { a: { type: 'string' } }, 'x-payload': { nest: { g: ['a'] } } }, 'p.json', { validator });
    expect(def.payload).toStrictEqual({ nest: { g: ['a'] } });
    expect(def.validator).toBe(validator);
  });

  it('refuses a file that breaks its meta-schema, with every problem, unless told the check ran at build time', () => {
    const json = { $schema: '../meta/definition.schema.json', type: 'object', properties: { a: { type: 'string', 'x-lable': 'A' } } };
    let thrown: unknown;
    try {
      loadDefinition(json, 'bad.json');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DefinitionError);
    expect((thrown as DefinitionError).problems.map(formatProblem)).toStrictEqual(['bad.json:/properties/a/x-lable: is not a known keyword here']);
    expect((thrown as DefinitionError).message).toBe('bad.json:/properties/a/x-lable: is not a known keyword here');
    expect((thrown as DefinitionError).name).toBe('DefinitionError');
    expect(loadDefinition(json, 'bad.json', { metaCheck: false }).fields.map((f) => f.name)).toStrictEqual(['a']);
  });

  it('runs the meaning checks without the meta-schema', () => {
    const json = { $schema: '../meta/definition.schema.json', type: 'object', properties: { a: { type: 'string' } }, required: ['a', 'b'] };
    expect(() => loadDefinition(json, 'bad.json', { metaCheck: false })).toThrow('bad.json:/required/1: required names unknown property "b"');
  });
});

describe('sentFieldsOnly', () => {
  it('keeps the sent fields, their required names and transforms; drops examples and layout', () => {
    const def = define({ a: { type: 'string' }, b: { type: 'string', 'x-submit': false }, c: { type: 'string' } }, {
      required: ['a', 'b'], 'x-layout': [{ title: 'x', fields: ['a', 'b', 'c'] }], 'x-transforms': [{ op: 'upperCase', params: ['a'] }],
    });
    const sent = sentFieldsOnly(def);
    expect(sent.fields.map((f) => [f.name, f.required])).toStrictEqual([['a', true], ['c', false]]);
    expect(sent.json.required).toStrictEqual(['a']);
    expect(sent.json).not.toHaveProperty('x-layout');
    expect(sent.json).not.toHaveProperty('x-examples');
    expect(sent.transforms).toStrictEqual([{ op: 'upperCase', params: ['a'] }]);
    expect(sentFieldsOnly(define({ a: { type: 'string' } })).json).not.toHaveProperty('required');
  });
});
