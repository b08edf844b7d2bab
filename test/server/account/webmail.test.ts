import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { call } from './account-helpers.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

describe('GET /api/api-retail/v1/webmail/sso-link', () => {
  it('answers { url } to our placeholder inbox, which greets the user by name', async () => {
    const response = await call(t, '1001_MGR', 'GET', '/api-retail/v1/webmail/sso-link');
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost\/webmail\?ticket=/);
    const page = await t.app.inject({ method: 'GET', url: url.replace('http://localhost', '') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<h1>Webbmail</h1>');
    expect(page.body).toContain('Inkorg för Karin Lindqvist (1001_MGR)');
    expect(page.body).not.toMatch(/<script/);
  });

  it('needs a bearer token; the page needs a fresh ticket', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/api-retail/v1/webmail/sso-link' })).statusCode).toBe(401);
    const { url } = (await call(t, 'TELIA1', 'GET', '/api-retail/v1/webmail/sso-link')).json() as { url: string };
    t.clock.advance(61_000);
    const late = await t.app.inject({ method: 'GET', url: url.replace('http://localhost', '') });
    expect(late.statusCode).toBe(401);
    expect(late.body).toContain('Länken har gått ut.');
    expect((await t.app.inject({ method: 'GET', url: '/webmail' })).statusCode).toBe(401);
  });
});
