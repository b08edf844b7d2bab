import { describe, expect, it } from 'vitest';
import { datasetParameters, formatProblem, namedParameters, periodEnd, periodStart, sqlProblems } from '@ombudsportalen/engine';
import type { DefinitionJson } from '@ombudsportalen/engine';
import { ctx, fixture, fixtureJson, decodeReportPayload } from './helpers';
import { testEngine } from '../../setup-engine';


const { checkDefinition, loadDefinition } = testEngine;

describe('sqlProblems: one read-only SELECT over rpt_* views', () => {
  it('accepts a SELECT with joins, functions, literals and named parameters', () => {
    expect(sqlProblems("SELECT a.x, substr(b.y, 1, 7) AS m FROM rpt_a a JOIN rpt_b b ON b.k = a.k WHERE a.t = 'DROP; -- x' AND a.n = :n")).toStrictEqual([]);
    expect(sqlProblems('SELECT x FROM (SELECT x FROM rpt_a) WHERE x IN (1, 2)')).toStrictEqual([]);
  });

  it.each([
    ['DELETE FROM rpt_a', 'must be a single SELECT'],
    ['SELECT 1; DROP TABLE users', 'must not contain a semicolon'],
    ['SELECT x FROM rpt_a -- hidden', 'must not contain comments'],
    ['SELECT x FROM users', 'reads "users"'],
    ['SELECT x FROM rpt_a JOIN agencies ON 1 = 1', 'reads "agencies"'],
    ['SELECT x FROM rpt_a, rpt_b', 'joins with a comma'],
    ['SELECT * FROM sqlite_master', 'SQLite system tables'],
    ['SELECT x FROM rpt_a WHERE y = ?', 'named parameters'],
    ['SELECT "x" FROM rpt_a', 'must not quote identifiers'],
    ["SELECT x FROM rpt_a WHERE y = 'open", 'unterminated'],
    ['SELECT x FROM rpt_a WHERE EXISTS (SELECT 1 FROM pragma_table_info(:t))', 'reads "pragma_table_info"'],
  ])('%s', (sql, problem) => {
    expect(sqlProblems(sql).join(' | ')).toContain(problem);
  });

  it('names parameters outside literals only', () => {
    expect(namedParameters("SELECT :a, ':b', :a, :c_1 FROM rpt_x WHERE t = '12:30'")).toStrictEqual(['a', 'c_1']);
  });
});

describe('periodStart / periodEnd', () => {
  it.each([
    ['date', '2026-10-05', '2026-10-05', '2026-10-05'],
    ['week', '2644', '2026-10-26', '2026-11-01'],
    ['week', '2501', '2024-12-30', '2025-01-05'],
    ['month', '2402', '2024-02-01', '2024-02-29'],
    ['month', '2612', '2026-12-01', '2026-12-31'],
    ['year', '25', '2025-01-01', '2025-12-31'],
    ['year', '2024', '2024-01-01', '2024-12-31'],
  ] as const)('%s %s', (unit, value, start, end) => {
    expect([periodStart(unit, value), periodEnd(unit, value)]).toStrictEqual([start, end]);
  });
});

