import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';

describe('without a built SPA', () => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp(); });
  afterAll(async () => { await t.close(); });

  it('answers GET / with a page saying to run npm run build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('npm run build');
  });
});

describe('with a built SPA', () => {
  const INDEX = '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script>';
  const BROTLI = brotliCompressSync('console.log(1);');
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1);');
    writeFileSync(join(dist, 'assets', 'app-1a2b.js.br'), BROTLI);
    t = await buildTestApp({ staticDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without long caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build\'s .br beside an asset to a browser that accepts brotli, the file itself to one that does not', async () => {
    const compressed = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(compressed.rawPayload.equals(BROTLI)).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });

  it.each(['/nyheter/12/en-artikel', '/installningar', '/internal/callback?code=x'])('falls back to index.html for the client route %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it.each(['/api/x', '/oauth/x', '/tokenhandler/x', '/assets/missing.js'])('does not fall back for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('error.not-found');
  });

  it('does not serve files outside the static root', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/../../etc/passwd' });
    expect(response.body).not.toContain('root:');
  });
});
