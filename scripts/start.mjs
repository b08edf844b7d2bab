// `npm start`: install what is missing, build the SPA when stale, then run the server (which migrates and seeds).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { isSpaBuildStale } from './spa-build-stamp.mjs';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\nKommandot misslyckades: ${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

function dependenciesMissing() {
  const marker = `${root}node_modules/.package-lock.json`;
  if (!existsSync(marker)) return true;
  return statSync(`${root}package-lock.json`).mtimeMs > statSync(marker).mtimeMs;
}

if (dependenciesMissing()) {
  console.log('Installerar beroenden (npm ci) …');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}
if (isSpaBuildStale(root)) {
  console.log('Bygger webbappen …');
  run(npm, ['run', 'build', '--silent']);
}

const server = spawn(`${root}node_modules/.bin/tsx`, ['server/server.ts'], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
