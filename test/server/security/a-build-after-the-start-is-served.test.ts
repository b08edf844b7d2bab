// Issue 37 item 19: an instance started before the SPA was built answered "klientappen är inte byggd" until it was
// restarted: whether the build was there was read once, at start. The files and index.html are now looked up at
// request time, so a build made after the start is served at once.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

const INDEX = '<!doctype html><div id="root"></div><script type="module" src="/assets/app-9f8e.js"></script>';

let t: TestApp;
afterEach(async () => t.close());

describe('the SPA built after the start', () => {
  it('is served without a restart: index.html for client routes, its assets as files', async () => {
    t = await buildTestApp();
    const before = await t.app.inject({ method: 'GET', url: '/nyheter' });
    expect([before.statusCode, before.body]).toEqual([200, 'Ombudsportalen: klientappen är inte byggd.\nKör `npm run build` och ladda om sidan.\n']);
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-9f8e.js' })).statusCode).toBe(404);

    mkdirSync(join(t.config.staticDir, 'assets'), { recursive: true });
    writeFileSync(join(t.config.staticDir, 'index.html'), INDEX);
    writeFileSync(join(t.config.staticDir, 'assets', 'app-9f8e.js'), 'console.log(1);');

    for (const url of ['/', '/nyheter']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect([page.statusCode, page.body, page.headers['cache-control']]).toEqual([200, INDEX, 'no-cache']);
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-9f8e.js' });
    expect([asset.statusCode, asset.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-9f8e.js.map' })).statusCode).toBe(404);
  });
});
