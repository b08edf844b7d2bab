import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { accessTokenFor, bearer } from './helpers/login.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

const V2 = '/api/api-retail/v2';
const call = async (user: string, request: InjectOptions) =>
  t.app.inject({ ...request, headers: { ...request.headers, ...bearer(await accessTokenFor(t, user)) } });
const setAgency = (user: string, payload?: unknown) =>
  call(user, { method: 'POST', url: `${V2}/internal/agency-number`, ...(payload === undefined ? {} : { payload: payload as object }) });

const INTERNAL_ENDPOINTS: ReadonlyArray<[string, InjectOptions]> = [
  ['internal agency info', { method: 'GET', url: `${V2}/internal/agencies/1001/info` }],
  ['agency overview', { method: 'GET', url: `${V2}/internal/agencies/overview` }],
  ['set agency number', { method: 'POST', url: `${V2}/internal/agency-number`, payload: { agencyNumber: '1001' } }],
  // Refused before the body is read: a bad body still gets 403, not 400.
  ['set agency number, no body', { method: 'POST', url: `${V2}/internal/agency-number` }],
];
const NON_INTERNAL = ['1001_MGR', '1001_PLUS', '1001_SALJ', '1001_EKO', '2002_MGR', '3003_MGR', 'KEDJA3', 'TELIA1', 'FOLKSPEL1'];

describe('internal endpoints', () => {
  const table = NON_INTERNAL.flatMap((user) => INTERNAL_ENDPOINTS.map(([name, request]) => [user, name, request] as const));
  it.each(table)('refuse %s on %s with 403', async (user, _name, request) => {
    const response = await call(user, request);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'error.forbidden', message: 'Du har inte behörighet.' });
  });

  it.each(['ADMIN1', 'COACH1'])('serve %s', async (user) => {
    for (const [name, request] of INTERNAL_ENDPOINTS.slice(0, 3)) expect((await call(user, request)).statusCode, name).toBe(200);
  });

  it('answer 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${V2}/internal/agencies/overview` });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /internal/agencies/overview', () => {
  it('lists every agency as { agencyNumber, agencyName }, sorted by number', async () => {
    const response = await call('ADMIN1', { method: 'GET', url: `${V2}/internal/agencies/overview` });
    const list = response.json() as Array<{ agencyNumber: string; agencyName: string }>;
    expect(list).toContainEqual({ agencyNumber: '1001', agencyName: 'Kioskkompaniet Drottninggatan' });
    expect(list).toContainEqual({ agencyNumber: '2002', agencyName: 'Spelbutiken Digital' });
    expect(list.every((entry) => Object.keys(entry).join() === 'agencyNumber,agencyName')).toBe(true);
    const numbers = list.map((entry) => Number(entry.agencyNumber));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it.each([
    ['100', ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009']],
    ['JÄRNTORGET', ['4004']],
    ['travbana', ['1021', '3003']],
    ['  2002 ', ['2002']],
    ['ingen sådan', []],
  ])('filters with ?q=%s (number prefix or name substring, any case)', async (q, expected) => {
    const response = await call('COACH1', { method: 'GET', url: `${V2}/internal/agencies/overview`, query: { q } });
    expect((response.json() as Array<{ agencyNumber: string }>).map((entry) => entry.agencyNumber)).toEqual(expected);
  });
});

describe('POST /internal/agency-number', () => {
  it('confirms a known agency with its name', async () => {
    const response = await setAgency('ADMIN1', { agencyNumber: '1001' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ agencyNumber: '1001', agencyName: 'Kioskkompaniet Drottninggatan' });
  });

  it.each(['9999', 'abc', '0'])('answers 404 for the unknown number %s', async (agencyNumber) => {
    const response = await setAgency('COACH1', { agencyNumber });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'error.agency.not-found', message: 'Ombudet finns inte.' });
  });

  it.each<[string, unknown]>([
    ['no body', undefined], ['an empty object', {}], ['an empty number', { agencyNumber: '' }],
    ['a blank number', { agencyNumber: '   ' }], ['JSON null', null],
  ])('answers 400 with the field error for %s', async (_name, payload) => {
    const response = payload === null
      ? await call('ADMIN1', { method: 'POST', url: `${V2}/internal/agency-number`, headers: { 'content-type': 'application/json' }, payload: 'null' })
      : await setAgency('ADMIN1', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'error.validation', fields: [{ field: 'agencyNumber', message: 'Fältet måste fyllas in.' }] });
  });
});

describe('odd input', () => {
  it.each<[string, InjectOptions]>([
    ['ADMIN1', { method: 'GET', url: `${V2}/internal/agencies/abc/info` }],
    ['ADMIN1', { method: 'GET', url: `${V2}/internal/agencies/${'9'.repeat(40)}/info` }],
    ['ADMIN1', { method: 'GET', url: `${V2}/internal/agencies/%00/info` }],
    ['ADMIN1', { method: 'GET', url: `${V2}/internal/agencies/overview?q=${'x'.repeat(65)}` }],
    ['ADMIN1', { method: 'GET', url: `${V2}/internal/agencies/overview?q=a&q=b` }],
    ['ADMIN1', { method: 'POST', url: `${V2}/internal/agency-number`, payload: { agencyNumber: 1001 } }],
    ['ADMIN1', { method: 'POST', url: `${V2}/internal/agency-number`, payload: { agencyNumber: ['1001'] } }],
    ['ADMIN1', { method: 'POST', url: `${V2}/internal/agency-number`, payload: { agencyNumber: 'x'.repeat(33) } }],
    ['ADMIN1', { method: 'POST', url: `${V2}/internal/agency-number`, headers: { 'content-type': 'application/json' }, payload: '{"agencyNumber":' }],
    ['ADMIN1', { method: 'POST', url: `${V2}/internal/agency-number`, headers: { 'content-type': 'text/plain' }, payload: '1001' }],
    ['1001_MGR', { method: 'GET', url: `${V2}/agencies/1001%2F..%2F2002/info` }],
    ['1001_MGR', { method: 'GET', url: `${V2}/agencies/%E0%A4%A/info` }],
    ['KEDJA3', { method: 'GET', url: `${V2}/agencies/${'1'.repeat(500)}/info` }],
  ])('%s %j gets a 4xx JSON answer or a plain 200, never a 500', async (user, request) => {
    const response = await call(user, request);
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode >= 400) expect(response.json().code).toMatch(/^error\./);
  });
});
