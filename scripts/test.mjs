// `npm test`: every kind of test in one command, in order from fastest to slowest; stops at the first failing step.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => `${root}node_modules/.bin/${name}`;

const steps = [
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['typecheck bench', bin('tsc'), ['-p', 'bench/tsconfig.json', '--noEmit']],
  ['engine imports', 'node', ['scripts/check-engine-imports.mjs']],
  ['schema definitions', bin('tsx'), ['scripts/schemas.ts', 'check']],
  ['unit and API tests', bin('vitest'), ['run']],
  ['SPA build', bin('vite'), ['build', '--logLevel', 'warn']],
  ['route bundle budgets', 'node', ['scripts/bundle-budget.mjs']],
  ['browser tests', bin('playwright'), ['test', '-c', 'test/e2e/playwright.config.ts']],
];

const started = Date.now();
let passed = 0;
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}: ${[cmd.replace(root, ''), ...args].join(' ')}`);
  const stepStart = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    console.log(`Steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
  passed += 1;
}
console.log(`\nAll test steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`Steps: ${passed} passed, 0 failed`);
