// `npm test`: every kind of test in one command; stops after the first stage with a failing step.
// Stage 1 runs the quick single-threaded checks two at a time and, beside them, Vitest (its workers share the cores:
// the checks leave a core idle now and then, Vitest fills it). A step that needs another's output names it in `after`
// (the bundle budgets read the SPA build). Playwright, which uses every core and the build, runs alone afterwards.
// Output is kept per step and printed in one piece when it ends, unless the step runs alone. Each step prints its seconds.
import { spawn } from 'node:child_process';
import { ensurePrerequisites } from './prerequisites.mjs';

const root = new URL('..', import.meta.url).pathname;
// As `npm start` does: install what is missing, regenerate what is generated (the SPA is built by a step below).
// The compiled server is built by the browser tests' config (test/e2e/playwright.config.ts) when stale.
await ensurePrerequisites(root);
const bin = (name) => `${root}node_modules/.bin/${name}`;
const CHECK_LANES = 2;
// TEST_TIMINGS=<folder>: each suite also writes its per-file (Vitest) and per-test (Playwright) seconds there as JSON.
const timings = process.env.TEST_TIMINGS;
const vitestJson = (name) => (timings ? ['--reporter=default', '--reporter=json', `--outputFile.json=${timings}/${name}.json`] : []);
if (timings) process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = `${timings}/playwright.json`;

/** name, command, args; `beside`: runs outside the check lanes from the stage's start; `after`: waits for that step. */
const stages = [
  [
    { name: 'unit and API tests', cmd: bin('vitest'), args: ['run', ...vitestJson('vitest')], beside: true },
    // One program for both (bench/ included): tsc's own errors, then the promises the compiler lets through (a
    // comparison, a condition or a dropped call where an await is missing). Two programs cost ~40 CPU s more.
    { name: 'typecheck and misused promises', cmd: bin('tsx'), args: ['scripts/check-promises.ts', '--typecheck'] },
    { name: 'SPA build', cmd: bin('vite'), args: ['build', '--logLevel', 'warn'] },
    { name: 'import boundaries', cmd: 'node', args: ['scripts/check-boundaries.mjs'] },
    // --coverage: every definition's golden examples exercise all its conditions, transforms, rules and texts (issue 40 §6).
    { name: 'schema definitions', cmd: bin('tsx'), args: ['scripts/schemas.ts', 'check', '--coverage'] },
    { name: 'route bundle budgets', cmd: 'node', args: ['scripts/bundle-budget.mjs'], after: 'SPA build' },
    // The example hosts (issue 39 §4): each built on its own, the engine resolved by its package name. The engine's bin
    // checking the rjsf host's schemas/ as a host repository's CI would is test/scripts/example-hosts.test.ts.
    { name: 'example host rjsf build', cmd: bin('vite'), args: ['build', 'examples/rjsf-host'] },
    { name: 'example host plain build', cmd: bin('vite'), args: ['build', 'examples/plain-host'] },
    // test/**/*.pg.test.ts on one throw-away PostgreSQL cluster (or TEST_DATABASE_URL); skipped, and said so, where
    // PostgreSQL is not installed; with CI=true that fails.
    { name: 'PostgreSQL suites', cmd: bin('vitest'), args: ['run', '-c', 'vitest.pg.config.ts', ...vitestJson('postgres')] },
  ],
  [{ name: 'browser tests', cmd: bin('playwright'), args: ['test', '-c', 'test/e2e/playwright.config.ts', ...(timings ? ['--reporter=list,json'] : [])] }],
  [{ name: 'example hosts in a browser', cmd: bin('playwright'), args: ['test', '-c', 'examples/playwright.config.ts'] }],
];

const running = new Set();

/** Runs one step; alone it prints as it goes, beside others its output is printed in one piece when it ends. */
function run({ name, cmd, args }, alone) {
  const line = `▶ ${name}: ${[cmd.replace(root, ''), ...args].join(' ')}`;
  if (alone) console.log(`\n${line}`);
  const started = Date.now();
  return new Promise((resolve) => {
    // Beside others: its own process group, so a failing stage can stop what still runs in it (vitest's workers too).
    const child = spawn(cmd, args, { cwd: root, detached: !alone, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    child.ownGroup = !alone;
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (status, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (child.stoppedByUs) { // whatever it exits with once told to stop (vitest answers SIGTERM with a code)
        console.log(`\n■ ${name} stopped after ${seconds} s (another step of the stage failed)`);
        resolve({ name, passed: false, stopped: true, status: 1, seconds });
        return;
      }
      if (!alone) process.stdout.write(`\n${line}\n${Buffer.concat(output).toString()}`);
      console.log(status === 0 ? `✔ ${name} (${seconds} s)` : `\n✖ ${name} failed after ${seconds} s`);
      resolve({ name, passed: status === 0, status: status ?? 1, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', finish);
  });
}

/** Stops every step still running (after a failure in the stage): the whole process group of each. */
function stopRunning() {
  for (const child of running) {
    child.stoppedByUs = true;
    try { process.kill(child.ownGroup ? -child.pid : child.pid, 'SIGTERM'); } catch { /* already gone */ }
  }
}
// A step beside others is in its own process group, which Ctrl-C does not reach: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { stopRunning(); process.exit(130); });

/** The steps of a stage: `beside` ones at once, the rest at most CHECK_LANES at a time, each after its `after`. */
async function runStage(steps) {
  const alone = steps.length === 1;
  const done = new Map(steps.map((step) => {
    let resolve;
    const promise = new Promise((r) => { resolve = r; });
    return [step.name, { promise, resolve }];
  }));
  let failed = false;
  const runStep = async (step) => {
    if (step.after) {
      const before = await done.get(step.after).promise;
      if (!before.passed) return { name: step.name, passed: false, stopped: true, status: 1, seconds: '0.0' };
    }
    if (failed) return { name: step.name, passed: false, stopped: true, status: 1, seconds: '0.0' };
    const result = await run(step, alone);
    if (!result.passed && !result.stopped && !failed) {
      failed = true;
      stopRunning();
    }
    return result;
  };
  const results = [];
  const record = (step) => runStep(step).then((result) => {
    results.push(result);
    done.get(step.name).resolve(result);
  });
  const queue = steps.filter((step) => !step.beside);
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) await record(step);
  };
  await Promise.all([...steps.filter((step) => step.beside).map(record), ...Array.from({ length: Math.min(CHECK_LANES, queue.length) }, lane)]);
  return results;
}

const started = Date.now();
const times = [];
for (const steps of stages) {
  const results = await runStage(steps);
  times.push(...results);
  const failed = results.filter((result) => !result.passed && !result.stopped);
  if (failed.length > 0) {
    const stopped = results.filter((result) => result.stopped).map((s) => s.name);
    console.log(`Steps: ${times.length - failed.length - stopped.length} passed, ${failed.length} failed (${failed.map((f) => f.name).join(', ')})${stopped.length ? `, ${stopped.length} stopped (${stopped.join(', ')})` : ''}`);
    process.exit(failed[0].status);
  }
}
console.log(`\nStep seconds: ${times.map((t) => `${t.name} ${t.seconds}`).join(' · ')}`);
console.log(`All test steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`Steps: ${times.length} passed, 0 failed`);
