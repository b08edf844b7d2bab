import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/http/errors.js';
import { toErrorResponse } from '../../server/plugins/error-handler.js';
import { CONTENT_SECURITY_POLICY } from '../../server/plugins/security-headers.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { login } from './helpers/login.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

function expectNoStack(body: string): void {
  expect(body).not.toMatch(/\bat .*\.(ts|js):\d+|stack|node_modules/);
}

describe('error answers', () => {
  it('answers malformed JSON with 400 JSON, never 500', async () => {
    for (const payload of ['{bad', '', '{"__proto__": {"x": 1}}']) {
      const response = await t.app.inject({ method: 'POST', url: '/oauth/v2/authorize', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('error.malformed-body');
      expectNoStack(response.body);
    }
  });

  it('answers an unsupported content type with 415 JSON', async () => {
    const xml = await t.app.inject({ method: 'POST', url: '/oauth/v2/authorize', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('error.unsupported-media-type');
    // Form bodies are accepted only where the contract posts forms.
    const form = await t.app.inject({ method: 'POST', url: '/oauth/v2/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'client_id=x' });
    expect(form.statusCode).toBe(415);
    expectNoStack(form.body);
  });

  it('answers a body of the wrong shape with error.validation and field list', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/oauth/v2/authenticate/abc', payload: { userName: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'error.validation', fields: [{ field: 'password' }] });
    const array = await t.app.inject({ method: 'POST', url: '/oauth/v2/authorize', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    expect(array.json().code).toBe('error.validation');
  });

  it.each(['/api/nope', '/oauth/v2/nope', '/tokenhandler/v1/nope', '/log/x', '/missing.js'])('answers unknown %s with 404 JSON', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'error.not-found' });
  });

  it('answers POST to an unknown path with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/nyheter', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('error.not-found');
  });

  it('answers a malformed URL with 400 JSON and the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'error.bad-request', message: 'Ogiltig begäran.' });
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers a real fault (database gone) with 500 error.internal and no details', async () => {
    const broken = await buildTestApp();
    try {
      const { accessToken } = await login(broken.app, '1001_MGR');
      await broken.store.close();
      const response = await broken.app.inject({ method: 'GET', url: '/api/api-retail/v2/me', headers: { authorization: `Bearer ${accessToken}` } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'error.internal', message: 'Internt fel' });
    } finally {
      await broken.close();
    }
  });

  it('maps unexpected errors to error.internal without details', () => {
    expect(toErrorResponse(new Error('secret detail at /x.ts:1'))).toEqual({ status: 500, body: { code: 'error.internal', message: 'Internt fel' } });
    expect(toErrorResponse(new AppError(409, 'error.conflict', 'Konflikt'))).toEqual({ status: 409, body: { code: 'error.conflict', message: 'Konflikt' } });
    expect(toErrorResponse({ statusCode: 405 }).body.code).toBe('error.bad-request');
  });
});

describe('security headers', () => {
  it.each([
    ['GET', '/'], ['GET', '/api/api-retail/v2/me'], ['GET', '/api/nope'], ['POST', '/oauth/v2/authorize'],
  ])('are on %s %s', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET' | 'POST', url });
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('has no unsafe-eval or inline script in the policy', () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});
