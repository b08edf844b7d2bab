import { existsSync } from 'node:fs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { exchange, exchangeFields, INTERNAL_REDIRECT, pkcePair } from './helpers/login.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

function loginUrl(overrides: Record<string, string> = {}, challenge = pkcePair().challenge): string {
  const query = new URLSearchParams({ client_id: 'portal-internal', redirect_uri: INTERNAL_REDIRECT, code_challenge: challenge, code_challenge_method: 'S256', state: 'st<"ate>', ...overrides });
  return `/oauth/v2/login?${query.toString()}`;
}

async function openForm(challenge?: string): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: loginUrl({}, challenge) });
  expect(page.statusCode).toBe(200);
  const flowId = /name="flow_id" value="([^"]+)"/.exec(page.body)?.[1];
  if (flowId === undefined) throw new Error('no flow id in page');
  return flowId;
}

const post = (form: Record<string, string>) => t.app.inject({
  method: 'POST', url: '/oauth/v2/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString(),
});

describe('internal HTML login', () => {
  it('renders a Swedish form without inline script under the strict CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: loginUrl() });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
    for (const text of ['Intern inloggning', 'Användarnamn', 'Lösenord', 'Logga in', 'action="/oauth/v2/login"']) expect(page.body).toContain(text);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });

  it('links the SPA\'s icon, which the build serves from public/, so the window asks for no /favicon.ico (issue 23)', async () => {
    const page = await t.app.inject({ method: 'GET', url: loginUrl() });
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(existsSync(new URL('../../public/favicon.svg', import.meta.url))).toBe(true);
  });

  it.each([
    ['plain PKCE', { code_challenge_method: 'plain' }, 'error.invalid-request'],
    ['a foreign redirect origin', { redirect_uri: 'https://evil.example/internal/callback' }, 'error.invalid-request'],
    ['the haapi callback path', { redirect_uri: 'http://localhost/callback' }, 'error.invalid-request'],
    ['the haapi client', { client_id: 'portal-haapi' }, 'error.invalid-client'],
  ])('refuses %s', async (_name, overrides, code) => {
    const page = await t.app.inject({ method: 'GET', url: loginUrl(overrides) });
    expect(page.statusCode).toBe(400);
    expect(page.json().code).toBe(code);
  });

  it('refuses a non-internal user with the error rendered into the page', async () => {
    const flowId = await openForm();
    const response = await post({ flow_id: flowId, username: '1001_MGR', password: 'Ombud2024AB' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Endast interna användare kan logga in här.');
    expect(response.body).toContain(`value="${flowId}"`);
  });

  it('renders wrong credentials and escapes what the user typed', async () => {
    const flowId = await openForm();
    const response = await post({ flow_id: flowId, username: '<script>alert(1)</script>', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Fel användarnamn eller lösenord.');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&#60;script&#62;');
  });

  it('shows a dead-end page for an unknown flow', async () => {
    const response = await post({ flow_id: 'nope', username: 'ADMIN1', password: 'Ombud2024AB' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Okänt inloggningsflöde.');
  });

  it('hands the code to the opener page, which completes through callback-haapi as portal-internal', async () => {
    const { verifier, challenge } = pkcePair();
    const flowId = await openForm(challenge);
    const response = await post({ flow_id: flowId, username: 'admin1', password: 'Ombud2024AB' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script src="/oauth/v2/assets/internal-callback.js"></script>');
    expect(response.body).toContain('data-target-origin="http://localhost"');
    expect(response.body).toContain('data-state="st&#60;&#34;ate&#62;"');
    const code = /data-code="([A-Za-z0-9_-]{43})"/.exec(response.body)?.[1] ?? '';
    const tokens = await exchange(t.app, exchangeFields({ code, verifier, state: '' }, 'portal-internal', INTERNAL_REDIRECT));
    expect(tokens.statusCode).toBe(200);
    expect(decodeJwt(tokens.json().access_token)).toMatchObject({ sub: 'ADMIN1', roles: ['ADMIN'], agencyNumber: '' });
    expect(decodeJwt(tokens.json().id_token).aud).toBe('portal-internal');
  });

  it('serves the callback script as JavaScript that posts to the opener', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/oauth/v2/assets/internal-callback.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("type: 'portal-internal-code'");
    expect(script.body).toContain('el.dataset.targetOrigin');
    expect(script.body).toContain('window.close()');
  });
});
