// The reporting store on PostgreSQL (server/db/postgres/migrations/003_reporting.sql): its views are the declared ones, and
// every dataset of schemas/reports/ prepares, plans and runs there, giving the same rows as on SQLite for the same data.
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatasetJson } from '@ombudsportalen/engine';
import { migrate, migrateSqlite } from '../../../../server/db/migrate.js';
import { positionalValues, toPositionalParameters } from '../../../../server/db/postgres/named-parameters.js';
import { SQLITE_LIKE_TYPES } from '../../../../server/db/postgres/value-types.js';
import { openPostgresPool, postgresStore } from '../../../../server/db/store.js';
import { datasetStatement, postgresReportingReader, type ReportingReader, sqliteReportingReader } from '../../../../server/reports/reporting-reader.js';
import { REPORTING_VIEWS } from '../../../../server/reports/reporting-views.js';
import { createDatabase, dropDatabase } from '../../../../scripts/postgres/postgres-databases.js';

const root = new URL('../../../../', import.meta.url);
const url = inject('testDatabaseUrl');
const datasets = readdirSync(new URL('schemas/reports/', root)).filter((f) => f.endsWith('.json')).sort()
  .map((file) => ({ file, dataset: (JSON.parse(readFileSync(new URL(`schemas/reports/${file}`, root), 'utf8')) as { 'x-dataset'?: DatasetJson })['x-dataset'] }))
  .filter((d): d is { file: string; dataset: DatasetJson } => d.dataset !== undefined);

// A small data set in March 2025 (a week across the month's end too) for agency 1001: every report finds rows.
const DATA = `
INSERT INTO games VALUES ('LOTTO', 'Lotto', 'NUMMER', 1, 600), ('V75', 'V75', 'HAST', 0, 450), ('ODDS', 'Oddset', 'SPORT', 1, 500);
INSERT INTO ledger_accounts VALUES ('NUMMER', '3011', 'Provision nummerspel'), ('HAST', '3012', 'Provision hästspel'), ('SPORT', '3013', 'Provision sportspel');
INSERT INTO sales_daily VALUES
  ('1001', '2025-03-03', 'LOTTO', 'BUTIK', 12, 123450, 20005), ('1001', '2025-03-03', 'V75', 'BUTIK', 3, 9999, 0),
  ('1001', '2025-03-04', 'ODDS', 'DIGITAL', 7, 33333, 1250), ('1001', '2025-03-31', 'LOTTO', 'BUTIK', 5, 5005, 105),
  ('1001', '2025-04-01', 'LOTTO', 'BUTIK', 2, 2000, 0), ('1001', '2025-04-02', 'ODDS', 'DIGITAL', 4, 12345, 678);
INSERT INTO terminals VALUES ('1001', 1, 'T1'), ('1001', 2, 'T2');
INSERT INTO terminal_transactions VALUES
  ('1001', '2025-03-03', 1, 1, 34200, 'Spel', 'LOTTO', 5000), ('1001', '2025-03-03', 2, 1, 61261, 'Vinst', 'ODDS', -12550),
  ('1001', '2025-03-03', 1, 2, 3599, 'Annullering', 'V75', -100);
INSERT INTO share_offerings VALUES
  ('1001', '2025-03-05', 'LOTTO', 1, 'Andelsspel', 20, 15, 2500, 500), ('1001', '2025-03-06', 'V75', 2, 'Övrigt', 10, 10, 10000, 300);
INSERT INTO track_commission_monthly VALUES ('1001', '2025-03-01', 'V75', 1234567, 450), ('1001', '2025-02-01', 'V75', 7654321, 450);
INSERT INTO partners VALUES ('LOTT1', 'Lotteribolaget', 'LOTTERI', 'Skraplott', 1200), ('MOB1', 'Mobilbolaget', 'MOBIL', 'Laddning', 300);
INSERT INTO partner_sales_weekly VALUES
  ('LOTT1', '2025-03-03', '1001', 40, 100000), ('MOB1', '2025-03-03', '1001', 9, 45000), ('LOTT1', '2025-03-31', '1001', 5, 12345);
INSERT INTO telecash_daily VALUES ('1001', '2025-03-03', 1, 3, 150000, 1, 20000), ('1001', '2025-03-04', 2, 0, 0, 2, 33350);
INSERT INTO eid_daily VALUES ('1001', '2025-03-03', 4, 2000), ('1001', '2025-03-20', 1, 500);
INSERT INTO new_customers_monthly VALUES ('1001', '2025-03-01', 'Spelkonto', 3, 5000), ('1001', '2025-03-01', 'Medlem', 1, 2500);
`;

