// `npm run test:store-coverage`: which API suites must run on PostgreSQL too (issue 38 §6). Runs the PostgreSQL step with
// every API suite, the same API suites on SQLite, then the step as configured, each file recording what it ran
// (test/support/store-coverage.setup.ts). What is PostgreSQL's: each SQL text sent to it, every position of its data
// layer that ran on it, and any other position that ran on it but not on SQLite. Prints what the step reaches with every
// API suite and as configured, and the API suites ON_BOTH_STORES lacks or holds in vain; exits 1 when it lacks one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_SUITES, ON_BOTH_STORES } from '../vitest.pg.config.js';

// pg's own lines are left out: every suite runs them, and its timers (idle clients) fire in one run and not the next.
const DATA_LAYER = /^server\/(db|repositories)\/|^node_modules\/kysely\/.*postgres/;
const OUT_OF_SCOPE = /^node_modules\/pg/;
// `-- <folder>`: the files of an earlier run, analysed again without running anything.
const earlier = process.argv[2];
const out = earlier ?? mkdtempSync(join(tmpdir(), 'store-coverage-'));

/** Runs vitest with each file's positions written to out/<name>; returns them per test file. */
function covered(name: string, args: string[], env: Record<string, string> = {}): Map<string, Set<string>> {
  const dir = join(out, name);
  const run = earlier ? { status: 0 } : spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...process.env, ...env, STORE_COVERAGE: dir } });
  if (run.status !== 0) throw new Error(`vitest ${args.join(' ')} failed`);
  return new Map(readdirSync(dir).map((file) => [file.replace(/\.json$/, '').replaceAll('__', '/'), new Set<string>(JSON.parse(readFileSync(join(dir, file), 'utf8')))]));
}
const union = (sets: Iterable<Set<string>>): Set<string> => new Set([...sets].flatMap((set) => [...set]));

const everySuite = covered('postgres-all', ['-c', 'vitest.pg.config.ts'], { STORE_COVERAGE_ALL: '1' });
const onSqlite = union(covered('sqlite', ['-c', 'vitest.config.ts', ...API_SUITES]).values());
const configured = covered('postgres', ['-c', 'vitest.pg.config.ts']);
const ofPostgres = (position: string) => !OUT_OF_SCOPE.test(position) && (position.startsWith('sql:') || DATA_LAYER.test(position) || !onSqlite.has(position));
const reach = (sets: Iterable<Set<string>>) => new Set([...union(sets)].filter(ofPostgres));
const before = reach(everySuite.values());
const listed = [...everySuite.keys()].filter((file) => file.endsWith('.pg.test.ts') || ON_BOTH_STORES.includes(file));
const fromListed = reach(listed.map((file) => everySuite.get(file)!));
const after = reach(configured.values());
console.log(`\nPostgreSQL's positions reached by the step: with every API suite ${before.size}, with the *.pg.test.ts files and ON_BOTH_STORES ${fromListed.size} (same run), as configured ${after.size} (own run).`);
const missed = [...before].filter((position) => !fromListed.has(position));
const lacking = API_SUITES.filter((file) => !ON_BOTH_STORES.includes(file) && [...everySuite.get(file) ?? []].some((position) => missed.includes(position)));
for (const file of lacking) console.log(`✖ ${file} reaches what the listed ones do not: ${[...everySuite.get(file)!].filter((p) => missed.includes(p)).slice(0, 5).join(' · ')}`);
for (const file of ON_BOTH_STORES) {
  const others = reach(listed.filter((other) => other !== file).map((other) => everySuite.get(other)!));
  const own = [...reach([everySuite.get(file)!])].filter((position) => !others.has(position));
  console.log(own.length > 0 ? `✔ ${file}: ${own.length} only it reaches, e.g. ${own.slice(0, 2).join(' · ')}` : `• ${file}: nothing only it reaches (could run on SQLite only)`);
}
writeFileSync(join(out, 'positions.txt'), [...before].sort().join('\n'));
console.log(`Positions: ${join(out, 'positions.txt')}`);
process.exit(lacking.length > 0 ? 1 : 0);
