// Every report's golden examples (x-examples of schemas/reports/*.json) render the same PDF text and XLSX cells on SQLite
// and PostgreSQL seeded alike (seed() on the same day), through the route's pipeline (produceReportFile) with each
// store's reporting reader.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ExampleJson } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { createDatabase, dropDatabase } from '../../../scripts/postgres/postgres-databases.js';
import { migrate } from '../../../server/db/migrate.js';
import type { Db } from '../../../server/db/open-database.js';
import { postgresStore, sqliteStore, type Store } from '../../../server/db/store.js';
import type { ReportDefinition } from '../../../server/reports/report-catalogue.js';
import { produceReportFile } from '../../../server/reports/produce-report.js';
import { agencyReportTarget, partnerNameOf, partnerReportTarget } from '../../../server/reports/report-targets.js';
import { postgresReportingReader, type ReportingReader, sqliteReportingReader } from '../../../server/reports/reporting-reader.js';
import { renderReportDocument } from '../../../server/reports/render-report-file.js';
import { seed } from '../../../server/seed/seed.js';
import { partnerIdOf } from '@ombudsportalen/portal/access';
import { examplePayload, pdfText, reportDefinitions, xlsxRows } from './report-harness.js';

const url = inject('testDatabaseUrl');
const DAY = '2026-11-02';
const NOW = new Date(`${DAY}T08:00:00.000Z`);

const cases = reportDefinitions().filter((def) => def.report && def.dataset).flatMap((def) =>
  def.examples.filter((ex) => ex.payload).flatMap((ex) =>
    def.report!.formats.map((format) => ({ name: `${def.report!.code} "${ex.name}" ${format}`, def: def as ReportDefinition, ex, format }))));

/** What the route answers: the file's PDF text or XLSX cells, or the refusal's message. */
async function rendered(def: ReportDefinition, ex: ExampleJson, format: 'pdf' | 'xlsx', reporting: ReportingReader): Promise<unknown> {
  const { payload, agency } = examplePayload(ex, format);
  // The example's caller acting for the seeded agency that stands in for its invented one (as the route's token would).
  const ctx: PortalContext = ex.context.selectedAgencyNumber ? { ...ex.context, selectedAgencyNumber: agency }
    : ex.context.agencyNumber ? { ...ex.context, agencyNumber: agency } : ex.context;
  const target = def.report.payloadKind === 'partner'
    ? partnerReportTarget(ctx, partnerIdOf(ctx.roles) ?? '', await partnerNameOf(reporting, partnerIdOf(ctx.roles) ?? ''))
    : agencyReportTarget(ctx, agency, undefined);
  try {
    const file = await produceReportFile(def, payload, { format, reporting, now: NOW, render: renderReportDocument }, target);
    return format === 'pdf' ? await pdfText(file.body) : await xlsxRows(file.body);
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

describe.skipIf(!url)('every report example on SQLite and PostgreSQL', () => {
  let database: { name: string; url: string } | undefined;
  let stores: Store[] = [];
  let readers: { sqlite: ReportingReader; postgres: ReportingReader };

  beforeAll(async () => {
    const onSqlite = sqliteStore(new Database(':memory:') as unknown as Db);
    database = await createDatabase(url, 'reports_both');
    const onPostgres = await postgresStore(database.url);
    stores = [onSqlite, onPostgres];
    for (const store of stores) {
      await migrate(store);
      await seed(store, () => NOW);
    }
    readers = { sqlite: sqliteReportingReader(onSqlite.sqlite!), postgres: postgresReportingReader(onPostgres.pool!) };
  }, 240_000);

  afterAll(async () => {
    await readers?.postgres.close(); // its own pool; SQLite's reader is on the store's connection, closed with the store
    for (const store of stores) await store.close();
    if (database) await dropDatabase(url, database.name);
  });

  it('has examples to compare', () => expect(cases.length).toBeGreaterThan(0));

  let files = 0;
  it.each(cases.map((c) => [c.name, c]))('%s: the same file on both', async (_name, { def, ex, format }) => {
    const onSqlite = await rendered(def, ex, format, readers.sqlite);
    if (!(typeof onSqlite === 'object' && onSqlite !== null && 'refused' in onSqlite)) files += 1;
    expect(await rendered(def, ex, format, readers.postgres)).toStrictEqual(onSqlite);
  });

  // The comparison is of files: most examples render one (a few are about a period without data).
  it('rendered files, not only refusals', () => expect(files).toBeGreaterThan(cases.length / 2));
});
