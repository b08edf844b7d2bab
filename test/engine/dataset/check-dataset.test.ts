import { describe, expect, it } from 'vitest';
import { checkDataset } from '../../../engine/dataset/check-dataset';
import { BUILTIN_PARAMETERS, DATASET_DEFAULTS } from '../../../engine/dataset/dataset-json';
import { datasetParameters } from '@ombudsportalen/engine';
import { define } from '../definitions/helpers';
import type { DatasetJson } from '../../../engine/declarations.gen';

// x-dataset's meaning checks one by one, with the exact list of problems, and the values its parameters bind.
const fields = () => define({
  'P_FOM:P_TOM': { type: 'string', format: 'date' }, P_VECKA: { type: 'string', format: 'week' }, P_TEXT: { type: 'string' }, P_ANTAL: { type: 'integer' },
}).fields;
const dataset = (over: Partial<DatasetJson> = {}): DatasetJson => ({
  sql: 'SELECT a, b FROM rpt_x WHERE d BETWEEN :fromDate AND :toDate AND n = :agencyNumber',
  parameters: { fromDate: { param: 'P_FOM', as: 'periodStart' }, toDate: { param: 'P_TOM', as: 'periodEnd' } },
  source: { view: 'rpt_x', date: 'd', where: 'n = :agencyNumber' },
  columns: [{ key: 'a', title: 'A', kind: 'text' }, { key: 'b', title: 'B', kind: 'amount', total: 'sum', measure: 'b' }],
  period: { from: 'fromDate', to: 'toDate' },
  ...over,
});
const problems = (d: DatasetJson, sendable = ['P_FOM', 'P_TOM', 'P_VECKA', 'P_TEXT', 'P_ANTAL']) => {
  const out: string[] = [];
  checkDataset(d, fields(), new Set(sendable), (pointer, message) => out.push(`${pointer}: ${message}`));
  return out;
};

