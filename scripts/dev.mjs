// `npm run dev`: the API server on DEV_API_PORT (default 8081) and Vite with HMR on 5173, proxying the backend paths.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.DEV_API_PORT ?? '8081';
const env = { ...process.env, DEV_API_PORT: apiPort };

const children = [
  spawn(`${root}node_modules/.bin/tsx`, ['watch', 'server/server.ts'], { cwd: root, stdio: 'inherit', env: { ...env, PORT: apiPort } }),
  spawn(`${root}node_modules/.bin/vite`, [], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
