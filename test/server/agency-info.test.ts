import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { accessTokenFor, bearer, login, tokenClaiming } from './helpers/login.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

const info = async (user: string, agency: string) =>
  t.app.inject({ method: 'GET', url: `/api/api-retail/v2/agencies/${agency}/info`, headers: bearer(await accessTokenFor(t, user)) });

// Spec part 1 §3 "Agency info", plus the derived segment: exactly these names, nothing more.
const FIELDS = [
  'agencyNumber', 'agencyName', 'agencyType', 'revenueSegment', 'campaignSegment', 'categoryName', 'retailChainName',
  'retailChainId', 'bettingManager', 'bettingManagerUserId', 'bettingManagerPhone', 'agencyPhone', 'agencyEmail',
  'weekdayOpening', 'weekdayClosing', 'satOpening', 'satClosing', 'sunOpening', 'sunClosing', 'agencyAddress',
  'agencyZipCode', 'agencyCity', 'visitingAddress', 'visitingPostalNumber', 'visitingCity', 'invoiceAddress',
  'invoicePostalNumber', 'invoiceCity', 'invoiceRecipient', 'invoiceReference', 'invoiceCareOf', 'invoiceStoreNumber',
  'shareAgencyReport', 'segment',
];

describe('GET /api/api-retail/v2/agencies/:agencyNumber/info', () => {
  it('gives agency 1001 staff their own agency with the spec field names, an ETag and segment AGENCY', async () => {
    // One real login, to prove a token from the login flow is accepted too.
    const { accessToken } = await login(t.app, '1001_MGR');
    const response = await t.app.inject({ method: 'GET', url: '/api/api-retail/v2/agencies/1001/info', headers: bearer(accessToken) });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([...FIELDS].sort());
    expect(body).toMatchObject({
      agencyNumber: '1001', agencyName: 'Kioskkompaniet Drottninggatan', retailChainId: 3, retailChainName: 'Kioskkompaniet',
      weekdayOpening: '0700', weekdayClosing: '2200', shareAgencyReport: true, segment: 'AGENCY',
    });
  });

  it.each(['1001_PLUS', '1001_SALJ', '1001_EKO'])('gives %s agency 1001 and refuses 2002', async (user) => {
    expect((await info(user, '1001')).statusCode).toBe(200);
    const foreign = await info(user, '2002');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ code: 'error.forbidden', message: 'Du har inte behörighet.' });
  });

  it('derives the segment: 2002 DIGITAL, 3003 TRACK', async () => {
    expect((await info('2002_MGR', '2002')).json()).toMatchObject({ agencyType: 'D', segment: 'DIGITAL', retailChainName: 'Ej kedjetillhörighet', retailChainId: 0 });
    expect((await info('3003_MGR', '3003')).json()).toMatchObject({ revenueSegment: 'BANA', segment: 'TRACK' });
  });

  it('gives the chain user KEDJA3 the agencies of chain 3 only', async () => {
    for (const agency of ['1001', '4004']) {
      const response = await info('KEDJA3', agency);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ agencyNumber: agency, retailChainId: 3, shareAgencyReport: true });
    }
    expect((await info('KEDJA3', '2002')).statusCode).toBe(403);
  });

  it('refuses partners, and internal users on the non-internal path', async () => {
    for (const user of ['TELIA1', 'FOLKSPEL1', 'ADMIN1', 'COACH1']) expect((await info(user, '1001')).statusCode, user).toBe(403);
  });

  it('answers 403, not 404, for an agency that does not exist unless it is the caller’s own', async () => {
    expect((await info('1001_MGR', '9999')).statusCode).toBe(403);
    expect((await info('KEDJA3', '9999')).statusCode).toBe(403);
    // A token naming another agency than the user's stored one counts for nothing (issue 37 item 15).
    const token = await tokenClaiming(t, '4004_JOHANNA', { agencyNumber: '9999' });
    const named = await t.app.inject({ method: 'GET', url: '/api/api-retail/v2/agencies/9999/info', headers: bearer(token) });
    expect(named.statusCode).toBe(403);
  });

  // The answer is kept until the database changes (server/db/change-clock.ts, bench:load figure 1): never past a change.
  it('answers a change at once when this process wrote it, and from the next event-loop turn when another process did', async () => {
    const email = async () => (await info('3003_MGR', '3003')).json().agencyEmail as string;
    const kept = await email();
    expect(await email()).toBe(kept);
    t.db.prepare("UPDATE agencies SET agency_email = 'ny@example.se' WHERE agency_number = '3003'").run();
    expect(await email()).toBe('ny@example.se');
    const script = `const D = require('better-sqlite3'); const d = new D(${JSON.stringify(t.config.databasePath)}); d.pragma('busy_timeout = 5000');
      d.prepare("UPDATE agencies SET agency_email = 'annan@example.se' WHERE agency_number = '3003'").run(); d.close();`;
    execFileSync(process.execPath, ['-e', script]);
    await new Promise<void>((resolve) => { setImmediate(resolve); });
    expect(await email()).toBe('annan@example.se');
  });

  it('follows the row version in the ETag', async () => {
    t.db.prepare("UPDATE agencies SET version = version + 1 WHERE agency_number = '4004'").run();
    expect((await info('4004_MGR', '4004')).headers.etag).toBe('"2"');
  });
});

describe('GET /api/api-retail/v2/internal/agencies/:agencyNumber/info', () => {
  it.each(['ADMIN1', 'COACH1'])('gives %s any agency, and 404 JSON for an unknown one', async (user) => {
    const headers = bearer(await accessTokenFor(t, user));
    const digital = await t.app.inject({ method: 'GET', url: '/api/api-retail/v2/internal/agencies/2002/info', headers });
    expect(digital.statusCode).toBe(200);
    expect(digital.headers.etag).toBe('"1"');
    expect(Object.keys(digital.json()).sort()).toEqual([...FIELDS].sort());
    expect(digital.json().segment).toBe('DIGITAL');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/api-retail/v2/internal/agencies/9999/info', headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'error.agency.not-found', message: 'Ombudet finns inte.' });
  });
});
