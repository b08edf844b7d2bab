// Issue 23 item 1 (HIGH): four anonymous `GET /content-assets/…?w=397x&h=4000&fm=avif&q=7x` rendered for ~105 s each
// and held every libuv thread, so logins (scrypt) and file reads waited 102 s. Now: the parameters are strict and
// bounded (never larger than the original, a pixel cap, a quality range, AVIF only where cheap), renders pass a gate
// (one at a time by default, capped per client and in total, 429 beyond), each rendition is kept on disk, and the files
// are served only with the grant that a content answer gives a caller allowed to see the linking entry.
// Item 9 (asset half): winners material reaches no one the page is hidden from, and no file needs no login.
import { existsSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderImage, type ImageRenderer, type RenditionPlan } from '../../../server/content/image-renditions.js';
import { createRenditionCache } from '../../../server/content/rendition-cache.js';
import { createRenditionGate } from '../../../server/content/rendition-gate.js';
import { grantedAssetUrls, moveToSeedDay } from '../content/content-harness.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';

const BUSY_FOR_CLIENT = { code: 'error.image.busy-client', message: 'Du har redan många bilder som skapas. Vänta en stund och försök igen.' };
const BUSY = { code: 'error.image.busy', message: 'Många bilder skapas just nu. Försök igen om en stund.' };
const LINK_REFUSED = { code: 'error.content-asset.link', message: 'Länken till filen gäller inte längre. Öppna den på nytt från portalen.' };

/** The real renderer, counted. */
function countingRenderer() {
  const plans: RenditionPlan[] = [];
  const render: ImageRenderer = async (source, plan) => {
    plans.push(plan);
    return renderImage(source, plan);
  };
  return { plans, render };
}

describe('bounded, cached renditions', () => {
  let t: TestApp;
  let urls: Map<string, string>;
  const counter = countingRenderer();
  beforeAll(async () => {
    t = await buildTestApp({}, { renderImage: counter.render });
    await moveToSeedDay(t);
    urls = await grantedAssetUrls(t, '1001_MGR');
  });
  afterAll(async () => t.close());
  const coins = () => urls.get('bild-coins-1') ?? '';
  const get = (query: string) => t.app.inject({ method: 'GET', url: `${coins()}?${query}` });

  it.each([
    'w=397x', 'q=7x', 'h=4000&w=397x&fm=avif&q=7x', 'w=1e3', 'w=%20400', 'w=0400', 'w=-5', 'w=4001', 'h=0', 'q=0', 'q=101',
    'fm=gif', 'fit=stretch', 'w=100&w=200',
  ])('refuses %s with 400 before any render', async (query) => {
    const before = counter.plans.length;
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'error.validation', message: 'Begäran innehåller ogiltiga värden.' });
    expect(counter.plans.length).toBe(before);
  });

  it("the finding's request, made valid, is bounded by the original: 1200×600, WebP instead of a large AVIF", async () => {
    const response = await get('w=3970&h=4000&fm=avif&q=70');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 600, 'webp']);
  });

  it('a box larger than the original is scaled down whole, keeping its shape; a small AVIF stays AVIF', async () => {
    const box = await get('w=4000&h=4000&fit=fill');
    expect([(await sharp(box.rawPayload).metadata()).width, (await sharp(box.rawPayload).metadata()).height]).toEqual([600, 600]);
    const small = await get('w=400&h=200&fit=fill&fm=avif');
    expect(small.headers['content-type']).toBe('image/avif');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(400);
  });

  it('equal effective renditions render once: the second and every hostile variant come from the disk cache', async () => {
    const before = counter.plans.length;
    const first = await get('w=3000&h=3000&fit=crop&fm=png');
    expect(first.headers['x-rendition']).toBe('new');
    for (const query of ['w=3000&h=3000&fit=crop&fm=png', 'w=3500&h=3500&fit=crop&fm=png', 'w=4000&h=4000&fit=crop&fm=png&q=5']) {
      const again = await get(query);
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-rendition']).toBe('cached');
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    // Quality outside 40–90 is taken to the nearest end: q=1 and q=40 are one file.
    expect((await get('w=100&q=1')).headers['x-rendition']).toBe('new');
    expect((await get('w=100&q=40')).headers['x-rendition']).toBe('cached');
    expect(counter.plans.length).toBe(before + 2);
  });

  it('a restarted server reads the renditions the previous one kept', async () => {
    await get('w=123');
    const before = counter.plans.length;
    await t.app.close();
    const restarted = await buildTestApp({ databasePath: t.config.databasePath, imageRenditions: { cacheDir: join(t.dir, 'renditions') } }, { renderImage: counter.render });
    restarted.clock.advance(t.clock.now().getTime() - restarted.clock.now().getTime());
    const again = await restarted.app.inject({ method: 'GET', url: `${coins()}?w=123` });
    expect(again.headers['x-rendition']).toBe('cached');
    expect(counter.plans.length).toBe(before);
    t.app = restarted.app;
  });
});

