// Images at the asked size (Contentful's w/h/fit), kept once rendered; other files as stored. The URLs come from a
// content answer, as the SPA gets them (each carries its grant, good beside the answer's cookie: server/content/asset-grants.ts).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { grantedAssets, moveToSeedDay } from './content-harness.js';

let t: TestApp;
let urls: Map<string, string>;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  await moveToSeedDay(t);
  ({ urls, cookies } = await grantedAssets(t, '1001_MGR'));
});
afterAll(async () => t.close());

const urlOf = (assetId: string) => {
  const url = urls.get(assetId);
  if (url === undefined) throw new Error(`no content answer links ${assetId}`);
  return url;
};
const get = (url: string) => t.app.inject({ method: 'GET', url, cookies });

describe('GET /content-assets', () => {
  it.each([[400, 200], [264, 148]])('resizes to %i×%i with fit=fill, then serves the kept rendition', async (w, h) => {
    const first = await get(`${urlOf('bild-trotting-0')}?w=${w}&h=${h}&fit=fill`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['x-rendition']).toBe('new');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([w, h]);
    const second = await get(`${urlOf('bild-trotting-0')}?w=${w}&h=${h}&fit=fill`);
    expect(second.headers['x-rendition']).toBe('cached');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('keeps the aspect ratio without fit, and converts with fm', async () => {
    const response = await get(`${urlOf('bild-lottery-2')}?w=800&fm=webp`);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([800, 400, 'webp']);
  });

  it('serves the original at full size and PDFs as stored', async () => {
    const original = await get(urlOf('bild-trotting-0'));
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1200);
    const pdf = await get(urlOf('pdf-butiksavtal-2026'));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each(['w=0', 'w=4001', 'fit=stretch', 'fm=bmp', 'q=101', 'w=abc'])('refuses %s with 400', async (params) => {
    const response = await get(`${urlOf('bild-trotting-0')}?${params}`);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a link without a grant, or with the grant of another asset, with 401', async () => {
    const grant = urlOf('bild-trotting-0').split('/')[3];
    expect((await get('/content-assets/finns-inte/x.jpg')).statusCode).toBe(401);
    expect((await get(`/content-assets/finns-inte/${grant}/x.jpg`)).statusCode).toBe(401);
  });
});
