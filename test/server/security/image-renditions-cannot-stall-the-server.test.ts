// Issue 23 item 1 (HIGH): four anonymous `GET /content-assets/…?w=397x&h=4000&fm=avif&q=7x` rendered for ~105 s each
// and held every libuv thread, so logins (scrypt) and file reads waited 102 s. Now: the parameters are strict and
// bounded (never larger than the original, a pixel cap, a quality range, AVIF only where cheap), renders pass a gate
// (one at a time by default, capped per client and in total, 429 beyond), each rendition is kept on disk, and the files
// are served only with the grant that a content answer gives a caller allowed to see the linking entry.
// Item 9 (asset half): winners material reaches no one the page is hidden from, and no file needs no login.
// Issue 37 item 17 (MED): one grant used from three addresses filled the image queue (other users' new pictures got
// 429), grants belonged to no session and every (w, q, fm, fit) was a new render. Now a grant is good only beside the
// asset-session cookie of the login that received it, only the declared variants are made (400 otherwise), and renders
// are capped per user, whatever the address, with users taking turns.
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { IMAGE_VARIANTS } from '@ombudsportalen/portal/content-images';
import { parseImageQuery, planRendition, renderImage, type ImageRenderer, type RenditionPlan } from '../../../server/content/image-renditions.js';
import { createRenditionCache } from '../../../server/content/rendition-cache.js';
import { createRenditionGate, DEFAULT_RENDITION_LIMITS } from '../../../server/content/rendition-gate.js';
import { DATA, grantedAssets, grantedAssetUrls, moveToSeedDay, type AssetSession } from '../content/content-harness.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';

