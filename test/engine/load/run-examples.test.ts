import { describe, expect, it } from 'vitest';
import { type Definition, type ExampleJson } from '@ombudsportalen/engine';
import { define, fixture } from '../definitions/helpers';
import { testEngine } from '../../setup-engine';

const { runExamples } = testEngine;

const context = { roles: ['OMBMGR'], segment: 'AGENCY' as const, agencyNumber: '12345', today: '2024-03-15' };
// Built inside each test, not while vitest collects: code run at collection is "static" to the mutation run.
const form = () => define({ name: { type: 'string', format: 'letters', title: 'Namn' }, n: { type: 'integer', default: 3 } }, { required: ['name'], 'x-visibleTo': { roles: ['OMBMGR'] } });
const withExamples = (def: Definition, examples: Partial<ExampleJson>[]): Definition => ({ ...def, examples: examples.map((e) => ({ name: 'ex', context, values: {}, ...e })) as ExampleJson[] });
const messages = (def: Definition) => runExamples(def).map((p) => `${p.pointer}: ${p.message}`);

describe('runExamples on a form', () => {
  it('passes when the payload is the one expected, byte for byte; defaults only when asked for', () => {
    expect(runExamples(withExamples(form(), [
      { values: { name: 'Åsa' }, payload: { name: 'Åsa' } },
      { values: { name: 'Åsa' }, withDefaults: true, payload: { name: 'Åsa', n: 3 } },
    ]))).toStrictEqual([]);
  });

  it('names a payload that differs, and errors where a payload was expected', () => {
    expect(messages(withExamples(form(), [
      { values: { name: 'Åsa', n: 1 }, payload: { n: 1, name: 'Åsa' } },
      { values: { name: 'Å5a' }, payload: {} },
    ]))).toStrictEqual([
      '/x-examples/0/payload: "ex": expected {"n":1,"name":"Åsa"}, got {"name":"Åsa","n":1}',
      '/x-examples/1/values: "ex": expected a payload, got errors name: Får bara innehålla bokstäver.',
    ]);
    expect(messages(withExamples(form(), [{ values: { name: 'Å5a', n: 1.5 }, payload: {} }]))).toStrictEqual([
      '/x-examples/0/values: "ex": expected a payload, got errors name: Får bara innehålla bokstäver.; n: Måste vara ett heltal.',
    ]);
  });

  it('compares expected errors on field and message, and on the code only where the example gives one', () => {
    const error = { field: 'name', message: 'Får bara innehålla bokstäver.' };
    expect(runExamples(withExamples(form(), [
      { values: { name: 'Å5a' }, errors: [error] },
      { values: { name: 'Å5a' }, errors: [{ ...error, code: 'letters' }] },
    ]))).toStrictEqual([]);
    expect(messages(withExamples(form(), [{ values: { name: 'Å5a' }, errors: [] }]))).toStrictEqual([
      '/x-examples/0/errors: "ex": expected errors [], got [{"field":"name","message":"Får bara innehålla bokstäver."}]',
    ]);
    expect(messages(withExamples(form(), [{ values: { name: 'Å5a' }, errors: [{ ...error, code: 'wrong' }] }, { values: {}, errors: [error] }]))).toStrictEqual([
      '/x-examples/0/errors: "ex": expected errors [{"field":"name","message":"Får bara innehålla bokstäver.","code":"wrong"}], got [{"field":"name","message":"Får bara innehålla bokstäver.","code":"letters"}]',
      '/x-examples/1/errors: "ex": expected errors [{"field":"name","message":"Får bara innehålla bokstäver."}], got [{"field":"name","message":"Fältet måste fyllas in."}]',
    ]);
  });

  it('refuses examples a form could never produce: unknown fields (pointer-escaped), a caller who cannot see the form', () => {
    expect(messages(withExamples(form(), [{ values: { 'a/b': 1 } }, { context: { ...context, roles: ['SALJARE'] }, values: { name: 'Åsa' }, payload: { name: 'Åsa' } }]))).toStrictEqual([
      '/x-examples/0/values/a~1b: "ex": "a/b" is not a field of this definition (fields: name, n)',
      '/x-examples/1/context: "ex": roles SALJARE in segment AGENCY cannot see this form',
    ]);
  });

  it('names an example the engine throws on', () => {
    expect(messages(withExamples(form(), [{ context: { ...context, today: '2024-02-30' }, values: { name: 'Åsa' }, payload: {} }]))).toStrictEqual([
      '/x-examples/0: "ex": EngineContext.today must be yyyy-MM-dd, got "2024-02-30"',
    ]);
  });
});

describe('runExamples on a report', () => {
  const report = () => fixture('EKOROM12');
  const body = (formatType: string) => ({
    type: 'agency', byPassCache: 'true',
    parameterNameValues: { listOfParamNameValues: [{ name: 'P_FOM', values: ['240301'] }, { name: 'P_TOM', values: ['2024-03-14'] }, { name: 'P_OMBUDNR', values: ['12345'] }, { name: 'formatType', values: [formatType] }] },
  });

  it('builds the report body with the example’s format (pdf unless given)', () => {
    expect(runExamples(withExamples(report(), [
      { values: { P_FOM: '2024-03-01', P_TOM: '2024-03-14' }, payload: body('pdf') },
      { values: { P_FOM: '2024-03-01', P_TOM: '2024-03-14' }, formatType: 'xlsx', payload: body('xlsx') },
    ]))).toStrictEqual([]);
    expect(messages(withExamples(report(), [{ values: { P_FOM: '2024-03-01', P_TOM: '2024-03-14' }, formatType: 'xlsx', payload: body('pdf') }]))[0]).toMatch(/^\/x-examples\/0\/payload: "ex": expected .*"pdf".*, got .*"xlsx"/);
  });

  it('an invisible report says report, naming every role', () => {
    expect(messages(withExamples(report(), [{ context: { ...context, roles: ['SALJARE', 'PARTNER_TRE'] }, values: {} }]))).toStrictEqual([
      '/x-examples/0/context: "ex": roles SALJARE, PARTNER_TRE in segment AGENCY cannot see this report',
    ]);
  });
});
