// The server side of `npm run bench:load`, in its own process so the load generator does not share its event loop:
// the portal (seeded temp database) and a bare Fastify route, both on 127.0.0.1. Prints one JSON line: ports, tokens.
// BENCH_CLOCK=real runs the portal on real time (the memory probe, the soak). Both log at `info` to stdout, as production
// runs (issue 23 item 10): the portal its one line per request, the bare route the same line through the same log
// controller; BENCH_LOG_LEVEL=silent measures both without logging. Started with an IPC channel (bench/load/memory.ts),
// it answers { snapshot: path } with the process's memory after a full GC, writing a heap snapshot there.
// BENCH_DATABASE_URL (PostgreSQL) or BENCH_DATABASE_PATH (SQLite) serve an existing seeded database (bench/store).
import { writeHeapSnapshot } from 'node:v8';
import Fastify from 'fastify';
import { buildBenchApp } from '../reports/bench-app';
import type { LogLevel } from '../../server/config';
import { ENVIRONMENT } from '../../server/environment';
import { OneLinePerRequest } from '../../server/plugins/request-log';

const realClock = process.env['BENCH_CLOCK'] === 'real';
const logLevel: LogLevel = ENVIRONMENT.properties.LOG_LEVEL.enum.find((level) => level === process.env['BENCH_LOG_LEVEL']) ?? 'info';
const databaseUrl = process.env['BENCH_DATABASE_URL'];
const databasePath = process.env['BENCH_DATABASE_PATH'];
const existing = databaseUrl ? { databaseUrl } : databasePath ? { databasePath } : undefined;
const bench = await buildBenchApp(realClock ? () => new Date() : undefined, { reportRendering: { perUser: 8, total: 16 }, logLevel }, existing);
const portal = await bench.app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify(logLevel === 'silent' ? { logger: false } : { logger: { level: logLevel }, logController: new OneLinePerRequest() });
bare.get('/bare', async () => ({ ok: true }));
const baseline = await bare.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({
  portal, baseline, logLevel,
  manager: await bench.tokenFor('1001_MGR'),
  seller: await bench.tokenFor('1001_SALJ'),
}));
// Exit even if closing hangs (a keep-alive socket of the load generator), so no bench server outlives its run.
process.once('SIGTERM', () => {
  setTimeout(() => process.exit(0), 2000).unref();
  void Promise.all([bench.close(), bare.close()]).finally(() => process.exit(0));
});

const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', (message: { snapshot?: string; gc?: boolean }) => {
  // Twice: the first pass may only schedule finalisers (WeakRefs, FinalizationRegistry) that free more on the second.
  if (message.gc !== false) { gc?.(); gc?.(); }
  const memory = process.memoryUsage();
  if (message.snapshot !== undefined) writeHeapSnapshot(message.snapshot);
  process.send?.({ memory, gcForced: gc !== undefined && message.gc !== false });
});
