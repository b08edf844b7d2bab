// `npm start`: install what is missing, build the SPA when stale, then run the server (which migrates and seeds).
import { spawn } from 'node:child_process';
import { ensurePrerequisites } from './prerequisites.mjs';
import { SERVER_ENV } from './server-env.mjs';

const root = new URL('..', import.meta.url).pathname;

ensurePrerequisites(root, { buildSpa: true });

const server = spawn(`${root}node_modules/.bin/tsx`, ['server/server.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...SERVER_ENV } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
