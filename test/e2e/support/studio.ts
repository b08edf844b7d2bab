import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port';

const root = new URL('../../..', import.meta.url).pathname;

/** A running analyst studio (`npm run studio`) over a schemas folder: its page's address and how to stop it. */
export interface RunningStudio {
  url: string;
  stop: () => void;
}

/** Starts the studio on a free loopback port over `schemasDir` and answers once its API answers. */
export async function startStudio(schemasDir: string): Promise<RunningStudio> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const studio: ChildProcess = spawn(join(root, 'node_modules/.bin/tsx'), ['studio/server/main.ts'], {
    cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, STUDIO_PORT: String(port), STUDIO_SCHEMAS_DIR: schemasDir },
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (studio.exitCode !== null) throw new Error(`the studio stopped at start (exit ${studio.exitCode})`);
    if (await fetch(`${url}studio-api/setup`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('the studio did not start within 90 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop: () => studio.kill('SIGTERM') };
}
