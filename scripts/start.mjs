// `npm start`: install what is missing, build the SPA when stale, then run the server (which migrates and seeds).
// `--server-only` skips the first two (a process manager or a test that prepared the install itself).
// package.json runs this with `exec`, so npm's SIGTERM/SIGINT reach this process and not only the shell between.
import { spawn } from 'node:child_process';
import { ensurePrerequisites } from './prerequisites.mjs';
import { SERVER_ENV } from './server-env.mjs';

const root = new URL('..', import.meta.url).pathname;

if (!process.argv.includes('--server-only')) ensurePrerequisites(root, { buildSpa: true });

// tsx as a loader in one Node process (no tsx CLI in between to relay, or SIGKILL, a signal); in its own process group,
// so a terminal's Ctrl-C reaches it once, through this process, and not twice.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...SERVER_ENV }, detached: true });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return; // npm and a terminal may both pass on the same stop: the server shuts down once
    stopping = true;
    server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
