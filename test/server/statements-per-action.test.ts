// The database statements each hot action of the peak hour costs (bench/peak/mix.json, issue 38 §2), counted on the
// store the suite runs on (SQLite here, PostgreSQL under vitest.pg.config.ts): on PostgreSQL every statement is a round
// trip (BEGIN and COMMIT too), and round trips were the fleet's time per request. A bound that a change passes shows here.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formDefinition } from '../../server/forms/form-definitions.js';
import { testEngine } from '../setup-engine';
import { SHOP_VALUES } from '../support/shop-values.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { bearer, login, refreshAccess, refreshCookieOf } from './helpers/login.js';

const V2 = '/api/api-retail/v2';
const CONTENT = '/api/api-retail/v1/contentful/data';
const SHOP_CONTEXT = { roles: ['OMBMGR'], segment: 'AGENCY' as const, agencyNumber: '1001', today: '2026-11-02' };

let t: TestApp;
let access = '';
let refresh = '';
/** The statements sent since the last count: pg's client queries, or SQLite's statement runs (Kysely's all and run). */
const sent: string[] = [];
/** PostgreSQL: the statements sent by name (prepared once per connection). */
const named: string[] = [];
const record = (text: unknown) => {
  const config = typeof text === 'object' && text !== null ? text as { text: string; name?: string } : undefined;
  sent.push(String(config?.text ?? text).replace(/\s+/g, ' '));
  if (config?.name !== undefined) named.push(config.text);
};

beforeAll(async () => {
  t = await buildTestApp();
  ({ accessToken: access, refresh } = await login(t.app, '1001_MGR'));
  if (t.store.dialect === 'postgres') {
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      record(args[0]);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);
  } else {
    const statement = Object.getPrototypeOf(t.store.sqlite!.prepare('SELECT 1')) as Record<'all' | 'run', (...args: unknown[]) => unknown>;
    for (const method of ['all', 'run'] as const) {
      const original = statement[method];
      vi.spyOn(statement, method).mockImplementation(function (this: { source: string }, ...args: unknown[]) {
        record(this.source);
        return original.apply(this, args);
      });
    }
  }
}, 60_000);
afterAll(async () => { vi.restoreAllMocks(); await t?.close(); });

/** The statements of one action (done twice: the second is counted, as a warm portal runs it). */
async function statementsOf(action: () => Promise<void>): Promise<string[]> {
  await action();
  sent.length = 0;
  named.length = 0;
  await action();
  return [...sent];
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(access) });
async function ok(response: Promise<{ statusCode: number; body: string }>): Promise<void> {
  const { statusCode, body } = await response;
  expect(statusCode, body).toBe(200);
}

/** The statements of a save with If-Match, its GET not counted; the nth save sends bodyOf(n), so each one changes something. */
function statementsOfSave(url: string, bodyOf: (n: number) => unknown): Promise<string[]> {
  let n = 0;
  return statementsOf(async () => {
    const page = await get(url);
    sent.length = 0;
    n += 1;
    await ok(t.app.inject({ method: 'PUT', url, headers: { ...bearer(access), 'if-match': String(page.headers.etag) }, payload: bodyOf(n) as object }));
  });
}

describe('statements per hot action of the peak hour', () => {
  it('a content read is the API guard\'s one statement while the content stands still: the change clock\'s reading comes with it', async () => {
    const statements = await statementsOf(() => ok(t.app.inject({ method: 'POST', url: CONTENT, headers: bearer(access),
      payload: { contentType: 'page', 'fields.id': 'butiksinfo', include: 10, limit: 1 } })));
    // Beyond the guard's, only the content's version, read when a commit anywhere in the cluster moved the clock
    // (other suites share the test cluster): never a round trip for the clock itself.
    expect(statements.filter((text) => !text.includes('from "content_entries"')), statements.join('\n')).toEqual([expect.stringContaining('from "refresh_tokens" as "r"')]);
    // PostgreSQL parses and plans the guard's query once per connection (a named prepared statement).
    if (t.store.dialect === 'postgres') expect(named).toEqual([expect.stringContaining('from "refresh_tokens" as "r"')]);
  });

  it('/me, the agency info and the report definitions are the guard\'s one statement; the staff list one more', async () => {
    for (const url of [`${V2}/me`, `${V2}/agencies/1001/info`, `${V2}/reports/definitions`]) {
      const statements = await statementsOf(() => ok(get(url)));
      expect(statements.length, `${url}\n${statements.join('\n')}`).toBe(1);
    }
    const staff = await statementsOf(() => ok(get(`${V2}/agencies/1001/users`)));
    expect(staff.length, staff.join('\n')).toBe(2);
  });

  it('a token refresh reads the token with its user in one statement and rotates it in one (a transaction of four on SQLite)', async () => {
    const statements = await statementsOf(async () => {
      const response = await refreshAccess(t.app, refresh);
      expect(response.statusCode, response.body).toBe(200);
      refresh = refreshCookieOf(response) ?? '';
      access = (response.json() as { accessToken: string }).accessToken;
    });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(t.store.dialect === 'postgres' ? 2 : 5);
  });

  it('the order page is the guard and one statement: the catalogue, quantities and version read together', async () => {
    const statements = await statementsOf(() => ok(get(`${V2}/agencies/1001/products`)));
    expect(statements.length, statements.join('\n')).toBe(2);
  });

  it('an order save with If-Match: the guard, the list, and a transaction of the version, the list, the order, its lines and quantities', async () => {
    const statements = await statementsOfSave(`${V2}/agencies/1001/products`, (quantity) => ({ articles: [{ articleNumber: '20010', quantity }] }));
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(9);
  });

  it('a shop-details save with If-Match is the guard and one UPDATE … RETURNING', async () => {
    const statements = await statementsOfSave(`${V2}/agencies/1001/info`,
      (phone) => testEngine.buildFormPayload(formDefinition('shop-details'), { ...SHOP_VALUES, agencyPhone: `08411223${phone}` }, SHOP_CONTEXT));
    expect(statements.length, statements.join('\n')).toBe(2);
  });
});
