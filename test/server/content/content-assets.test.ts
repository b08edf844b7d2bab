// Images at the asked size (Contentful's w/h/fit), kept once rendered; other files as stored.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /content-assets', () => {
  it.each([[400, 200], [264, 148]])('resizes to %i×%i with fit=fill, then serves the kept rendition', async (w, h) => {
    const first = await get(`/content-assets/bild-trotting-0/trotting-0.jpg?w=${w}&h=${h}&fit=fill`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['x-rendition']).toBe('new');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([w, h]);
    const second = await get(`/content-assets/bild-trotting-0/trotting-0.jpg?w=${w}&h=${h}&fit=fill`);
    expect(second.headers['x-rendition']).toBe('cached');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('keeps the aspect ratio without fit, and converts with fm', async () => {
    const response = await get('/content-assets/bild-lottery-2/lottery-2.jpg?w=300&fm=png');
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([300, 150, 'png']);
  });

  it('serves the original at full size and PDFs as stored', async () => {
    const original = await get('/content-assets/bild-trotting-0/trotting-0.jpg');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1200);
    const pdf = await get('/content-assets/pdf-butiksavtal-2026/butiksavtal-2026.pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each(['w=0', 'w=4001', 'fit=stretch', 'fm=bmp', 'q=101', 'w=abc'])('refuses %s with 400', async (params) => {
    const response = await get(`/content-assets/bild-trotting-0/trotting-0.jpg?${params}`);
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for an unknown asset', async () => {
    expect((await get('/content-assets/finns-inte/x.jpg')).statusCode).toBe(404);
  });
});
