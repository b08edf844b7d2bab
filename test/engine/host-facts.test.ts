// Issue 39 §1: the engine names no host noun. A host declares its own context facts (here a library with branches,
// no agency) and, without a wire of its own, sends and reads the engine's neutral report request.
import { describe, expect, it } from 'vitest';
import { type DefinitionJson, type EngineContext, type EngineVocabulary, type ReportWire, createEngine } from '@ombudsportalen/engine';

type LibraryFacts = { branch: string };

const vocabulary: EngineVocabulary<LibraryFacts> = {
  roles: ['LIBRARIAN', 'READER'],
  segments: ['CITY'],
  seesEveryOption: () => false,
  contextParameterValue: (ctx) => ctx.branch, // the branch a loan report is for
  password: { regexp: /^.{8,}$/u, message: 'Minst 8 tecken.', hint: '' },
};

const loans: DefinitionJson = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Utlån',
  type: 'object',
  'x-report': { code: 'LOANS', name: 'Utlån', payloadKind: 'agency', formats: ['pdf', 'xlsx'], agencyParameter: 'BRANCH' },
  'x-visibleTo': { roles: ['LIBRARIAN'] },
  properties: { DAY: { type: 'string', title: 'Dag', format: 'date' } },
  required: ['DAY'],
} as unknown as DefinitionJson;

const librarian: EngineContext<LibraryFacts> = { roles: ['LIBRARIAN'], segment: 'CITY', branch: 'NORTH', today: '2026-11-29' };

describe('a host with its own facts', () => {
  const engine = createEngine({ vocabulary });
  const def = engine.loadDefinition(loans, 'reports/LOANS.json', { metaCheck: false });

  it('builds the neutral request, the context parameter from its own fact', () => {
    expect(engine.buildReportPayload(def, { DAY: '2026-11-28' }, librarian, { formatType: 'xlsx' })).toStrictEqual({
      code: 'LOANS', kind: 'agency', parameters: [{ name: 'DAY', values: ['2026-11-28'] }, { name: 'BRANCH', values: ['NORTH'] }], format: 'xlsx',
    });
  });

  it('reads the neutral request back once: values, format, and a foreign branch refused', () => {
    const body = engine.buildReportPayload(def, { DAY: '2026-11-28' }, librarian);
    expect(engine.decodeReportRequest(def, body, librarian)).toMatchObject({ ok: true, values: { DAY: '2026-11-28' }, format: 'pdf' });
    const foreign = { ...body, parameters: [body.parameters[0]!, { name: 'BRANCH', values: ['SOUTH'] }] };
    expect(engine.decodeReportRequest(def, foreign, librarian)).toMatchObject({ ok: false, errors: [{ field: 'BRANCH', code: 'parameterMismatch' }] });
    expect(engine.decodeReportRequest(def, { ...body, byPassCache: 'true' }, librarian)).toMatchObject({ ok: false, errors: [{ field: 'byPassCache', code: 'wrongFormat' }] });
  });

  it('a wire of its own maps the request both ways, and its facts come back with the reading', () => {
    type Csv = string;
    const csv: ReportWire<Csv, { branch?: string }> = {
      encode: (r) => [r.code, r.format, ...r.parameters.map((p) => `${p.name}=${p.values.join('|')}`)].join(';'),
      decode(d, body) {
        const [code, format, ...pairs] = String(body).split(';');
        const parameters = pairs.map((p) => ({ name: p.split('=')[0]!, values: [p.split('=')[1]!] }));
        const facts = { branch: parameters.find((p) => p.name === 'BRANCH')?.values[0] };
        if (code !== d.report!.code || (format !== 'pdf' && format !== 'xlsx')) return { ok: false, problems: [{ field: 'format', code: 'wrongFormat' }], facts };
        return { ok: true, request: { code, kind: 'agency', parameters, format }, facts };
      },
    };
    const withCsv = createEngine({ vocabulary, reportWire: csv });
    const own = withCsv.loadDefinition(loans, 'reports/LOANS.json', { metaCheck: false });
    const body = withCsv.buildReportPayload(own, { DAY: '2026-11-28' }, librarian);
    expect(body).toBe('LOANS;pdf;DAY=2026-11-28;BRANCH=NORTH');
    expect(withCsv.decodeReportRequest(own, body, librarian)).toMatchObject({ ok: true, values: { DAY: '2026-11-28' }, format: 'pdf', facts: { branch: 'NORTH' } });
  });
});
