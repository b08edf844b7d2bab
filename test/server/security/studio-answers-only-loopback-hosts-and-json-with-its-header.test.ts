// Issue 23, item 9 (studio): the analyst studio answered any Host (a rebound DNS name reaches 127.0.0.1 with its own)
// and a cross-site `text/plain` POST (a form or a no-preflight fetch from any page the analyst opens). It now answers
// only loopback hosts, and a POST only as JSON with the studio page's own header.
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio } from '../../../studio/server/main.js';
import { STUDIO_REQUEST_HEADER } from '../../../studio/server/studio-guard.js';
import { ROOT } from '../../shared/reports-dir.js';

let studio: Awaited<ReturnType<typeof startStudio>>;
let port = 0;

beforeAll(async () => {
  studio = await startStudio({ port: 0, schemasDir: join(ROOT, 'schemas') });
  port = Number(new URL(studio.url).port);
}, 60_000);
afterAll(async () => { await studio?.close(); });

/** One request with exactly these headers (fetch would not let a test set Host). */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; json: unknown }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { connection: 'close', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = text;
        try { json = JSON.parse(text); } catch { /* not JSON */ }
        done({ status: res.statusCode ?? 0, json });
      });
    });
    req.on('error', fail);
    req.end(body);
  });
}

const run = JSON.stringify({ file: 'schemas/reports/EKORDF01.json', choice: { role: 'OMBMGR', segment: 'AGENCY', agency: '1001', today: '' }, values: {}, format: 'pdf' });

describe('the studio answers only its own page on this machine', () => {
  it.each(['127.0.0.1', 'localhost', '[::1]'])('Host %s: the setup answers', async (hostname) => {
    const res = await send('GET', '/studio-api/setup', { host: `${hostname}:${port}` });
    expect(res.status).toBe(200);
  });

  it.each(['attacker.example', 'attacker.example:5178', '127.0.0.1.attacker.example', 'localhost.attacker.example', '10.0.0.5'])('Host "%s": 421, for the API and the page alike', async (host) => {
    for (const path of ['/studio-api/setup', '/studio-api/definition?file=schemas/reports/EKORDF01.json', '/']) {
      const res = await send('GET', path, { host });
      expect(res.status, path).toBe(421);
      expect(res.json).toEqual({ code: 'error.studio.host', message: 'Studion svarar bara på 127.0.0.1 och localhost.' });
    }
    const post = await send('POST', '/studio-api/run', { host, 'content-type': 'application/json', [STUDIO_REQUEST_HEADER]: '1' }, run);
    expect(post.status).toBe(421);
  });

  it.each([
    ['a cross-site text/plain POST', { 'content-type': 'text/plain' }],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['JSON without the studio header', { 'content-type': 'application/json' }],
    ['the header without JSON', { 'content-type': 'text/plain', [STUDIO_REQUEST_HEADER]: '1' }],
  ])('%s: 403, nothing runs', async (_name, headers) => {
    for (const path of ['/studio-api/run', '/studio-api/report']) {
      const res = await send('POST', path, { host: `127.0.0.1:${port}`, origin: 'https://attacker.example', ...headers }, run);
      expect(res.status, path).toBe(403);
      expect(res.json).toEqual({ code: 'error.studio.origin', message: 'Studion tar bara emot anrop från sin egen sida.' });
    }
  });

  it("the page's own call (JSON with the header) runs", async () => {
    const res = await send('POST', '/studio-api/run', { host: `127.0.0.1:${port}`, 'content-type': 'application/json; charset=utf-8', [STUDIO_REQUEST_HEADER]: '1' }, run);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ visible: true });
  });
});
