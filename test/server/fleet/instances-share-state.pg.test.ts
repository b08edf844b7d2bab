// Issue 27, item 1: no state that only one instance knows. Three portal instances on one PostgreSQL database (as behind
// a balancer, each with its own pool): the login lock, known browsers and the login rate limits count across them, two tabs refreshing
// through two instances stay logged in while an old refresh generation still ends the family, a PKCE code and a webmail
// ticket are redeemed once wherever they land, a write through one instance is read through the next, and a database
// out of reach gives the Swedish 503, not a 500.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { formDefinition } from '../../../server/forms/form-definitions.js';
import { DEMO_PASSWORD } from '../../../server/seed/seed-data/users.js';
import { bearer, exchange, exchangeFields, haapiCode, login, pkcePair, refreshAccess, refreshCookieOf } from '../helpers/login.js';
import { cableTo, startFleet, type Cable, type Fleet } from './instances.js';
import { testEngine } from '../../setup-engine';

const { buildFormPayload } = testEngine;

const LOCKED = { code: 'error.authentication.locked', message: 'Kontot är låst. Be din butiksansvarige om ett engångslösenord.' };
const FAILED = 'error.authentication.failed';
const RATE_LIMITED = { code: 'error.authentication.rate-limited', message: 'För många inloggningsförsök. Vänta en minut och försök igen.' };
const REPLAYED = { code: 'error.refresh.replayed', message: 'Sessionen har avslutats av säkerhetsskäl. Logga in igen.' };
const UNAVAILABLE = { code: 'error.database-unavailable', message: 'Portalen når inte sin databas just nu. Försök igen om en stund.' };
const WRONG = 'Fel12345AB';
const MINUTE = 60_000;

let fleet: Fleet | undefined;
let cable: Cable | undefined;
afterEach(async () => {
  await fleet?.close();
  await cable?.close();
  fleet = undefined;
  cable = undefined;
});

const instance = (index: number): FastifyInstance => fleet!.instances[index % fleet!.instances.length]!;

/** A fresh haapi flow opened on one instance and its password step posted to another (flows live in the database). */
async function authenticate(opener: FastifyInstance, poster: FastifyInstance, userName: string, password: string, ip = '127.0.0.1', cookies: Record<string, string> = {}) {
  const step = await opener.inject({
    method: 'POST', url: '/oauth/v2/authorize', remoteAddress: ip,
    payload: { client_id: 'portal-haapi', response_type: 'code', redirect_uri: 'http://localhost/callback', code_challenge: pkcePair().challenge, code_challenge_method: 'S256', state: 's' },
  });
  const href = (step.json() as { actions: Array<{ model: { href: string } }> }).actions[0]?.model.href ?? '';
  return poster.inject({ method: 'POST', url: href, remoteAddress: ip, payload: { userName, password }, cookies });
}
const codeOf = async (response: Awaited<ReturnType<typeof authenticate>>) => (response.json() as { code?: string; type?: string }).code ?? response.json().type as string;