// Values by the type PostgreSQL inferred for each parameter: the period of the data, the declared default, a built-in's.
const BUILT_IN: Record<string, string> = { agencyNumber: '1001', partnerId: 'LOTT1', today: '2025-04-01' };
function valueOf(name: string, type: string, dataset: DatasetJson): string {
  const binding = dataset.parameters?.[name];
  if (type === 'date') return binding?.as === 'periodEnd' ? '2025-03-31' : binding?.as === 'periodStart' ? '2025-03-01' : '2025-03-03';
  return (binding?.default as string | undefined) ?? BUILT_IN[name] ?? 'Alla';
}

// Figures compared to the micro-krona: SQLite sums binary floats, PostgreSQL exact numerics; the reports print öre.
const comparable = (rows: Record<string, unknown>[]) => rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v])));

describe.skipIf(!url)('the reporting store on PostgreSQL', () => {
  let database: { name: string; url: string } | undefined;
  let client: pg.Client;
  const sqlite = new Database(':memory:');
  // The agency's chain is the one agencies default to (no chain); the rest of the portal is not this test's data.
  const AGENCY = `INSERT INTO chains (chain_id, chain_name) VALUES (0, '');
    INSERT INTO agencies (agency_number, agency_name, weekday_opening, weekday_closing, sat_opening, sat_closing, sun_opening, sun_closing)
    VALUES ('1001', 'Tobak & Spel', '0900', '1800', '1000', '1500', '1100', '1400');`;

  beforeAll(async () => {
    database = await createDatabase(url, 'reporting');
    const store = await postgresStore(database.url);
    await migrate(store).finally(() => store.close());
    client = new pg.Client({ connectionString: database.url, types: SQLITE_LIKE_TYPES });
    await client.connect();
    await client.query(`${AGENCY} ${DATA}`);
    migrateSqlite(sqlite);
    sqlite.exec(`${AGENCY} ${DATA}`);
  });

  afterAll(async () => {
    await client?.end();
    if (database) await dropDatabase(url, database.name);
    sqlite.close();
  });

  it('has exactly the declared rpt_* views, their columns in the declared order', async () => {
    const { rows } = await client.query<{ view: string; columns: string[] }>(
      `SELECT table_name AS view, array_agg(column_name::text ORDER BY ordinal_position) AS columns FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name LIKE 'rpt\\_%' GROUP BY table_name ORDER BY table_name`);
    const declared = Object.entries(REPORTING_VIEWS.views).map(([view, v]) => ({ view, columns: Object.keys(v.columns) })).sort((a, b) => a.view.localeCompare(b.view));
    expect(rows).toStrictEqual(declared);
  });

  it('gives every day the calendar columns SQLite gives it (ISO weeks across the years included)', async () => {
    const days = ['2000-01-01', '2020-12-31', '2021-01-03', '2021-01-04', '2024-12-30', '2025-03-31', '2026-11-27', '2027-01-01', '2099-12-31'];
    const onPostgres = (await client.query('SELECT * FROM rpt_calendar WHERE day = ANY($1::date[]) ORDER BY day', [days])).rows;
    const onSqlite = sqlite.prepare(`SELECT * FROM rpt_calendar WHERE day IN (${days.map(() => '?').join(', ')}) ORDER BY day`).all(...days);
    expect(onPostgres).toStrictEqual(onSqlite);
    expect(onPostgres.map((r) => r.week)).toStrictEqual(['9952', '2053', '2053', '2101', '2501', '2514', '2648', '2653', '9953']);
  });

  // The values of a dataset's parameters, by the types PostgreSQL infers when it prepares the SQL.
  async function valuesFor(file: string, dataset: DatasetJson): Promise<Record<string, string>> {
    const { text, names } = toPositionalParameters(dataset.sql);
    const name = `ds_${file.replace(/\W/g, '_').toLowerCase()}`;
    await client.query(`PREPARE ${name} AS ${text}`);
    const { rows: [prepared] } = await client.query<{ types: string[] }>('SELECT parameter_types::text[] AS types FROM pg_prepared_statements WHERE name = $1', [name]);
    await client.query(`DEALLOCATE ${name}`);
    return Object.fromEntries(names.map((n, i) => [n, valueOf(n, prepared!.types[i]!, dataset)]));
  }

  it.each(datasets.map((d) => [d.file, d]))('%s: prepares, plans and returns the rows SQLite returns', async (_file, { file, dataset }) => {
    const { text, names } = toPositionalParameters(dataset.sql);
    const values = await valuesFor(file, dataset);
    const plan = await client.query({ text: `EXPLAIN ${text}`, values: positionalValues(names, values) });
    expect(plan.rows.length).toBeGreaterThan(0);
    const onPostgres = (await client.query({ text, values: positionalValues(names, values) })).rows;
    const onSqlite = sqlite.prepare(dataset.sql).all(Object.fromEntries(names.map((n) => [n, values[n]]))) as Record<string, unknown>[];
    expect(onPostgres.length).toBeGreaterThan(0);
    expect(comparable(onPostgres)).toStrictEqual(comparable(onSqlite));
  });

  // The report path's reader (server/reports/reporting-reader.ts), on one connection of its own: the same rows as SQLite's reader.
  describe('the reporting reader', () => {
    let pool: pg.Pool;
    let reader: ReportingReader;
    beforeAll(() => {
      // As the stores open theirs (an error listener): pool.end() resolves before its client's socket is closed, and the
      // database's DROP … WITH (FORCE) may then end that client with 57P01, which an unheard pool throws (a CI run did).
      pool = openPostgresPool({ connectionString: database!.url, types: SQLITE_LIKE_TYPES, max: 1 });
      reader = postgresReportingReader(pool, 1);
    });
    afterAll(async () => {
      await reader.close();
      await pool.end();
    });

    it.each(datasets.map((d) => [d.file, d]))('%s: the same rows on both readers', async (_file, { file, dataset }) => {
      const values = await valuesFor(file, dataset);
      const onPostgres = await reader.read(dataset.sql, values, 5000);
      expect(comparable(onPostgres)).toStrictEqual(comparable(await sqliteReportingReader(sqlite).read(dataset.sql, values, 5000)));
    });

    it('refuses a write, stops at maxRows + 1 with the Swedish answer, ends what a dataset sets with its transaction, and lists the views', async () => {
      await expect(reader.read("UPDATE games SET game_name = 'x'", {})).rejects.toThrow();
      await expect(reader.read("WITH changed AS (UPDATE games SET game_name = 'x' RETURNING game_code) SELECT * FROM changed", {})).rejects.toThrow(/data-modifying|read-only/);
      await expect(reader.read('SELECT sale_date FROM rpt_daily_sales WHERE agency_number = :agencyNumber', { agencyNumber: '1001' }, 2))
        .rejects.toThrow('Rapporten blir större än 2 rader. Välj en kortare period.');
      expect((await reader.read('SELECT sale_date FROM rpt_daily_sales WHERE agency_number = :agencyNumber', { agencyNumber: '1001' })).length).toBe(6);
      // One connection: the next read gets it back with the server's setting.
      const [{ work_mem: serverSetting }] = (await pool.query<{ work_mem: string }>('SHOW work_mem')).rows as [{ work_mem: string }];
      await reader.read("SELECT set_config('work_mem', '77kB', false) AS t", {});
      expect(await reader.read("SELECT current_setting('work_mem') AS w", {})).toStrictEqual([{ w: serverSetting }]);
      expect(await reader.views()).toStrictEqual(await sqliteReportingReader(sqlite).views());
    });

    it('runs a dataset under the time limit, as a statement its connection keeps, in the dataset\'s own order', async () => {
      expect(await reader.read("SELECT current_setting('statement_timeout') AS t", {})).toStrictEqual([{ t: '5s' }]);
      const sql = 'SELECT sale_date FROM rpt_daily_sales WHERE agency_number = :agencyNumber ORDER BY sale_date DESC';
      const days = (await reader.read(sql, { agencyNumber: '1001' }, 5000)).map((row) => String(row['sale_date']));
      expect(days.length).toBeGreaterThan(1);
      expect(days).toStrictEqual([...days].sort().reverse());
      // Parsed once on the connection, under the name of its text: PostgreSQL may keep a generic plan for it.
      const kept = await reader.read("SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'dataset\\_%'", {});
      expect(kept).toContainEqual({ name: datasetStatement(toPositionalParameters(sql).text, 5000).name, statement: datasetStatement(toPositionalParameters(sql).text, 5000).text });
      expect(await reader.read(sql, { agencyNumber: '1001' }, 5000)).toHaveLength(days.length);
    });
  });
});

describe('toPositionalParameters', () => {
  it('numbers each name once in order of first use, leaving literals and :: casts alone', () => {
    expect(toPositionalParameters("SELECT :b, ':a', :a, :b, x::int FROM rpt_x WHERE t = '12:30' AND u = 'it''s :c'")).toStrictEqual({
      text: "SELECT $1, ':a', $2, $1, x::int FROM rpt_x WHERE t = '12:30' AND u = 'it''s :c'",
      names: ['b', 'a'],
    });
    expect(positionalValues(['b', 'a'], { a: 1, b: 2 })).toStrictEqual([2, 1]);
    expect(() => positionalValues(['a'], {})).toThrow('No value for the SQL parameter :a');
  });
});
