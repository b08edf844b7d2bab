// Issue 37 item 16: a NUL in an anonymous login input or a path parameter answered 500 on PostgreSQL (which stores no
// NUL in text). The edge refuses a control character in the URL or a body with the usual 400 before any store is
// asked (so this file runs on SQLite only); every route is fuzzed on PostgreSQL in
// control-characters-never-answer-500.pg.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, authorize, bearer, HAAPI_REDIRECT, INTERNAL_REDIRECT, pkcePair } from '../helpers/login.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

const refused = (field: string) => ({
  code: 'error.validation', message: 'Begäran innehåller ogiltiga värden.', fields: [{ field, message: 'Fältet innehåller otillåtna tecken.' }],
});
const authorizeBody = (overrides: Record<string, string> = {}) => ({
  client_id: 'portal-haapi', response_type: 'code', redirect_uri: HAAPI_REDIRECT, code_challenge: pkcePair().challenge,
  code_challenge_method: 'S256', state: 'abc', ...overrides,
});
async function flowHref(): Promise<string> {
  const step = await authorize(t.app, authorizeBody());
  return (step.json() as { actions: Array<{ model: { href: string } }> }).actions[0]!.model.href;
}
async function internalFlowId(): Promise<string> {
  const query = new URLSearchParams({ client_id: 'portal-internal', redirect_uri: INTERNAL_REDIRECT, code_challenge: pkcePair().challenge, code_challenge_method: 'S256', state: 's' });
  const page = await t.app.inject({ method: 'GET', url: `/oauth/v2/login?${query.toString()}` });
  return /name="flow_id" value="([^"]+)"/.exec(page.body)![1]!;
}
const internalLogin = (form: Record<string, string>) => t.app.inject({
  method: 'POST', url: '/oauth/v2/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString(),
});

describe('a control character in an input is refused at the edge', () => {
  it.each(['state', 'redirect_uri'])('authorize: a NUL in %s', async (field) => {
    const response = await authorize(t.app, authorizeBody({ [field]: `${field === 'state' ? 'abc' : HAAPI_REDIRECT}\u0000` }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused(field));
  });

  it('authenticate: a NUL in userName', async () => {
    const response = await t.app.inject({ method: 'POST', url: await flowHref(), payload: { userName: '1001_MGR\u0000', password: 'Ombud2024AB' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('userName'));
  });

  it('authenticate: a NUL in the flow id of the path', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${await flowHref()}%00`, payload: { userName: '1001_MGR', password: 'Ombud2024AB' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('flowId'));
  });

  it.each(['username', 'flow_id'])('internal login: a NUL in %s', async (field) => {
    const form = { flow_id: await internalFlowId(), username: 'ADMIN1', password: 'Ombud2024AB' };
    const response = await internalLogin({ ...form, [field]: `${form[field as 'username']}\u0000` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused(field));
  });

  it('a path parameter: GET /agencies/1001%00/info, before the access rules', async () => {
    const token = await accessTokenFor(t, '1001_MGR');
    for (const headers of [bearer(token), {}]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/api-retail/v2/agencies/1001%00/info', headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused('agencyNumber'));
    }
  });

  it.each(['%01', '%09', '%0A', '%1f', '%7F'])('a query value with %s, and a path no route has', async (encoded) => {
    const token = await accessTokenFor(t, 'ADMIN1');
    const query = await t.app.inject({ method: 'GET', url: `/api/api-retail/v2/internal/agencies/overview?q=10${encoded}`, headers: bearer(token) });
    expect(query.json()).toEqual(refused('q'));
    const path = await t.app.inject({ method: 'GET', url: `/nowhere${encoded}` });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual(refused('url'));
  });

  it('a nested body string, an array item and a key are named by their path', async () => {
    const response = await authorize(t.app, { ...authorizeBody(), state: ['a', 'b\u001b'], ['x\u0001']: 1, nested: { deep: [{ text: '\u007f' }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ...refused('nested.deep.0.text'), fields: ['nested.deep.0.text', 'state.1', 'x\u0001'].map((field) => ({ field, message: 'Fältet innehåller otillåtna tecken.' })) });
  });

  it('free text keeps its tab, line feed and carriage return', async () => {
    const response = await authorize(t.app, authorizeBody({ state: 'a\tb\nc\r\n' }));
    expect(response.statusCode).toBe(200);
  });
});
