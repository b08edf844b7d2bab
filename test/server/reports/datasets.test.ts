// Every definition's dataset prepares against the reporting views on the read-only connection and yields the columns
// its layout names; the connection refuses writes; the runner caps rows and time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_PARAMETERS, type DatasetJson, datasetParameters, sqlProblems } from '@ombudsportalen/engine';
import type { Db } from '../../../server/db/open-database.js';
import { openReportingConnection } from '../../../server/reports/reporting-connection.js';
import { prepareDataset, type ReportingReader, sqliteReportingReader } from '../../../server/reports/reporting-reader.js';
import { runDataset } from '../../../server/reports/run-dataset.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { reportDefinitions } from './report-harness.js';

let t: TestApp;
let connection: Db;
let reporting: ReportingReader;
beforeAll(async () => {
  t = await buildTestApp();
  connection = openReportingConnection(t.db.name);
  reporting = sqliteReportingReader(connection);
});
afterAll(async () => {
  await reporting.close();
  await t.close();
});

const definitions = reportDefinitions();

describe('every report dataset against the reporting views', () => {
  it.each(definitions.map((d) => [d.report?.code, d] as const))('%s prepares read-only and yields its columns', (_code, def) => {
    const dataset = def.dataset as DatasetJson;
    expect(sqlProblems(dataset.sql)).toEqual([]);
    const statement = prepareDataset(connection, dataset.sql);
    expect(statement.reader).toBe(true);
    expect(statement.readonly).toBe(true);
    const produced = statement.columns().map((c) => c.name);
    for (const column of dataset.columns) expect(produced, column.key).toContain(column.key);
  });

  it.each(definitions.map((d) => [d.report?.code, d] as const))('%s runs with unset parameters bound as null', async (_code, def) => {
    const params = datasetParameters(def, {}, Object.fromEntries(BUILTIN_PARAMETERS.map((b) => [b, null])));
    expect(await runDataset(reporting, def.dataset as DatasetJson, params)).toEqual([]);
  });
});

describe('the reporting connection and the runner', () => {
  it('is read-only: SQLite refuses writes on it', async () => {
    expect(connection.readonly).toBe(true);
    expect(() => connection.prepare("INSERT INTO games VALUES ('X', 'X', 'HAST', 0, 1)").run()).toThrow(/readonly|read-only|query_only/i);
    expect(() => prepareDataset(connection, "UPDATE games SET game_name = 'x'")).toThrow();
    await expect(reporting.read("UPDATE games SET game_name = 'x'", {})).rejects.toThrow(/read-only SELECT/);
  });

  it('refuses more rows than the dataset allows', async () => {
    const dataset: DatasetJson = { sql: 'SELECT sale_date AS d FROM rpt_daily_sales WHERE agency_number = :agencyNumber', source: { view: 'rpt_daily_sales', date: 'sale_date', where: 'agency_number = :agencyNumber' }, columns: [{ key: 'd', title: 'D', kind: 'date' }], period: { from: 'today', to: 'today' }, maxRows: 10 };
    await expect(runDataset(reporting, dataset, { agencyNumber: '1001' })).rejects.toThrow(/större än 10 rader/);
    expect((await runDataset(reporting, { ...dataset, maxRows: 50000 }, { agencyNumber: '1001' })).length).toBeGreaterThan(1000);
  });

  it('stops when the time limit passes between rows', async () => {
    const dataset: DatasetJson = { sql: 'SELECT sale_date AS d FROM rpt_daily_sales WHERE agency_number = :agencyNumber', source: { view: 'rpt_daily_sales', date: 'sale_date', where: 'agency_number = :agencyNumber' }, columns: [{ key: 'd', title: 'D', kind: 'date' }], period: { from: 'today', to: 'today' }, maxRows: 50000 };
    let now = 0;
    const slowClock = () => (now += 1000);
    await expect(runDataset(sqliteReportingReader(connection, slowClock), dataset, { agencyNumber: '1001' })).rejects.toThrow(/för lång tid/);
  });
});
