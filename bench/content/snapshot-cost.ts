// What the embedded content snapshot saves on each store (docs/decisions/databases.md, "The embedded content snapshot on
// PostgreSQL"): per content query, the kept snapshot checked against the content's version (one query) and its answer
// kept, against reading the delivered entries and assets again and computing the answer. The seeded demo content, a
// fresh database each (SQLite in a temp file; PostgreSQL: a new database on the server of TEST_DATABASE_URL, dropped after).
// Run: `TEST_DATABASE_URL=postgres://… flock /tmp/heavy.lock npx tsx bench/content/snapshot-cost.ts`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audienceKey, type ContentAudience } from '../../server/content/content-audience.js';
import { parseContentQuery } from '../../server/content/content-query.js';
import { contentSnapshot } from '../../server/content/content-snapshot.js';
import { queryLocalContent, toCdaAsset, toCdaEntry } from '../../server/content/local-content-service.js';
import { migrate } from '../../server/db/migrate.js';
import { openDatabase } from '../../server/db/open-database.js';
import { postgresStore, sqliteStore, type Store } from '../../server/db/store.js';
import { createContentRepository, type ContentRepository } from '../../server/repositories/content-repository.js';
import { seedContent } from '../../server/seed/seed-content.js';
import pg from 'pg';
import { median, quantile, table } from '../engine/stats.js';
import type { CdaAsset, CdaEntry } from '../../server/content/cda-types.js';

const SEED_AT = new Date('2026-11-02T08:00:00.000Z');
const NOW = new Date(SEED_AT.getTime() + 60_000);
const AUDIENCE: ContentAudience = { roles: ['OMBMGR'], chainId: 1, segment: 'AGENCY' }; // 1001_MGR's
// The start page's news list and the heaviest page query (include 10).
const QUERIES = [
  parseContentQuery({ contentType: 'article', 'fields.placement': 'Nyheter', order: '-fields.publishTime', include: 1, limit: 6 }),
  parseContentQuery({ contentType: 'page', 'fields.id': 'andelsspel', include: 10, limit: 1 }),
];
const ROUNDS = 400;
const CONCURRENT = 16;

/** The answer as kept: the snapshot (one version read where the clock moved) and its answer computed once. */
async function kept(repo: ContentRepository, i: number) {
  const snapshot = await contentSnapshot(repo, NOW);
  const query = QUERIES[i % QUERIES.length]!;
  return snapshot.answer(`${audienceKey(AUDIENCE)}\n${JSON.stringify(query)}`, () => queryLocalContent(snapshot, query, AUDIENCE));
}

/** The answer re-read: every delivered entry and asset read and parsed, the answer computed. */
async function reread(repo: ContentRepository, i: number) {
  const [rows, assetRows] = await Promise.all([repo.deliveredEntries(NOW), repo.assets()]);
  const entries = new Map<string, CdaEntry>();
  const byType = new Map<string, CdaEntry[]>();
  for (const row of rows) {
    const entry = toCdaEntry(row);
    entries.set(entry.sys.id, entry);
    byType.set(row.content_type, [...(byType.get(row.content_type) ?? []), entry]);
  }
  const assets = new Map<string, CdaAsset>(assetRows.map((row) => [row.id, toCdaAsset(row)]));
  const content = { entry: (id: string) => entries.get(id), asset: (id: string) => assets.get(id), entriesOfType: (type: string) => byType.get(type) ?? [] };
  return queryLocalContent(content, QUERIES[i % QUERIES.length]!, AUDIENCE);
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * ms per call, one at a time, each in a turn of its own as requests are (median, p95); and per call with CONCURRENT
 * started in one turn (total time ÷ calls), as requests arriving together are.
 */
async function measure(run: (i: number) => Promise<unknown>): Promise<[number, number, number]> {
  for (let i = 0; i < 20; i += 1) await run(i);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    await nextTurn();
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i += CONCURRENT) await nextTurn().then(() => Promise.all(Array.from({ length: CONCURRENT }, (_, j) => run(i + j))));
  return [median(times), quantile(times, 0.95), (performance.now() - start) / ROUNDS];
}

async function figures(name: string, store: Store): Promise<(string | number)[][]> {
  await migrate(store);
  await seedContent(store, SEED_AT);
  const repo = createContentRepository(store);
  const rows = (await repo.deliveredEntries(NOW)).length;
  const assets = (await repo.assets()).length;
  const versionOnly = await measure(() => repo.contentVersion());
  return [
    [`${name}: content version (1 query, ${rows} entries, ${assets} assets)`, ...versionOnly],
    [`${name}: kept snapshot + kept answer`, ...(await measure((i) => kept(repo, i)))],
    [`${name}: re-read per request + answer`, ...(await measure((i) => reread(repo, i)))],
  ];
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run inside a database). */
async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server whose user may create databases.');
const dir = mkdtempSync(join(tmpdir(), 'content-cost-'));
const name = `content_cost_${process.pid}`;
await onServer(serverUrl, `CREATE DATABASE ${name}`);
try {
  const sqlite = sqliteStore(openDatabase(join(dir, 'portal.db')));
  const postgres = await postgresStore(Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString());
  const rows = [...await figures('SQLite', sqlite), ...await figures('PostgreSQL', postgres)];
  await sqlite.close();
  await postgres.close();
  console.log(table(['per content query (ms)', 'median', 'p95', `${CONCURRENT} at once`], rows));
} finally {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(dir, { recursive: true, force: true });
}