describe('checkDataset', () => {
  it('accepts declared parameters used by the SQL, built-ins undeclared, totals on numbers after the first column', () => {
    expect(problems(dataset())).toStrictEqual([]);
    expect(problems(dataset({ sql: 'SELECT a, b FROM rpt_x WHERE d BETWEEN :fromDate AND :today', period: { from: 'fromDate', to: 'today' } }))).toStrictEqual([
      '/x-dataset/parameters/toDate: parameter "toDate" is not used by the SQL',
    ]);
  });

  // Issue 24: the header's period must be the one the SQL reads.
  it('refuses a period end the SQL does not use, and says when its pair is used twice instead', () => {
    expect(problems(dataset({ sql: 'SELECT a, b FROM rpt_x' }))).toStrictEqual([
      '/x-dataset/period/from: the period\'s start "fromDate" is not used by the SQL: the header would show a period the rows do not follow',
      '/x-dataset/period/to: the period\'s end "toDate" is not used by the SQL: the header would show a period the rows do not follow',
    ]);
    expect(problems(dataset({ sql: 'SELECT a, b FROM rpt_x WHERE d = :fromDate' }))).toStrictEqual([
      '/x-dataset/period/to: the period\'s end "toDate" is not used by the SQL: the header would show a period the rows do not follow',
    ]);
    expect(problems(dataset({ sql: 'SELECT a, b FROM rpt_x WHERE d BETWEEN :fromDate AND :fromDate' }))).toStrictEqual([
      '/x-dataset/period/to: the period\'s end "toDate" is not used by the SQL; :fromDate is used twice, where :toDate is expected once: the header would show a period the rows do not follow',
      '/x-dataset/sql: BETWEEN :fromDate AND :fromDate starts and ends at the same value, where :toDate is expected: one day\'s rows under a header that says the whole period (fromDate – toDate)',
    ]);
    // both ends used, but one BETWEEN from an end to itself (the other end used elsewhere)
    expect(problems(dataset({ sql: "SELECT a, b FROM rpt_x WHERE d BETWEEN :toDate AND :toDate AND e >= :fromDate AND f <> ':fromDate'" }))).toStrictEqual([
      '/x-dataset/sql: BETWEEN :toDate AND :toDate starts and ends at the same value, where :fromDate is expected: one day\'s rows under a header that says the whole period (fromDate – toDate)',
    ]);
    // a one-day period (from = to) may be used once
    expect(problems(dataset({ sql: 'SELECT a, b FROM rpt_x WHERE d = :fromDate', parameters: { fromDate: { param: 'P_FOM' } }, period: { from: 'fromDate', to: 'fromDate' } }))).toStrictEqual([]);
  });

  it('passes on the SQL guard', () => {
    expect(problems(dataset({ sql: 'SELECT a FROM users WHERE d = :fromDate AND e = :toDate' }))).toStrictEqual(['/x-dataset/sql: the SQL reads "users": only the reporting views rpt_* may be read']);
  });

  it('refuses an undeclared parameter and a declared built-in', () => {
    expect(problems(dataset({ sql: `${dataset().sql} AND y = :other AND z = :partnerId` }))).toStrictEqual(['/x-dataset/sql: the SQL uses :other, which x-dataset.parameters does not declare']);
    expect(problems(dataset({ parameters: { ...dataset().parameters, agencyNumber: { param: 'P_TEXT' } } })))
      .toStrictEqual(['/x-dataset/parameters/agencyNumber: "agencyNumber" is a built-in parameter']);
  });

  it('refuses a binding of a parameter the report does not send, each of a list', () => {
    expect(problems(dataset({ parameters: { fromDate: { param: ['P_FOM', 'P_X'], as: 'periodStart' }, toDate: { param: 'P_Y' } } }))).toStrictEqual([
      '/x-dataset/parameters/fromDate/param: "P_X" is not a parameter this report sends', '/x-dataset/parameters/toDate/param: "P_Y" is not a parameter this report sends',
    ]);
  });

  it('period bounds need parameters sent by period fields', () => {
    expect(problems(dataset({ parameters: { fromDate: { param: 'P_TEXT', as: 'periodStart' }, toDate: { param: ['P_VECKA', 'P_ANTAL'], as: 'periodEnd' } } }))).toStrictEqual([
      '/x-dataset/parameters/fromDate/as: periodStart needs parameters sent by date, week, month or year fields',
      '/x-dataset/parameters/toDate/as: periodEnd needs parameters sent by date, week, month or year fields',
    ]);
    expect(problems(dataset({ parameters: { fromDate: { param: 'P_TEXT' }, toDate: { param: 'P_ANTAL', as: 'integer' } } }))).toStrictEqual([]);
  });

  it('measures (issue 40): a Summa names its measure, a unit fits its kind, a ratio has no Summa, the source condition is safe SQL', () => {
    expect(problems(dataset({
      source: { view: 'rpt_x', date: 'd', where: 'n = :agencyNumber; DROP TABLE x' },
      columns: [
        { key: 'a', title: 'A', kind: 'text' }, { key: 'b', title: 'B', kind: 'amount', total: 'sum' }, { key: 'c', title: 'C', kind: 'amount', unit: 'öre' },
        { key: 'd', title: 'D', kind: 'percent', unit: 'percent' }, { key: 'e', title: 'E', kind: 'integer', total: 'sum', measure: 'e', ratio: { numerator: 'x', denominator: 'y' } },
      ],
    }))).toStrictEqual([
      '/x-dataset/columns/1: column "b" has a total but no measure: name the source view\'s column(s) its Summa adds up ("stake", "stake - payout"), so check can reconcile it',
      '/x-dataset/columns/2/unit: an amount column does not show öre: the column shows kronor, so divide öre by 100 in the SQL',
      '/x-dataset/columns/3/unit: a percent column does not show percent: a percent column holds fractions (0.06 is 6 %), so divide by 100 in the SQL',
      '/x-dataset/columns/4/total: column "e" is a ratio (x / y): a Summa adding ratios means nothing; drop its total',
      '/x-dataset/source/where: the condition must not contain a semicolon (one statement only)',
      '/x-dataset/source/where: the condition must not use DROP: a dataset only reads',
    ]);
  });

  it('an option value or default whose SQL literal differs only in case (issue 40): the choice gives an empty report', () => {
    const withOptions = define({ P_TYP: { type: 'string', 'x-options': [{ value: 'Alla', label: 'Alla' }, { value: 'SPEL', label: 'Spel' }] } }).fields;
    const out: string[] = [];
    const d = dataset({ sql: "SELECT a, b FROM rpt_x WHERE d BETWEEN :fromDate AND :toDate AND (:typ = 'ALLA' OR t = :typ) AND ('spel' = :typ OR 'Spel' = :kind)", parameters: { ...dataset().parameters, typ: { param: 'P_TYP' }, kind: { param: 'P_TYP', default: 'SPEL' } } });
    checkDataset(d, [...fields(), ...withOptions], new Set(['P_FOM', 'P_TOM', 'P_TYP']), (pointer, message) => out.push(`${pointer}: ${message}`));
    expect(out).toStrictEqual([
      '/x-dataset/sql: the SQL compares :typ with \'ALLA\', but an option of P_TYP sends "Alla": the comparison never holds (case counts), so that choice gives an empty report; write \'Alla\'',
      '/x-dataset/sql: the SQL compares :typ with \'spel\', but an option of P_TYP sends "SPEL": the comparison never holds (case counts), so that choice gives an empty report; write \'SPEL\'',
      '/x-dataset/sql: the SQL compares :kind with \'Spel\', but the default sends "SPEL": the comparison never holds (case counts), so that choice gives an empty report; write \'SPEL\'',
    ]);
  });

  it('columns: unique keys, totals only on integer and amount columns, never on the first', () => {
    const columns: DatasetJson['columns'] = [
      { key: 'a', title: 'A', kind: 'integer', total: 'sum', measure: 'a' }, { key: 'b', title: 'B', kind: 'integer', total: 'sum', measure: 'b' },
      { key: 'c', title: 'C', kind: 'percent', total: 'sum', measure: 'c' }, { key: 'd', title: 'D', kind: 'date', total: 'sum', measure: 'd' }, { key: 'a', title: 'A2', kind: 'amount', total: 'sum', measure: 'a' },
    ];
    expect(problems(dataset({ columns }))).toStrictEqual([
      '/x-dataset/columns/0/total: the first column holds the totals label and has no total',
      '/x-dataset/columns/2/total: only integer and amount columns have totals, not percent',
      '/x-dataset/columns/3/total: only integer and amount columns have totals, not date',
      '/x-dataset/columns/4/key: column "a" is declared twice',
    ]);
  });

  it('the period names declared or built-in parameters', () => {
    expect(problems(dataset({ period: { from: 'start', to: 'today' } }))).toStrictEqual(['/x-dataset/period/from: the period names unknown parameter "start"']);
    expect(problems(dataset({ period: { from: 'fromDate', to: 'end' } }))).toStrictEqual(['/x-dataset/period/to: the period names unknown parameter "end"']);
  });
});

