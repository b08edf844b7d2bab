// `npm run db:copy -- --to postgres://… [--from data/portal.db]`: copies a SQLite portal database into an empty PostgreSQL
// database (server/db/copy-database.ts). Exit 0 copied and verified; 2 refused (nothing written); 1 failed and rolled
// back, or copied but not vacuumed (said so).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config.js';
import { CopyFailed, CopyNotVacuumed, CopyRefused, copyDatabase, openSourceDatabase } from '../server/db/copy-database.js';
import { describe, postgresStore, StoreError, TOOL_BOUNDS } from '../server/db/store.js';

const USAGE = 'Usage: npm run db:copy -- --to postgres://user:password@host:5432/portal [--from data/portal.db]';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } });
  if (values.to === undefined) throw new ConfigError(`--to is missing. ${USAGE}`);
  // The same checks as the server's DATABASE_URL and DATABASE_PATH (and its default file).
  const config = loadConfig({ DATABASE_URL: values.to, DATABASE_PATH: values.from ?? process.env.DATABASE_PATH });
  const source = openSourceDatabase(config.databasePath);
  const target = await postgresStore(config.databaseUrl!, 2, TOOL_BOUNDS);
  try {
    console.log(`Copying ${config.databasePath} into ${describe(config.databaseUrl!)}`);
    const result = await copyDatabase({
      source, target,
      onTable: ({ table, rows }) => console.log(`  ${table.padEnd(28)} ${String(rows).padStart(10)} rows`),
    });
    const seconds = result.milliseconds / 1000;
    console.log(`Copied and verified ${result.rows} rows in ${result.tables.length} tables in ${seconds.toFixed(1)} s `
      + `(${Math.round(result.rows / Math.max(seconds, 0.001))} rows/s)`);
    return 0;
  } finally {
    source.close();
    await target.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof CopyFailed) {
    console.error(`db:copy failed${error.table === null ? '' : ` at table ${error.table}`}, rolled back (the PostgreSQL database holds no copied rows): ${error.message}`);
    process.exitCode = 1;
  } else if (error instanceof CopyNotVacuumed) {
    console.error(`db:copy copied and verified every row, then: ${error.message}. Run VACUUM (ANALYZE) on the database.`);
    process.exitCode = 1;
  } else if (error instanceof CopyRefused || error instanceof ConfigError || error instanceof StoreError) {
    console.error(`db:copy refused: ${error.message}`);
    process.exitCode = 2;
  } else {
    throw error;
  }
}