describe('the disk cache stays within its bounds', () => {
  const name = (n: number) => `${String(n).padStart(64, '0')}.jpg`;

  it('drops the least recently used file past its bytes or its files, and ignores names it did not make', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-renditions-'));
    const cache = createRenditionCache({ dir, maxBytes: 300, maxFiles: 10 });
    for (const n of [1, 2, 3]) await cache.write(name(n), Buffer.alloc(100, n));
    expect(await cache.read(name(1))).toEqual(Buffer.alloc(100, 1)); // 1 is now the most recently used
    await cache.write(name(4), Buffer.alloc(100, 4));
    expect(cache.stats()).toEqual({ files: 3, bytes: 300 });
    expect(await cache.read(name(2))).toBeUndefined();
    expect(existsSync(join(dir, name(2)))).toBe(false);
    await cache.write('../outside.jpg', Buffer.alloc(10));
    await cache.write(name(5), Buffer.alloc(301));
    expect(readdirSync(dir).sort()).toEqual([name(1), name(3), name(4)]);

    // Lower bounds at the next start apply at once: the oldest written go (reads do not touch the files).
    for (const [n, age] of [[1, 30], [3, 20], [4, 10]] as const) utimesSync(join(dir, name(n)), new Date(Date.now() - age * 1000), new Date(Date.now() - age * 1000));
    const few = createRenditionCache({ dir, maxBytes: 10_000, maxFiles: 2 });
    expect(few.stats()).toEqual({ files: 2, bytes: 200 });
    expect(await few.read(name(1))).toBeUndefined();
    expect(await few.read(name(4))).toEqual(Buffer.alloc(100, 4));
  });
});

