import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../server/db/migrate.js';
import { openDatabase } from '../../server/db/open-database.js';
import { sqliteStore } from '../../server/db/store.js';
import { seed } from '../../server/seed/seed.js';
import { openReportingConnection, type ReportingReader, sqliteReportingReader } from '../../server/reports/index.js';

/** The studio's own demo database (SQLite): migrated and seeded in a temp folder at start, read through the report connection. */
export interface DemoDatabase {
  reporting: ReportingReader;
  /** The name of a seeded agency, for the report header. */
  agencyName(agencyNumber: string): string | undefined;
  /** The day after the newest demo sales: the date the studio starts with, so the defaults find rows. */
  dayAfterData: string;
  close(): Promise<void>;
}

export async function openDemoDatabase(): Promise<DemoDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-'));
  const path = join(dir, 'demo.db');
  const store = sqliteStore(openDatabase(path));
  await migrate(store);
  await seed(store);
  await store.close();
  const connection = openReportingConnection(path);
  const newest = connection.prepare('SELECT max(sale_date) FROM rpt_daily_sales').pluck().get() as string | null;
  const day = newest ? new Date(`${newest}T12:00:00Z`) : new Date();
  day.setUTCDate(day.getUTCDate() + 1);
  const name = (sql: string, key: string) => connection.prepare(sql).pluck().get(key) as string | undefined;
  const reporting = sqliteReportingReader(connection);
  return {
    reporting,
    agencyName: (n) => name('SELECT agency_name FROM agencies WHERE agency_number = ?', n),
    dayAfterData: day.toISOString().slice(0, 10),
    close: async () => {
      await reporting.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
