// Issue 26 (the reports' p95 on PostgreSQL): a report request let through on session facts kept under the change
// clock's newest reading runs its dataset while the read that confirms them is out, and answers only once it is back;
// when the database changed meanwhile, the guard's checks run again on fresh facts and their refusal is the answer.
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeClock } from '../../../server/db/change-clock.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { API, pdfText, reportBody } from '../reports/report-harness.js';

let t: TestApp;
let lines: Array<{ msg?: string; report?: string }> = [];
beforeEach(async () => {
  lines = [];
  t = await buildTestApp({ logLevel: 'info' }, { logStream: { write: (line) => { lines.push(JSON.parse(line) as { msg?: string }); } } });
});
afterEach(async () => t.close());

const october = reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-10-07', P_OMBUDNR: '1001' });
const report = (token: string) => t.app.inject({ method: 'POST', url: `${API}/agencies/1001/reports/EKORDF01`, headers: bearer(token), payload: october });
const produced = () => lines.filter((line) => line.msg === 'report produced').length;

/**
 * Holds the app's change-clock reads made from now on until release(): the confirming read of a request let through on
 * kept facts is one (the caches' own reads go through the clock the repositories were built with, and are not held).
 */
function holdConfirmations() {
  const store = t.store as { changeClock: ChangeClock };
  const clock = store.changeClock;
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  let held = 0;
  store.changeClock = Object.assign(() => { held += 1; return released.then(() => clock()); }, { lastRead: clock.lastRead });
  return { release, held: () => held, restore: () => { store.changeClock = clock; release(); } };
}

/** Waits, turn by turn, until `done` holds (an event: a log line written, a promise settled). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * A request of `ask` let through on kept facts, its file made and its confirming read held. The test cluster is shared
 * with other suites: when one of their commits was seen inside the previous request, the facts were not kept under the
 * newest reading, and the request waited for fresh ones as any other does; it is then asked again.
 */
async function letThroughOnKeptFacts(ask: () => Promise<LightMyRequestResponse>) {
  expect((await ask()).statusCode).toBe(200); // the session's facts are read and kept
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const hold = holdConfirmations();
    let settled = false;
    const made = produced();
    const answer = ask().finally(() => { settled = true; });
    await until(() => produced() > made);
    if (hold.held() === 1) return { answer, release: hold.release, settled: () => settled };
    hold.restore();
    expect((await answer).statusCode).toBe(200);
  }
  throw new Error('no request was let through on kept facts: the cluster committed during every one');
}

describe('a report let through on kept session facts', () => {
  it('runs its dataset and renders while the confirming read is out, and answers once it is back', async () => {
    const token = await accessTokenFor(t, '1001_MGR');
    const { answer, release, settled } = await letThroughOnKeptFacts(() => report(token));
    expect(settled()).toBe(false);
    release();
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="EKORDF01.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    ['401, another instance having ended the session', "UPDATE refresh_tokens SET revoked_at = 1 WHERE username = '1001_MGR'", 401,
      { code: 'error.unauthorized', message: expect.any(String) }],
    ['the password gate, a forced password change having been set', "UPDATE users SET force_password_change = 1 WHERE username = '1001_MGR'", 403,
      { code: 'error.gate.password-change', message: 'Du måste byta lösenord innan du kan fortsätta.' }],
  ])('is refused with %s meanwhile, though its file was made', async (_case, change, status, body) => {
    const token = await accessTokenFor(t, '1001_MGR');
    const { answer, release } = await letThroughOnKeptFacts(() => report(token));
    await t.store.pool!.query(change);
    release();
    const response = await answer;
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('is made again on the fresh record when the caller\'s agency was renamed meanwhile: the file never shows the old name', async () => {
    const token = await accessTokenFor(t, '1001_MGR');
    const { answer, release } = await letThroughOnKeptFacts(() => report(token));
    const made = produced();
    await t.store.pool!.query("UPDATE agencies SET agency_name = 'Kiosken vid Torget', version = version + 1 WHERE agency_number = '1001'");
    release();
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload)).toContain('Ombud: 1001 Kiosken vid Torget');
    expect(produced()).toBe(made + 1);
  });

  it('a RETAIL caller is refused with 403 when the chain agency stopped sharing its reports meanwhile', async () => {
    const token = await accessTokenFor(t, 'KEDJA3');
    const { answer, release } = await letThroughOnKeptFacts(() => t.app.inject({
      method: 'POST', url: `${API}/agencies/4004/reports/EKORDF01`, headers: bearer(token),
      payload: reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-10-07', P_OMBUDNR: '4004' }),
    }));
    await t.store.pool!.query("UPDATE agencies SET share_agency_report = 0 WHERE agency_number = '4004'");
    release();
    const response = await answer;
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'error.forbidden' });
  });

  it('a request without kept facts (a new session) waits for its facts first, as every other route does', async () => {
    const token = await accessTokenFor(t, '1001_MGR');
    const hold = holdConfirmations();
    const response = await report(token);
    expect(response.statusCode).toBe(200);
    expect(hold.held()).toBe(0);
  });
});