describe('the gate: one render at a time by default, capped per client and in total', () => {
  it('renders in order, at most `concurrent` at once, and refuses over the caps with Swedish 429s', async () => {
    const gate = createRenditionGate({ concurrent: 1, perClient: 2, total: 3 });
    const releases: (() => void)[] = [];
    const started: string[] = [];
    const job = (name: string) => () => new Promise<string>((resolve) => {
      started.push(name);
      releases.push(() => resolve(name));
    });
    const a1 = gate.run('A', job('a1'));
    const a2 = gate.run('A', job('a2'));
    await expect(gate.run('A', job('a3'))).rejects.toMatchObject({ statusCode: 429, ...BUSY_FOR_CLIENT });
    const b1 = gate.run('B', job('b1'));
    await expect(gate.run('C', job('c1'))).rejects.toMatchObject({ statusCode: 429, ...BUSY });
    await vi.waitFor(() => expect(started).toEqual(['a1']));
    expect(gate.stats()).toMatchObject({ inFlight: 3, running: 1 });
    releases.shift()?.();
    await expect(a1).resolves.toBe('a1');
    await vi.waitFor(() => expect(started).toEqual(['a1', 'a2']));
    releases.shift()?.();
    await vi.waitFor(() => expect(started).toEqual(['a1', 'a2', 'b1']));
    releases.shift()?.();
    await expect(Promise.all([a2, b1])).resolves.toEqual(['a2', 'b1']);
    expect(gate.stats()).toEqual({ inFlight: 0, running: 0, renders: 3 });
    // The counters are back at zero: the same client may render again.
    const again = gate.run('A', async () => 'again');
    await expect(again).resolves.toBe('again');
  });

  it('over HTTP: renders held open fill the caps, the next asks get 429, a kept rendition still answers', async () => {
    const held: (() => void)[] = [];
    let calls = 0;
    const holding: ImageRenderer = async (source, plan) => {
      calls += 1;
      await new Promise<void>((resolve) => held.push(resolve));
      return renderImage(source, plan);
    };
    const t = await buildTestApp({ imageRenditions: { concurrent: 3, perClient: 2, total: 3 } }, { renderImage: holding });
    try {
      await moveToSeedDay(t);
      const url = (await grantedAssetUrls(t, '1001_MGR')).get('bild-trotting-0') ?? '';
      const get = (query: string, remoteAddress: string) => t.app.inject({ method: 'GET', url: `${url}?${query}`, remoteAddress });
      const first = get('w=100', '10.0.0.1');
      await vi.waitFor(() => expect(calls).toBe(1));
      held.shift()?.();
      expect((await first).statusCode).toBe(200);

      const a1 = get('w=101', '10.0.0.1');
      const a2 = get('w=102', '10.0.0.1');
      await vi.waitFor(() => expect(calls).toBe(3));
      const a3 = await get('w=103', '10.0.0.1');
      expect(a3.statusCode).toBe(429);
      expect(a3.json()).toEqual(BUSY_FOR_CLIENT);
      // Try again soon, and never keep the refusal as if it were the picture.
      expect([a3.headers['retry-after'], a3.headers['cache-control']]).toEqual(['2', undefined]);
      const b1 = get('w=104', '10.0.0.2');
      await vi.waitFor(() => expect(calls).toBe(4));
      const c1 = await get('w=105', '10.0.0.3');
      expect(c1.statusCode).toBe(429);
      expect(c1.json()).toEqual(BUSY);
      // Kept renditions and originals pass no gate.
      expect((await get('w=100', '10.0.0.3')).headers['x-rendition']).toBe('cached');
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.3' })).statusCode).toBe(200);
      for (const release of held.splice(0)) release();
      expect((await Promise.all([a1, a2, b1])).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    } finally {
      for (const release of held.splice(0)) release();
      await t.close();
    }
  });
});

describe('who may fetch a file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await moveToSeedDay(t);
  });
  afterAll(async () => t.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it("refuses the finding's anonymous request, and any file without its grant, with 401 and no render", async () => {
    const response = await get('/content-assets/bild-coins-1/coins-1.jpg?w=397&h=4000&fm=avif&q=7');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'error.unauthorized', message: 'Du är inte inloggad eller sessionen har gått ut.' });
    // A bearer token does not stand in for the grant: the URL is what the content answer gave.
    const token = await accessTokenFor(t, '1001_MGR');
    expect((await get('/content-assets/pdf-vinstmaterial/vinstmaterial.pdf', bearer(token))).statusCode).toBe(401);
  });

  it('a forged grant, the grant of another asset and an expired grant are refused', async () => {
    const urls = await grantedAssetUrls(t, '1001_MGR');
    const coins = urls.get('bild-coins-1') ?? '';
    const [, , , grant = ''] = coins.split('/');
    expect((await get(coins)).statusCode).toBe(200);
    const [expiry = '', mac = ''] = grant.split('.');
    const forged = `${expiry}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const later = `${(Number.parseInt(expiry, 36) + 3600).toString(36)}.${mac}`;
    for (const url of [coins.replace(grant, forged), coins.replace(grant, later), coins.replace('bild-coins-1', 'bild-trotting-0'), coins.replace(grant, 'x')]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(LINK_REFUSED);
    }
    t.clock.advance(2 * 60 * 60 * 1000);
    expect((await get(coins)).json()).toEqual(LINK_REFUSED);
    // A fresh answer gives a fresh grant.
    expect((await get((await grantedAssetUrls(t, '1001_MGR')).get('bild-coins-1') ?? '')).statusCode).toBe(200);
  });

  it('only a caller the page is delivered to gets the URL of its winners material (item 9)', async () => {
    const physical = await grantedAssetUrls(t, '1001_MGR');
    const digital = await grantedAssetUrls(t, '2002_MGR');
    expect(physical.has('pdf-vinstmaterial')).toBe(true);
    expect(digital.has('pdf-vinstmaterial')).toBe(false);
  });

  it("the login page's own pictures are the SPA's files and stay public", async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'portal-spa-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Ombudsportalen</title>');
    writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const spa = await buildTestApp({ staticDir });
    try {
      const favicon = await spa.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(favicon.statusCode).toBe(200);
      expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    } finally {
      await spa.close();
    }
  });
});
