// `npm run test:stress`: the whole Vitest suite three rounds in a row while a CPU hog spins on every core beside it.
// Not part of `npm test`: it proves the tests hold under load (no real-timer races, no wall-clock limits), and takes a while.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const ROUNDS = Number(process.env.STRESS_ROUNDS ?? 3);
const root = new URL('..', import.meta.url).pathname;

// The hog: one thread per core, each spinning until terminated.
const hog = Array.from({ length: availableParallelism() }, () => new Worker('for (;;) {}', { eval: true }));
console.log(`CPU hog: ${hog.length} threads spinning beside the Vitest suite (${ROUNDS} rounds).`);

const rounds = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  console.log(`\n▶ round ${round}/${ROUNDS}: vitest run`);
  const started = Date.now();
  const result = spawnSync(`${root}node_modules/.bin/vitest`, ['run'], {
    cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' },
  });
  rounds.push({ round, passed: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}
await Promise.all(hog.map((thread) => thread.terminate()));

console.log('\nRound  Result  Seconds');
for (const { round, passed, seconds } of rounds) console.log(`${String(round).padEnd(7)}${(passed ? 'pass' : 'FAIL').padEnd(8)}${seconds}`);
const failed = rounds.filter((r) => !r.passed).length;
console.log(failed === 0 ? `\nThe Vitest suite passed ${ROUNDS} rounds in a row under load.` : `\n${failed} of ${ROUNDS} rounds failed under load.`);
process.exit(failed === 0 ? 0 : 1);