describe('check: x-dataset meaning', () => {
  const broken = (edit: (j: DefinitionJson) => void) => {
    const json = fixtureJson('EKORDF01');
    edit(json);
    return checkDefinition(json, 'schemas/reports/EKORDF01.json').map(formatProblem);
  };

  it('the fixture passes', () => expect(broken(() => undefined)).toStrictEqual([]));

  // A dataset may bind what the report sends: submitted fields and what its transforms add, not a field kept back.
  it('binds a parameter a transform adds; refuses a field that is not sent (x-submit: false)', () => {
    expect(broken((j) => {
      j['x-transforms'] = [{ op: 'copy', from: 'P_TOM', to: 'P_SLUT' }];
      delete j['x-examples']; // their golden bodies lack P_SLUT
      j['x-dataset']!.parameters!.toDate = { param: 'P_SLUT', as: 'periodEnd' };
    })).toStrictEqual([]);
    expect(broken((j) => {
      j.properties!.P_INTERN = { type: 'string', format: 'date', title: 'Internt', 'x-submit': false } as never;
      j['x-dataset']!.parameters!.fromDate = { param: 'P_INTERN', as: 'periodStart' };
    })).toContain('schemas/reports/EKORDF01.json:/x-dataset/parameters/fromDate/param: "P_INTERN" is not a parameter this report sends');
  });

  it.each<[string, (j: DefinitionJson) => void, string]>([
    ['a write', (j) => (j['x-dataset']!.sql = 'DELETE FROM rpt_daily_sales'), '/x-dataset/sql: the SQL must be a single SELECT'],
    ['an undeclared parameter', (j) => (j['x-dataset']!.sql += ' AND x = :other'), '/x-dataset/sql: the SQL uses :other, which x-dataset.parameters does not declare'],
    ['an unused parameter', (j) => (j['x-dataset']!.parameters!.extra = { param: 'P_FOM' }), '/x-dataset/parameters/extra: parameter "extra" is not used by the SQL'],
    ['one day under a whole period\'s header (issue 24)', (j) => (j['x-dataset']!.sql = j['x-dataset']!.sql.replace(':toDate', ':fromDate')), '/x-dataset/period/to: the period\'s end "toDate" is not used by the SQL; :fromDate is used twice, where :toDate is expected once'],
    ['a binding of a parameter the report does not send', (j) => (j['x-dataset']!.parameters!.fromDate = { param: 'P_DAG' }), '/x-dataset/parameters/fromDate/param: "P_DAG" is not a parameter this report sends'],
    ['a total on a text column', (j) => (j['x-dataset']!.columns[1]!.total = 'sum'), '/x-dataset/columns/1/total: only integer and amount columns have totals, not text'],
    ['a column declared twice', (j) => j['x-dataset']!.columns.push({ key: 'spel', title: 'Spel', kind: 'text' }), '/x-dataset/columns/6/key: column "spel" is declared twice'],
    ['an unknown column kind', (j) => (j['x-dataset']!.columns[0]!.kind = 'money' as never), '/x-dataset/columns/0/kind: must be one of "text"'],
    ['a period naming an unknown parameter', (j) => (j['x-dataset']!.period.to = 'until'), '/x-dataset/period/to: the period names unknown parameter "until"'],
  ])('%s', (_name, edit, expected) => {
    expect(broken(edit)[0]).toContain(`schemas/reports/EKORDF01.json:${expected}`);
  });
});

describe('decodeReportPayload: the server reads a body the way the form built it', () => {
  it('decodes transformed values back to what the user chose and binds them', () => {
    const def = fixture('EKORPR03');
    const body = { type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: [
      { name: 'P_FOM', values: ['240301'] }, { name: 'P_TOM', values: ['240314'] }, { name: 'P_RPTTYP', values: ['Ovrigt'] }, { name: 'P_OMBUDNR', values: ['12345'] },
    { name: 'formatType', values: ['pdf'] }] } };
    const decoded = decodeReportPayload(def, body, ctx({ roles: ['EKONOMI'] }));
    expect(decoded).toMatchObject({ ok: true, values: { P_FOM: '2024-03-01', P_TOM: '2024-03-14', P_RPTTYP: 'Övrigt' } });
    if (!decoded.ok) return;
    expect(datasetParameters(def, decoded.values, { agencyNumber: '12345' })).toStrictEqual({ agencyNumber: '12345', fromDate: '2024-03-01', toDate: '2024-03-14', reportType: 'Övrigt' });
  });

  it('refuses a field whose condition fails', () => {
    const def = loadDefinition({ $schema: '../meta/definition.schema.json', type: 'object', 'x-report': { code: 'X', name: 'X', group: 'Ekonomi', payloadKind: 'agency' }, properties: {
      KIND: { type: 'string', 'x-options': ['A', 'B'] },
      ONLY_B: { type: 'string', 'x-condition': { op: 'equals', field: 'KIND', value: 'B' } },
    } }, 'X.json');
    const body = (kind: string) => ({ type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: [{ name: 'KIND', values: [kind] }, { name: 'ONLY_B', values: ['x'] }, { name: 'formatType', values: ['pdf'] }] } });
    expect(decodeReportPayload(def, body('B'), ctx()).ok).toBe(true);
    expect(decodeReportPayload(def, body('A'), ctx())).toMatchObject({ ok: false, errors: [{ field: 'ONLY_B', message: 'Fältet ska inte skickas med de valda värdena.', code: 'unexpectedParameter' }] });
  });

  it('infers an unsent helper field (the broken-week checkbox) from what was sent', () => {
    const def = fixture('EKORDA01');
    const body = { type: 'agency', year: '24', week: '09', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: [
      { name: 'P_VECKA', values: ['2409'] }, { name: 'P_BRUTENVECKA', values: ['SLUT'] }, { name: 'P_OMBUDNR', values: ['12345'] },
    { name: 'formatType', values: ['pdf'] }] } };
    expect(decodeReportPayload(def, body, ctx())).toMatchObject({ ok: true, values: { P_VECKA: '2409', VISA_BRUTEN: true, P_BRUTENVECKA: 'SLUT' } });
  });

  it('a body of the wrong shape gets field errors, not an exception', () => {
    expect(decodeReportPayload(fixture('EKORDF01'), null, ctx())).toMatchObject({ ok: false });
    expect(decodeReportPayload(fixture('EKORDF01'), { type: 'agency' }, ctx())).toMatchObject({ ok: false });
  });
});