describe('datasetParameters', () => {
  const def = () => define({
    'P_FOM:P_TOM': { type: 'string', format: 'date' }, P_VECKA: { type: 'string', format: 'week' }, P_MAN: { type: 'string', format: 'month' },
    P_AR: { type: 'string', format: 'year' }, P_TEXT: { type: 'string' }, P_ANTAL: { type: 'integer' },
  });
  const withParameters = (parameters: DatasetJson['parameters']) => ({ ...def(), dataset: dataset({ parameters }) });

  it('binds what the user chose: a value as text, an integer as a number, period bounds as days', () => {
    const d = withParameters({
      text: { param: 'P_TEXT' }, count: { param: 'P_ANTAL', as: 'integer' }, from: { param: 'P_FOM', as: 'periodStart' }, to: { param: 'P_TOM', as: 'periodEnd' },
      weekStart: { param: 'P_VECKA', as: 'periodStart' }, weekEnd: { param: 'P_VECKA', as: 'periodEnd' }, monthEnd: { param: 'P_MAN', as: 'periodEnd' },
      yearStart: { param: 'P_AR', as: 'periodStart' }, asValue: { param: 'P_ANTAL', as: 'value' },
    });
    expect(datasetParameters(d, { P_TEXT: 'Övrigt', P_ANTAL: '12', P_FOM: '2024-03-01', P_TOM: '2024-03-14', P_VECKA: '2409', P_MAN: '2402', P_AR: '24' }, { agencyNumber: '1001', today: '2024-03-15' }))
      .toStrictEqual({
        agencyNumber: '1001', today: '2024-03-15', text: 'Övrigt', count: 12, from: '2024-03-01', to: '2024-03-14',
        weekStart: '2024-02-26', weekEnd: '2024-03-03', monthEnd: '2024-02-29', yearStart: '2024-01-01', asValue: '12',
      });
  });

  it('takes the first listed parameter with a value, else the default, else null', () => {
    const d = withParameters({ either: { param: ['P_TOM', 'P_FOM'] }, fallback: { param: 'P_TEXT', default: 'Alla' }, none: { param: 'P_TEXT' } });
    expect(datasetParameters(d, { P_FOM: '2024-03-01', P_TOM: '2024-03-14' }, {})).toStrictEqual({ either: '2024-03-14', fallback: 'Alla', none: null });
    expect(datasetParameters(d, { P_FOM: '2024-03-01', P_TOM: '', P_TEXT: 'x' }, {})).toStrictEqual({ either: '2024-03-01', fallback: 'x', none: 'x' });
  });

  it('has only the built-ins without a dataset', () => {
    expect(datasetParameters(def(), { P_TEXT: 'x' }, { today: '2024-03-15' })).toStrictEqual({ today: '2024-03-15' });
  });
});

describe('the defaults of a dataset', () => {
  it('are those docs/reports.md states: the totals row "Summa", an empty file saying so, at most 5000 rows; built-ins agencyNumber, partnerId, today', () => {
    expect(DATASET_DEFAULTS).toStrictEqual({ totalsLabel: 'Summa', noData: { answer: 'emptyReport', message: 'Inga uppgifter för perioden.' }, maxRows: 5000 });
    expect(BUILTIN_PARAMETERS).toStrictEqual(['agencyNumber', 'partnerId', 'today']);
  });
});