describe.skipIf(!inject('testDatabaseUrl'))('three instances on one PostgreSQL database', () => {
  it('five wrong passwords spread over three instances lock the account exactly as on one, for 15 minutes', async () => {
    fleet = await startFleet(3);
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) codes.push(await codeOf(await authenticate(instance(i), instance(i + 1), '1001_PLUS', WRONG)));
    expect(codes).toEqual([FAILED, FAILED, FAILED, FAILED, LOCKED.code]);
    for (const index of [0, 1, 2]) expect((await authenticate(instance(index), instance(index), '1001_PLUS', DEMO_PASSWORD)).json()).toEqual(LOCKED);
    fleet.clock.advance(15 * MINUTE);
    expect((await authenticate(instance(2), instance(1), '1001_PLUS', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a browser known through one instance gets past the victim’s lock through another', async () => {
    fleet = await startFleet(3);
    const first = await authenticate(instance(0), instance(0), '1001_SALJ', DEMO_PASSWORD);
    const device = first.cookies.find((c) => c.name === 'portal-dc')?.value ?? '';
    expect(device).not.toBe('');
    for (let i = 0; i < 5; i += 1) await authenticate(instance(i), instance(i + 1), '1001_SALJ', WRONG);
    expect((await authenticate(instance(2), instance(2), '1001_SALJ', DEMO_PASSWORD)).json()).toEqual(LOCKED);
    expect((await authenticate(instance(1), instance(2), '1001_SALJ', DEMO_PASSWORD, '127.0.0.1', { 'portal-dc': device })).statusCode).toBe(200);
  });

  it('of ten wrong guesses at once on three instances only four fail and the rest meet the lock', async () => {
    fleet = await startFleet(3);
    const answers = await Promise.all(Array.from({ length: 10 }, (_v, i) => authenticate(instance(i), instance(i), '1001_EKO', WRONG).then(codeOf)));
    expect(answers.filter((code) => code === FAILED)).toHaveLength(4);
    expect(answers.filter((code) => code === LOCKED.code)).toHaveLength(6);
  }, 60_000);

  it('the per-IP login limit counts attempts on every instance: the 4th from one address is 429, wherever it lands', async () => {
    fleet = await startFleet(3, { loginRateLimit: { perIpPerMinute: 3, perUsernamePerMinute: 1000 } });
    for (const [index, user] of [[0, 'A1'], [1, 'A2'], [2, 'A3']] as const) expect((await authenticate(instance(index), instance(index), user, WRONG, '10.0.0.9')).statusCode).toBe(400);
    const over = await authenticate(instance(0), instance(1), 'A4', WRONG, '10.0.0.9');
    expect([over.statusCode, over.json(), over.headers['retry-after']]).toEqual([429, RATE_LIMITED, '60']);
    expect((await authenticate(instance(2), instance(2), 'A4', WRONG, '10.0.0.10')).statusCode).toBe(400);
    // The window is the same minute everywhere: a minute later the address has its three again, on any instance.
    fleet.clock.advance(MINUTE);
    expect((await authenticate(instance(2), instance(2), 'A5', WRONG, '10.0.0.9')).statusCode).toBe(400);
  });

  it('the per-username login limit counts attempts on every instance, whatever the IP', async () => {
    fleet = await startFleet(3, { loginRateLimit: { perIpPerMinute: 1000, perUsernamePerMinute: 3 } });
    for (const index of [0, 1, 2]) expect((await authenticate(instance(index), instance(index), '1001_MGR', WRONG, `10.0.1.${index}`)).statusCode).toBe(400);
    fleet.clock.advance(20_000);
    const over = await authenticate(instance(1), instance(2), '1001_mgr', DEMO_PASSWORD, '10.0.1.9');
    expect([over.statusCode, over.json(), over.headers['retry-after']]).toEqual([429, RATE_LIMITED, '40']);
    expect((await authenticate(instance(0), instance(0), '1001_EKO', WRONG, '10.0.1.9')).statusCode).toBe(400);
  });

  it('two tabs refreshing through two instances at the same moment both stay logged in', async () => {
    fleet = await startFleet(3);
    const { refresh } = await login(instance(0), '1001_MGR');
    const [tab1, tab2] = await Promise.all([refreshAccess(instance(1), refresh), refreshAccess(instance(2), refresh)]);
    expect([tab1.statusCode, tab2.statusCode]).toEqual([200, 200]);
    expect(refreshCookieOf(tab2)).toBe(refreshCookieOf(tab1));
    // Each tab goes on through yet another instance, again at once, and its access token works everywhere.
    const [next1, next2] = await Promise.all([refreshAccess(instance(2), refreshCookieOf(tab1)), refreshAccess(instance(0), refreshCookieOf(tab2))]);
    expect([next1.statusCode, next2.statusCode]).toEqual([200, 200]);
    for (const [index, answer] of [[0, next1], [1, next2]] as const) {
      const me = await instance(index).inject({ method: 'GET', url: '/api/api-retail/v2/me', headers: bearer((answer.json() as { accessToken: string }).accessToken) });
      expect(me.statusCode).toBe(200);
    }
  });

  it('an old refresh generation presented to another instance still ends the family there and everywhere', async () => {
    fleet = await startFleet(3);
    const { refresh: zero } = await login(instance(0), '1001_MGR');
    const one = refreshCookieOf(await refreshAccess(instance(0), zero));
    const two = refreshCookieOf(await refreshAccess(instance(0), one));
    const replay = await refreshAccess(instance(1), zero);
    expect([replay.statusCode, replay.json()]).toEqual([401, REPLAYED]);
    expect((await refreshAccess(instance(0), two)).statusCode).toBe(401);
    // The preceding token past its 10 s grace is a replay too, on whichever instance.
    const { refresh: start } = await login(instance(2), '1001_EKO');
    const next = refreshCookieOf(await refreshAccess(instance(2), start));
    fleet.clock.advance(10_001);
    expect((await refreshAccess(instance(1), start)).json()).toEqual(REPLAYED);
    expect((await refreshAccess(instance(0), next)).statusCode).toBe(401);
  });

  it('a PKCE code is redeemed once, whichever instances it reaches at once; a second use revokes what the first issued', async () => {
    fleet = await startFleet(3);
    const grant = await haapiCode(instance(0), '1001_MGR');
    const answers = await Promise.all([1, 2].map((index) => exchange(instance(index), exchangeFields(grant))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json()).toMatchObject({ code: 'error.invalid-grant' });
    const issued = answers.find((a) => a.statusCode === 200)!;
    expect((await exchange(instance(0), exchangeFields(grant))).statusCode).toBe(400);
    expect((await refreshAccess(instance(0), refreshCookieOf(issued))).statusCode).toBe(401);
  });

  it('a webmail ticket opens the inbox once, whichever instances it reaches at once', async () => {
    fleet = await startFleet(3);
    const { accessToken } = await login(instance(0), '1001_MGR');
    const link = await instance(1).inject({ method: 'GET', url: '/api/api-retail/v1/webmail/sso-link', headers: bearer(accessToken) });
    const url = (link.json() as { url: string }).url.replace('http://localhost', '');
    const answers = await Promise.all([0, 1, 2].map((index) => instance(index).inject({ method: 'GET', url })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
    expect(answers.find((a) => a.statusCode === 401)!.body).toContain('Länken har redan använts. Öppna webbmailen från portalen igen.');
  });

  it('a shop-details write through A with If-Match is read through B next; C’s write at the old version is 412', async () => {
    fleet = await startFleet(3);
    const { accessToken } = await login(instance(0), '1001_MGR');
    const path = '/api/api-retail/v2/agencies/1001/info';
    const read = (index: number) => instance(index).inject({ method: 'GET', url: path, headers: bearer(accessToken) });
    // B and C have read (and may keep) the agency before the write.
    const before = await read(1);
    expect((await read(2)).headers.etag).toBe(before.headers.etag);
    const saved = await instance(0).inject({
      method: 'PUT', url: path, headers: { ...bearer(accessToken), 'if-match': String(before.headers.etag) },
      payload: shopDetailsOf({ agencyPhone: '+4684112299' }),
    });
    expect(saved.statusCode).toBe(200);
    const after = await read(1);
    expect([after.headers.etag, (after.json() as { agencyPhone: string }).agencyPhone]).toEqual([saved.headers.etag, '+4684112299']);
    const stale = await instance(2).inject({
      method: 'PUT', url: path, headers: { ...bearer(accessToken), 'if-match': String(before.headers.etag) },
      payload: shopDetailsOf({ agencyPhone: '+4684112200' }),
    });
    expect([stale.statusCode, stale.json()]).toEqual([412, { code: 'error.precondition-failed', message: 'Någon annan har ändrat uppgifterna. Ladda om sidan för att se de senaste.' }]);
    expect((await read(2)).json()).toMatchObject({ agencyPhone: '+4684112299' });
  });

  it('/me and the agency info answer from the one query the API guard makes (session, user, agency: its facts, or the whole row for the info); a save through A is in B’s next /me', async () => {
    fleet = await startFleet(2);
    const { accessToken } = await login(instance(0), '1001_SALJ');
    const me = (index: number) => instance(index).inject({ method: 'GET', url: '/api/api-retail/v2/me', headers: bearer(accessToken) });
    const before = await me(1);
    expect(before.statusCode).toBe(200);
    const sent: string[] = [];
    // Counted by wrapping the client's query: every statement this process sends to PostgreSQL.
    const realQuery = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const query = args[0] as string | { text: string };
      sent.push(typeof query === 'string' ? query : query.text);
      return Reflect.apply(realQuery, this, args) as never;
    } as typeof realQuery;
    const statementsOf = async (request: () => Promise<{ statusCode: number }>) => {
      sent.length = 0;
      expect((await request()).statusCode).toBe(200);
      return [...sent];
    };
    try {
      const [session, ...others] = await statementsOf(() => me(1));
      expect(others).toEqual([]);
      expect(session).toMatch(/from "refresh_tokens" as "r" inner join "users" as "u".* left join "agencies" as "a"/);
      // Elsewhere the session's read selects the agency's access facts, not its whole row.
      expect(session).toContain('"a"."revenue_segment"');
      expect(session).not.toContain('"a"."agency_phone"');
      // The info route reads the caller's whole agency with the session: its access rule and answer ask nothing more.
      const info = () => instance(1).inject({ method: 'GET', url: '/api/api-retail/v2/agencies/1001/info', headers: bearer(accessToken) });
      const [wholeSession, ...afterInfo] = await statementsOf(info);
      expect(afterInfo).toEqual([]);
      expect(wholeSession).toMatch(/from "refresh_tokens" as "r" inner join "users" as "u".* left join "agencies" as "a"/);
      expect(wholeSession).toContain('"a"."agency_phone"');
    } finally {
      pg.Client.prototype.query = realQuery;
    }
    const saved = await instance(0).inject({
      method: 'PUT', url: '/api/api-retail/v2/users', headers: { ...bearer(accessToken), 'if-match': String(before.headers.etag) },
      payload: { username: '1001_SALJ', agencyNumber: '1001', mobile: '+46701112233' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await me(1);
    expect([after.headers.etag, (after.json() as { mobile: string }).mobile]).toEqual([saved.headers.etag, '+46701112233']);
  });

  it('a login on an instance whose database is out of reach is the Swedish 503 at once, not a 500 or a hang', async () => {
    fleet = await startFleet(2, {}, async (url, index) => {
      if (index > 0) return url;
      cable = await cableTo(url);
      return cable.url;
    });
    expect((await authenticate(instance(1), instance(0), '1001_MGR', WRONG)).statusCode).toBe(400);
    await cable!.cut();
    const down = await authenticate(instance(1), instance(0), '1001_MGR', DEMO_PASSWORD);
    expect([down.statusCode, down.json()]).toEqual([503, UNAVAILABLE]);
    // The other instance, still reaching the database, logs the user in.
    expect((await authenticate(instance(1), instance(1), '1001_MGR', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

/** The PUT body exactly as the shop-details form builds it (test/server/account/shop-details.test.ts), with changes. */
function shopDetailsOf(changes: Record<string, unknown>): Record<string, unknown> {
  const values = {
    agencyPhone: '084112233', agencyEmail: 'butik@example.se', bettingManagerPhone: '+46701234501',
    weekdayOpening: '0700', weekdayClosing: '2200', satOpening: '0900', satClosing: '2000', sunOpening: '1000', sunClosing: '2400',
    visitingAddress: 'Drottninggatan 48', visitingPostalNumber: '111 21', visitingCity: 'Stockholm',
    invoiceRecipient: 'Kioskkompaniet i Sverige AB', invoiceAddress: 'Box 7013', invoicePostalNumber: '10386', invoiceCity: 'Stockholm',
    shareAgencyReport: false, ...changes,
  };
  return buildFormPayload(formDefinition('shop-details'), values, { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '1001', today: '2026-11-02' }) as Record<string, unknown>;
}
