// `npm run test:store-coverage` (scripts/store-coverage.ts): per test file, the source positions it ran (file:line:column,
// through the transform's source maps; a file without a map: file:line) and the SQL texts it sent to PostgreSQL, written
// to STORE_COVERAGE/<file>.json. Counts are reset before each file, so what a file reports is its own.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { SourceMapConsumer } from 'source-map-js';
import { afterAll, beforeAll, expect } from 'vitest';

interface ScriptInfo { url: string; sourceMapURL: string; mapped?: { length: number; lineStarts: number[]; map?: SourceMapConsumer } }
interface Range { startOffset: number; endOffset: number; count: number }
interface Collector { session: Session; scripts: Map<string, ScriptInfo>; statements: Set<string>; started: Promise<void> }

const root = `${process.cwd()}/`;
// Product code and the libraries that talk to a store; not the tests, not vitest.
const KEPT = /^(server|engine|portal)\/|^node_modules\/(pg[^/]*|kysely|better-sqlite3)\//;

// One collector per worker: with isolate: false this file runs before every test file of the worker.
const collector: Collector = ((globalThis as { storeCoverage?: Collector }).storeCoverage ??= (() => {
  const session = new Session();
  session.connect();
  const scripts = new Map<string, ScriptInfo>();
  session.on('Debugger.scriptParsed', ({ params }) => scripts.set(params.scriptId, { url: params.url, sourceMapURL: params.sourceMapURL ?? '' }));
  // The statements reach PostgreSQL through pg's Client whatever built them (Kysely, the clock, locks, migrations).
  const statements = new Set<string>();
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
    // A test database's random name and an IN list's length folded.
    if (typeof text === 'string') statements.add(text.replace(/\s+/g, ' ').replace(/\b(DATABASE(?: IF EXISTS)?|TEMPLATE) \w+/gi, '$1 X').replace(/\d+/g, '0').trim());
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  const started = (async () => {
    await session.post('Debugger.enable');
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  })();
  return { session, scripts, statements, started };
})());

const pathOf = (url: string): string => (url.startsWith('file://') ? new URL(url).pathname : url);

/** The positions of one script that ran: a position's count is that of the innermost range around it. */
async function positionsRun(script: ScriptInfo, scriptId: string, ranges: Range[]): Promise<string[]> {
  if (!script.mapped) {
    const { scriptSource } = await collector.session.post('Debugger.getScriptSource', { scriptId });
    const lineStarts = [0];
    for (let i = 0; i < scriptSource.length; i++) if (scriptSource.charCodeAt(i) === 10) lineStarts.push(i + 1);
    const inline = script.sourceMapURL.startsWith('data:') ? script.sourceMapURL : /\/\/# sourceMappingURL=(data:\S+)\s*$/.exec(scriptSource)?.[1];
    const map = inline ? new SourceMapConsumer(JSON.parse(Buffer.from(inline.slice(inline.indexOf(',') + 1), 'base64').toString())) : undefined;
    script.mapped = { length: scriptSource.length, lineStarts, map };
  }
  const { length, lineStarts, map } = script.mapped;
  const counts = new Int32Array(length);
  for (const range of [...ranges].sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset)) counts.fill(range.count, range.startOffset, Math.min(range.endOffset, length));
  const path = pathOf(script.url);
  const run = new Set<string>();
  if (map) {
    map.eachMapping((m) => {
      if (m.source && counts[lineStarts[m.generatedLine - 1]! + m.generatedColumn]! > 0) run.add(`${new URL(m.source, `file://${path}`).pathname.replace(root, '')}:${m.originalLine}:${m.originalColumn}`);
    });
  } else {
    lineStarts.forEach((start, line) => {
      if (counts.subarray(start, lineStarts[line + 1] ?? length).some((count) => count > 0)) run.add(`${path.replace(root, '')}:${line + 1}`);
    });
  }
  return [...run];
}

beforeAll(async () => {
  await collector.started;
  await collector.session.post('Profiler.takePreciseCoverage'); // resets the counts: what ran before is not this file's
  collector.statements.clear();
});

afterAll(async () => {
  const { result } = await collector.session.post('Profiler.takePreciseCoverage');
  const positions: string[] = [...collector.statements].map((text) => `sql:${text}`);
  for (const { scriptId, functions } of result) {
    const script = collector.scripts.get(scriptId);
    if (!script || !(script.url.startsWith(root) || script.url.startsWith(`file://${root}`))) continue;
    const run = await positionsRun(script, scriptId, functions.flatMap((f) => f.ranges));
    positions.push(...run.filter((position) => KEPT.test(position)));
  }
  const out = process.env.STORE_COVERAGE!;
  mkdirSync(out, { recursive: true });
  writeFileSync(`${out}/${expect.getState().testPath!.replace(root, '').replaceAll('/', '__')}.json`, JSON.stringify(positions.sort()));
}, 120_000);
