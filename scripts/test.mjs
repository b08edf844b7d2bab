// `npm test`: every kind of test in one command; stops after the first stage with a failing step.
// Stages run in order; the quick single-threaded checks of a stage share the 2 cores (two at a time, output kept
// per step), the test runners that use every core run alone. Each step prints its seconds.
import { spawn } from 'node:child_process';
import { ensurePrerequisites } from './prerequisites.mjs';

const root = new URL('..', import.meta.url).pathname;
// As `npm start` does: install what is missing, regenerate what is generated (the SPA is built by a step below).
ensurePrerequisites(root);
const bin = (name) => `${root}node_modules/.bin/${name}`;
const PARALLEL = 2;

const stages = [
  [
    ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
    ['SPA build', bin('vite'), ['build', '--logLevel', 'warn']],
    ['typecheck bench', bin('tsc'), ['-p', 'bench/tsconfig.json', '--noEmit']],
    ['import boundaries', 'node', ['scripts/check-boundaries.mjs']],
    ['schema definitions', bin('tsx'), ['scripts/schemas.ts', 'check']],
  ],
  [
    ['unit and API tests', bin('vitest'), ['run']],
    ['route bundle budgets', 'node', ['scripts/bundle-budget.mjs']], // reads the stage-1 build's manifest
  ],
  [['browser tests', bin('playwright'), ['test', '-c', 'test/e2e/playwright.config.ts']]],
];

/** Runs one step; alone it prints as it goes, beside another its output is printed in one piece when it ends. */
function run([name, cmd, args], alone) {
  const line = `▶ ${name}: ${[cmd.replace(root, ''), ...args].join(' ')}`;
  if (alone) console.log(`\n${line}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
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

/** The steps of a stage, at most PARALLEL at a time. */
async function runStage(steps) {
  const alone = steps.length === 1;
  const queue = [...steps];
  const results = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) results.push(await run(step, alone));
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, steps.length) }, lane));
  return results;
}

const started = Date.now();
const times = [];
for (const steps of stages) {
  const results = await runStage(steps);
  times.push(...results);
  const failed = results.filter((result) => !result.passed);
  if (failed.length > 0) {
    console.log(`Steps: ${times.length - failed.length} passed, ${failed.length} failed (${failed.map((f) => f.name).join(', ')})`);
    process.exit(failed[0].status);
  }
}
console.log(`\nStep seconds: ${times.map((t) => `${t.name} ${t.seconds}`).join(' · ')}`);
console.log(`All test steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`Steps: ${times.length} passed, 0 failed`);
