// `npm run schemas -- check` on PostgreSQL (scripts/postgres/prepare-datasets.ts): every report dataset prepares on the
// migrated, empty schema, and SQL that SQLite and the SQL guard take but PostgreSQL refuses fails with the file and
// PostgreSQL's message.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sqlProblems } from '@ombudsportalen/engine';
import { openPostgresPreparation, type PostgresPreparation } from '../../scripts/postgres/prepare-datasets.js';
import { checkDatasetColumns } from '../../server/reports/check-dataset-columns.js';
import { docsJsonExamples } from '../shared/docs-json-examples.js';

const url = inject('testDatabaseUrl');
const root = new URL('../../', import.meta.url);
const reports = readdirSync(new URL('schemas/reports/', root)).filter((f) => f.endsWith('.json')).sort()
  .map((name) => ({ file: `schemas/reports/${name}`, json: JSON.parse(readFileSync(new URL(`schemas/reports/${name}`, root), 'utf8')) as { 'x-dataset'?: { sql: string } } }))
  .filter((report) => report['json']['x-dataset'] !== undefined);
// The docs' example reports too (issue 40 §5: the guide's own example failed here).
const docsReports = docsJsonExamples().flatMap((e) => (e.definition?.json['x-dataset'] ? [{ file: `${e.where}: ${e.definition.file}`, json: e.definition.json }] : []));

describe.skipIf(!url)('the schemas check on PostgreSQL', () => {
  let preparation: PostgresPreparation;

  beforeAll(async () => {
    preparation = (await openPostgresPreparation({ TEST_DATABASE_URL: url }))!;
  });
  afterAll(async () => preparation?.end());

  it.each([...reports, ...docsReports].map((r) => [r.file, r]))('%s: its dataset runs on PostgreSQL', async (_file, { file, json }) => {
    expect(await preparation.prepare(json, file)).toStrictEqual([]);
  });

  it('names the file and PostgreSQL\'s message for SQL that SQLite and the guard take (substr of a date)', async () => {
    const { file, json } = reports.find((r) => /\bdraw_date AS dragning\b/.test(r.json['x-dataset']!.sql))!;
    const sql = json['x-dataset']!.sql.replace('draw_date AS dragning', 'substr(draw_date, 1, 10) AS dragning');
    const altered = { ...json, 'x-dataset': { ...json['x-dataset'], sql } };
    expect(sqlProblems(sql)).toStrictEqual([]);
    expect(checkDatasetColumns(altered, file)).toStrictEqual([]);
    expect(await preparation.prepare(altered, file)).toStrictEqual([{
      file, pointer: '/x-dataset/sql', message: 'the SQL does not run on PostgreSQL: function substr(date, integer, integer) does not exist',
    }]);
    expect(await preparation.prepare(json, file)).toStrictEqual([]); // a failure leaves the connection usable
  });

  it('runs a window function (lag … OVER), which the SQL guard no longer refuses by name (issue 40 §3)', async () => {
    const { file, json } = reports.find((r) => r.file.endsWith('EKORDF01.json'))!;
    const sql = json['x-dataset']!.sql.replace('net AS netto', 'net - coalesce(lag(net) OVER (ORDER BY sale_date, game_name), 0) AS netto');
    const windowed = { ...json, 'x-dataset': { ...json['x-dataset'], sql } };
    expect(sqlProblems(sql)).toStrictEqual([]);
    expect(checkDatasetColumns(windowed, file)).toStrictEqual([]); // prepared on SQLite
    expect(await preparation.prepare(windowed, file)).toStrictEqual([]);
  });

  it('runs the dataset in a READ ONLY transaction (a write the guard would refuse fails on PostgreSQL too)', async () => {
    const { file, json } = reports[0]!;
    const writing = { ...json, 'x-dataset': { ...json['x-dataset'], sql: 'WITH gone AS (DELETE FROM games RETURNING game_code) SELECT game_code FROM gone' } };
    expect(await preparation.prepare(writing, file)).toStrictEqual([{
      file, pointer: '/x-dataset/sql', message: 'the SQL does not run on PostgreSQL: cannot execute SELECT in a read-only transaction',
    }]);
  });
});
