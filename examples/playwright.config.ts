import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../test/e2e/support/chromium';
import { freePort } from '../test/e2e/support/free-port';

// The two example hosts, built by `npm test` (vite build examples/<host>), each served as built by vite preview.
// Workers re-read this file: the ports are fixed once in the main process and inherited through env.
process.env.RJSF_HOST_PORT ??= String(await freePort());
process.env.PLAIN_HOST_PORT ??= String(await freePort());
const vite = new URL('../node_modules/.bin/vite', import.meta.url).pathname;
const HOSTS = { 'rjsf-host': Number(process.env.RJSF_HOST_PORT), 'plain-host': Number(process.env.PLAIN_HOST_PORT) };

export default defineConfig({
  testDir: '.',
  testMatch: 'hosts.spec.ts',
  workers: 1,
  use: { launchOptions: chromiumLaunchOptions(), viewport: { width: 1280, height: 900 } },
  projects: Object.entries(HOSTS).map(([name, port]) => ({ name, use: { baseURL: `http://127.0.0.1:${port}/` } })),
  webServer: Object.entries(HOSTS).map(([name, port]) => ({
    command: `${vite} preview ${new URL(name, import.meta.url).pathname} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
  })),
});
