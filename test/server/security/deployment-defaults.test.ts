// Finding 10 (issue 9), the parts done: HSTS when PUBLIC_ORIGIN is https; source maps are not served; with
// NODE_ENV=production the server refuses to start without PUBLIC_ORIGIN (so redirect URIs never come from Host).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

let t: TestApp | undefined;
afterEach(async () => { await t?.close(); t = undefined; });

describe('deployment defaults', () => {
  it('HSTS only when the public origin is https', async () => {
    t = await buildTestApp({ publicOrigin: 'https://portal.example' });
    expect((await t.app.inject({ method: 'GET', url: '/oauth/v2/assets/internal-callback.js' })).headers['strict-transport-security'])
      .toBe('max-age=31536000; includeSubDomains');
    await t.close();
    t = await buildTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/oauth/v2/assets/internal-callback.js' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('NODE_ENV=production without PUBLIC_ORIGIN stops the start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN must be set when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example' }).publicOrigin).toBe('https://portal.example');
  });

  it('serves the built files but not their source maps', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app.js.map'), '{"version":3}');
    t = await buildTestApp({ staticDir: dist });
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js.map' })).statusCode).toBe(404);
  });
});
