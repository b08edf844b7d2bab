// `npm run seed:scale -- --agencies 3000 --years 2 [--chains 40] [--transaction-days 92] [--database-url postgres://…]`:
// an operator-size portal database (issue 26 item 5), analysed for the planner. Without a URL: the SQLite file at DATABASE_PATH or data/portal.db.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrate } from '../server/db/migrate.js';
import { describe, openStore, TOOL_BOUNDS } from '../server/db/store.js';
import { DEFAULT_SCALE, ScaleSeedRefused, seedScale } from '../server/seed/scale/seed-scale.js';

const USAGE = 'usage: npm run seed:scale -- [--agencies N] [--years N] [--chains N] [--transaction-days N] [--database-url postgres://…]';

function positive(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} must be a whole number from 1 to ${max} (got "${raw}"); ${USAGE}`);
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      agencies: { type: 'string' }, years: { type: 'string' }, chains: { type: 'string' },
      'transaction-days': { type: 'string' }, 'database-url': { type: 'string' },
    },
  });
  const options = {
    agencies: positive('agencies', values.agencies, DEFAULT_SCALE.agencies, 89_999),
    days: 365 * positive('years', values.years, DEFAULT_SCALE.days / 365, 10),
    chains: positive('chains', values.chains, DEFAULT_SCALE.chains, 40),
    transactionDays: positive('transaction-days', values['transaction-days'], DEFAULT_SCALE.transactionDays, 3660),
  };
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  const databasePath = process.env.DATABASE_PATH ?? 'data/portal.db';
  const store = await openStore({ databaseUrl, databasePath }, TOOL_BOUNDS);
  try {
    console.log(`seed:scale into ${databaseUrl === undefined ? databasePath : describe(databaseUrl)}`);
    await migrate(store);
    const result = await seedScale(store, { ...options, log: (line) => console.log(line) });
    // Planner statistics for the new rows at once (SQLite keeps none until ANALYZE; PostgreSQL's autovacuum comes later).
    await sql`ANALYZE`.execute(store.db);
    const total = Object.values(result.figures).reduce((sum, f) => sum + f.rows, 0);
    for (const [table, { rows, ms }] of Object.entries(result.figures).sort(([, a], [, b]) => b.rows - a.rows)) {
      const rate = ms > 0 ? `${Math.round(rows / (ms / 1000)).toLocaleString('en-US')} rows/s inserting` : '';
      console.log(`${table.padEnd(26)} ${rows.toLocaleString('en-US').padStart(12)} rows  ${(ms / 1000).toFixed(1).padStart(7)} s  ${rate}`);
    }
    console.log(`${'total'.padEnd(26)} ${total.toLocaleString('en-US').padStart(12)} rows in ${result.seconds.toFixed(1)} s: ${Math.round(total / result.seconds).toLocaleString('en-US')} rows/s`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ScaleSeedRefused || error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
