// `npm start`: install what is missing, build the SPA and the server when stale, then run the compiled server (which
// migrates and seeds). `--server-only` skips the install and the SPA (a process manager or a test that prepared them);
// the server is still built when stale, it is what runs.
// package.json runs this with `exec`, so npm's SIGTERM/SIGINT reach this process and not only the shell between.
import { spawn } from 'node:child_process';
import { ensurePrerequisites, ensureServerBuild } from './prerequisites.mjs';
import { COMPILED_SERVER_ARGS } from './server-build.mjs';
import { SERVER_ENV } from './server-env.mjs';

const root = new URL('..', import.meta.url).pathname;

if (process.argv.includes('--server-only')) await ensureServerBuild(root);
else await ensurePrerequisites(root, { buildSpa: true, buildServer: true });

// The compiled server (not TypeScript through tsx: docs/decisions/compiled-server.md), stack traces mapped to the .ts
// files; in its own process group, so a terminal's Ctrl-C reaches it once, through this process, and not twice.
const server = spawn(process.execPath, COMPILED_SERVER_ARGS, { cwd: root, stdio: 'inherit', env: { ...process.env, ...SERVER_ENV }, detached: true });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return; // npm and a terminal may both pass on the same stop: the server shuts down once
    stopping = true;
    server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