const BUSY_FOR_CLIENT = { code: 'error.image.busy-client', message: 'Du har redan många bilder som skapas. Vänta en stund och försök igen.' };
const BUSY = { code: 'error.image.busy', message: 'Många bilder skapas just nu. Försök igen om en stund.' };
const UNDECLARED = { code: 'error.image.variant', message: 'Bilden finns inte i den storleken eller det formatet.' };
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
  let assets: AssetSession;
  const counter = countingRenderer();
  beforeAll(async () => {
    t = await buildTestApp({}, { renderImage: counter.render });
    await moveToSeedDay(t);
    assets = await grantedAssets(t, '1001_MGR');
  });
  afterAll(async () => t.close());
  const coins = () => assets.urls.get('bild-coins-1') ?? '';
  const get = (query: string) => t.app.inject({ method: 'GET', url: `${coins()}?${query}`, cookies: assets.cookies });

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

  // Issue 37 item 17: each (w, h, fit, fm, q) was a new render, about a million per picture; now the declared sizes
  // (portal/content-images.ts) in the picture's own format or WebP, at the service's quality, and nothing else.
  it.each([
    'w=397', 'w=401&h=200&fit=fill', 'w=400&h=200', 'w=400&h=200&fit=pad', 'w=400&h=201&fit=fill', 'w=400&h=200&fit=fill&fm=avif',
    'w=400&h=200&fit=fill&fm=png', 'w=400&h=200&fit=fill&q=50', 'fm=jpg', 'q=82', 'h=200', 'w=3970&h=4000&fm=avif&q=70',
  ])('refuses %s, a variant outside the declared set, with 400 before any render', async (query) => {
    const before = counter.plans.length;
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(UNDECLARED);
    expect(counter.plans.length).toBe(before);
  });

  it('every declared size, in the picture\'s own format and in WebP, is made', async () => {
    for (const variant of Object.values<{ w: number; h?: number; fit?: string }>(IMAGE_VARIANTS)) {
      const query = `w=${variant.w}${variant.h === undefined ? '' : `&h=${variant.h}`}${variant.fit === undefined ? '' : `&fit=${variant.fit}`}`;
      for (const [format, type] of [['', 'image/jpeg'], ['&fm=webp', 'image/webp']]) {
        const response = await get(`${query}${format}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(type);
      }
    }
  });

  it("the finding's parameters are still bounded by the original if they ever reach the renderer: 1200×600, WebP instead of a large AVIF", () => {
    expect(planRendition({ width: 1200, height: 600, mimeType: 'image/jpeg' }, parseImageQuery({ w: '3970', h: '4000', fm: 'avif', q: '70' })))
      .toEqual({ width: 1200, height: 600, fit: 'none', format: 'webp', quality: 70 });
  });

  it('a declared box larger than the original is scaled down whole, keeping its shape', async () => {
    const hero = await get('w=1232&h=400&fit=fill');
    const meta = await sharp(hero.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 389]);
  });

  it('a rendition renders once: the second ask comes from the disk cache', async () => {
    const before = counter.plans.length;
    const trotting = () => t.app.inject({ method: 'GET', url: `${assets.urls.get('bild-trotting-0')}?w=600&h=300&fit=fill&fm=webp`, cookies: assets.cookies });
    const first = await trotting();
    expect(first.headers['x-rendition']).toBe('new');
    const again = await trotting();
    expect(again.headers['x-rendition']).toBe('cached');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(counter.plans.length).toBe(before + 1);
  });

  it('a restarted server reads the renditions the previous one kept', async () => {
    await get('w=800');
    const before = counter.plans.length;
    await t.app.close();
    const restarted = await buildTestApp({ databasePath: t.config.databasePath, imageRenditions: { cacheDir: join(t.dir, 'renditions') } }, { renderImage: counter.render });
    onTestFinished(() => restarted.close());
    restarted.clock.advance(t.clock.now().getTime() - restarted.clock.now().getTime());
    const again = await restarted.app.inject({ method: 'GET', url: `${coins()}?w=800`, cookies: assets.cookies });
    expect(again.headers['x-rendition']).toBe('cached');
    expect(counter.plans.length).toBe(before);
  });
});

describe('the disk cache stays within its bounds', () => {
  const name = (n: number) => `${String(n).padStart(64, '0')}.jpg`;

  it('drops the least recently used file past its bytes or its files, and ignores names it did not make', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-renditions-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
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

describe('the gate: one render at a time by default, capped per user and in total, users taking turns', () => {
  it('renders at most `concurrent` at once, one user after another, and refuses over the caps with Swedish 429s', async () => {
    const gate = createRenditionGate({ concurrent: 1, perUser: 3, total: 5 });
    const releases: (() => void)[] = [];
    const started: string[] = [];
    const job = (name: string) => () => new Promise<string>((resolve) => {
      started.push(name);
      releases.push(() => resolve(name));
    });
    const a = ['a1', 'a2', 'a3'].map((name) => gate.run('A', job(name)));
    await expect(gate.run('A', job('a4'))).rejects.toMatchObject({ statusCode: 429, ...BUSY_FOR_CLIENT });
    const b = ['b1', 'b2'].map((name) => gate.run('B', job(name)));
    await expect(gate.run('C', job('c1'))).rejects.toMatchObject({ statusCode: 429, ...BUSY });
    await vi.waitFor(() => expect(started).toEqual(['a1']));
    expect(gate.stats()).toMatchObject({ inFlight: 5, running: 1 });
    // A asked first and for more, but B's first render is next: turns go by user, not by arrival.
    for (let n = 2; n <= 5; n += 1) {
      releases.shift()?.();
      await vi.waitFor(() => expect(started).toHaveLength(n));
    }
    expect(started).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    releases.shift()?.();
    await expect(Promise.all([...a, ...b])).resolves.toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
    expect(gate.stats()).toEqual({ inFlight: 0, running: 0, renders: 5 });
    // The counters are back at zero: the same user may render again.
    await expect(gate.run('A', async () => 'again')).resolves.toBe('again');
  });

  it("over HTTP (issue 37 item 17): one user's grant used from three addresses cannot starve another user's first picture", async () => {
    const held: (() => void)[] = [];
    const plans: RenditionPlan[] = [];
    const holding: ImageRenderer = async (source, plan) => {
      plans.push(plan);
      await new Promise<void>((resolve) => held.push(resolve));
      return renderImage(source, plan);
    };
    const t = await buildTestApp({}, { renderImage: holding });
    try {
      await moveToSeedDay(t);
      const mine = await grantedAssets(t, '1001_MGR');
      const theirs = await grantedAssets(t, '2002_MGR');
      // Every declared size but the preview, in both formats, of two pictures: more renditions than every cap.
      const queries = Object.entries<{ w: number; h?: number; fit?: string }>(IMAGE_VARIANTS).filter(([name]) => name !== 'preview')
        .flatMap(([, v]) => ['', '&fm=webp'].map((fm) => `w=${v.w}${v.h === undefined ? '' : `&h=${v.h}`}${v.fit === undefined ? '' : `&fit=${v.fit}`}${fm}`));
      const asks = ['bild-coins-1', 'bild-trotting-0'].flatMap((id) => queries.map((query) => `${mine.urls.get(id)}?${query}`)).slice(0, 36);
      expect(asks).toHaveLength(36);
      let settled = 0;
      const flood = asks.map((url, n) => t.app.inject({ method: 'GET', url, cookies: mine.cookies, remoteAddress: `10.0.0.${(n % 3) + 1}` }).finally(() => { settled += 1; }));
      // Nothing renders to the end yet: the first refusals say the flood has reached the gate.
      while (settled < 4) await new Promise((resolve) => setImmediate(resolve));
      let answered = false;
      const first = t.app.inject({ method: 'GET', url: `${theirs.urls.get('bild-coins-1')}?w=100&h=100&fit=fill`, cookies: theirs.cookies, remoteAddress: '10.0.9.9' })
        .finally(() => { answered = true; });
      // Each render is let finish as it starts, until the other user's picture is answered, then the flood's.
      while (!answered || settled < asks.length) {
        held.shift()?.();
        await new Promise((resolve) => setImmediate(resolve));
      }
      const answer = await first;
      expect(answer.statusCode).toBe(200);
      expect(plans.filter((plan) => plan.width === 100 && plan.height === 100)).toHaveLength(1);
      const floodAnswers = await Promise.all(flood);
      expect(floodAnswers.filter((response) => response.statusCode === 200)).toHaveLength(DEFAULT_RENDITION_LIMITS.perUser);
      // Per user, from whichever address: the 24 over the user's share are refused at once.
      expect(floodAnswers.filter((response) => response.statusCode !== 200).map((response) => [response.statusCode, response.json()]))
        .toEqual(Array.from({ length: asks.length - DEFAULT_RENDITION_LIMITS.perUser }, () => [429, BUSY_FOR_CLIENT]));
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
    const { urls, cookies } = await grantedAssets(t, '1001_MGR');
    const coins = urls.get('bild-coins-1') ?? '';
    const [, , , grant = ''] = coins.split('/');
    const fetch = (url: string) => t.app.inject({ method: 'GET', url, cookies });
    expect((await fetch(coins)).statusCode).toBe(200);
    const [expiry = '', mac = ''] = grant.split('.');
    const forged = `${expiry}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const later = `${(Number.parseInt(expiry, 36) + 3600).toString(36)}.${mac}`;
    for (const url of [coins.replace(grant, forged), coins.replace(grant, later), coins.replace('bild-coins-1', 'bild-trotting-0'), coins.replace(grant, 'x')]) {
      const response = await fetch(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(LINK_REFUSED);
    }
    t.clock.advance(2 * 60 * 60 * 1000);
    expect((await fetch(coins)).json()).toEqual(LINK_REFUSED);
    // A fresh answer gives a fresh grant.
    const fresh = await grantedAssets(t, '1001_MGR');
    expect((await t.app.inject({ method: 'GET', url: fresh.urls.get('bild-coins-1') ?? '', cookies: fresh.cookies })).statusCode).toBe(200);
  });

  it("(issue 37 item 17) a grant is its login session's: without that session's cookie, or with another's, it is refused", async () => {
    const mine = await grantedAssets(t, '1001_MGR');
    const again = await grantedAssets(t, '1001_MGR'); // the same user, another login
    const theirs = await grantedAssets(t, '1001_PLUS');
    const coins = mine.urls.get('bild-coins-1') ?? '';
    expect(mine.cookies).toEqual({ 'portal-as': expect.stringMatching(/^[\w-]{16}\.[\w-]{22}$/) });
    expect((await t.app.inject({ method: 'GET', url: coins, cookies: mine.cookies })).statusCode).toBe(200);
    for (const cookies of [{}, again.cookies, theirs.cookies, { 'portal-as': 'x' }]) {
      const response = await t.app.inject({ method: 'GET', url: `${coins}?w=400&h=200&fit=fill`, cookies, remoteAddress: '10.0.0.7' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(LINK_REFUSED);
    }
    // The cookie goes only to the files, not to script, and lasts as long as a grant.
    const answer = await t.app.inject({ method: 'POST', url: DATA, headers: bearer(await accessTokenFor(t, '1001_MGR')), payload: { contentType: 'page', include: 10, limit: 1 } });
    expect(answer.cookies).toEqual([expect.objectContaining({ name: 'portal-as', path: '/content-assets', httpOnly: true, sameSite: 'Strict', maxAge: 7200 })]);
  });

  it('only a caller the page is delivered to gets the URL of its winners material (item 9)', async () => {
    const physical = await grantedAssetUrls(t, '1001_MGR');
    const digital = await grantedAssetUrls(t, '2002_MGR');
    expect(physical.has('pdf-vinstmaterial')).toBe(true);
    expect(digital.has('pdf-vinstmaterial')).toBe(false);
  });

  it("the login page's own pictures are the SPA's files and stay public", async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'portal-spa-'));
    onTestFinished(() => rmSync(staticDir, { recursive: true, force: true }));
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
