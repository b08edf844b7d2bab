import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEducation } from '../../../server/seed/seed-education.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor } from '../helpers/login.js';
import { call, postForm, V2 } from './account-helpers.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

const COURSES = ['Ansvarsfullt spelande', 'Ålderskontroll och legitimation', 'Åtgärder mot penningtvätt'];
const statusOf = (user: string, body: object = {}, path = `${V2}/education/control/user/`) =>
  call(t, user, 'POST', path, { personId: null, username: user, agencyNumber: user.slice(0, 4), chainId: 3, ...body });

describe('POST /education/control/user/ (the seeded demo users; dates from the store’s creation day 2026-11-02)', () => {
  it('1001_MGR: all completed, one expiring 2026-11-22 (20 days after the creation day)', async () => {
    const response = await statusOf('1001_MGR');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'COMPLETED', upcomingExpiryDate: '2026-11-22', noEducationsStarted: false, courses: [
        { courseName: COURSES[0], progress: '100.00', validUntil: '2026-11-22' },
        { courseName: COURSES[1], progress: '100.00', validUntil: '2027-07-01' },
        { courseName: COURSES[2], progress: '100.00', validUntil: '2027-09-16' },
      ],
    });
  });

  it('1001_PLUS: one expiring the day after the creation day; 1001_SALJ: none started', async () => {
    expect((await statusOf('1001_PLUS')).json()).toMatchObject({ status: 'COMPLETED', upcomingExpiryDate: '2026-11-03', noEducationsStarted: false });
    expect((await statusOf('1001_SALJ')).json()).toEqual({
      status: 'NOT_COMPLETED', upcomingExpiryDate: null, noEducationsStarted: true,
      courses: COURSES.map((courseName) => ({ courseName, progress: '0.0', validUntil: null })),
    });
  });

  it('1001_ANNA: one valid, one 40 % done, one not started; the path also answers without its trailing slash', async () => {
    const body = (await statusOf('1001_ANNA', {}, `${V2}/education/control/user`)).json() as { courses: unknown[] };
    expect(body).toMatchObject({ status: 'NOT_COMPLETED', upcomingExpiryDate: '2027-05-01', noEducationsStarted: false });
    expect(body.courses.map((c) => (c as { progress: string }).progress)).toEqual(['100.00', '40.00', '0.0']);
  });

  it('answers EKONOMI and digital/track shops too (the client decides whether to ask)', async () => {
    for (const user of ['1001_EKO', '2002_MGR', '3003_MGR']) expect((await statusOf(user)).json(), user).toMatchObject({ status: 'COMPLETED' });
  });

  it('refuses another user, another agency, another person and non-agency users', async () => {
    expect((await statusOf('1001_MGR', { username: '1001_SALJ' })).statusCode).toBe(403);
    expect((await statusOf('1001_MGR', { agencyNumber: '4004' })).statusCode).toBe(403);
    expect((await statusOf('1001_MGR', { personId: 'P999999' })).statusCode).toBe(403);
    for (const user of ['TELIA1', 'KEDJA3', 'ADMIN1']) expect((await statusOf(user, { agencyNumber: '' })).statusCode, user).toBe(403);
  });

  it('details: the caller’s courses', async () => {
    const response = await call(t, '1001_PLUS', 'POST', `${V2}/education/control/user/details`, { username: '1001_PLUS' });
    expect(response.json()).toEqual([
      { courseName: COURSES[0], progress: '100.00', validUntil: '2026-11-03' },
      { courseName: COURSES[1], progress: '100.00', validUntil: '2027-06-01' },
      { courseName: COURSES[2], progress: '100.00', validUntil: '2027-09-01' },
    ]);
    expect((await call(t, '1001_PLUS', 'POST', `${V2}/education/control/user/details`, { username: '1001_MGR' })).statusCode).toBe(403);
  });
});

describe('learning token → learning service → complete a course → the status changes', () => {
  const tokenFor = async (user: string, changes: Record<string, string> = {}) => {
    const me = (await call(t, user, 'GET', `${V2}/me`)).json() as { socialSecurityNumber: string; personId: string; agencyNumber: string };
    const { socialSecurityNumber, personId, agencyNumber } = me;
    return call(t, user, 'POST', `${V2}/learning/token`, { socialSecurityNumber, personId, agencyNumber, ...changes });
  };
  const pageToken = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';

  it('1001_SALJ completes all three courses', async () => {
    const issued = await tokenFor('1001_SALJ');
    expect(issued.statusCode).toBe(200);
    const sso = await postForm(t, '/learning/sso', { token: (issued.json() as { token: string }).token });
    expect(sso.statusCode).toBe(200);
    expect(sso.headers['content-type']).toMatch(/text\/html/);
    expect(sso.headers['content-security-policy']).toContain("script-src 'self'");
    expect(sso.body).not.toMatch(/<script/);
    expect(sso.body).toContain('Obligatoriska utbildningar');
    expect(sso.body.match(/Ej påbörjad/g)).toHaveLength(3);
    expect(sso.body.match(/>Slutför</g)).toHaveLength(3);

    let html = sso.body;
    for (const id of ['SPELANSVAR', 'ALDERSKONTROLL', 'PENNINGTVATT']) {
      const done = await postForm(t, `/learning/courses/${id}/complete`, { token: pageToken(html) });
      expect(done.statusCode).toBe(200);
      html = done.body;
      if (id === 'SPELANSVAR') {
        expect(html).toContain('Kursen ”Ansvarsfullt spelande” är slutförd.');
        expect((await statusOf('1001_SALJ')).json()).toMatchObject({ status: 'NOT_COMPLETED', noEducationsStarted: false, upcomingExpiryDate: '2027-11-02' });
      }
    }
    expect(html).not.toContain('>Slutför<');
    expect((await statusOf('1001_SALJ')).json()).toMatchObject({ status: 'COMPLETED', upcomingExpiryDate: '2027-11-02' });
    // A restart re-seeds: what was completed stays completed.
    expect(await seedEducation(t.store, '2026-11-02')).toBe(0);
    expect((await statusOf('1001_SALJ')).json()).toMatchObject({ status: 'COMPLETED' });
  });

  it('an SSO token works once; expired, foreign and page tokens are refused', async () => {
    const { token } = (await tokenFor('1001_MGR')).json() as { token: string };
    expect((await postForm(t, '/learning/sso', { token })).statusCode).toBe(200);
    const replay = await postForm(t, '/learning/sso', { token });
    expect(replay.statusCode).toBe(401);
    expect(replay.body).toContain('Inloggningen har redan använts.');
    expect((await postForm(t, '/learning/sso', { token: await accessTokenFor(t, '1001_MGR') })).statusCode).toBe(401);
    const fresh = (await tokenFor('1001_MGR')).json() as { token: string };
    t.clock.advance(61_000);
    expect((await postForm(t, '/learning/sso', { token: fresh.token })).statusCode).toBe(401);
    expect((await postForm(t, '/learning/courses/SPELANSVAR/complete', { token })).statusCode).toBe(401);
    expect((await postForm(t, '/learning/courses/SPELANSVAR/complete', {})).statusCode).toBe(401);
  });

  it('an unknown course is 404; the token is only for the caller’s own person and the education page’s roles', async () => {
    const { token } = (await tokenFor('1001_ANNA')).json() as { token: string };
    const html = (await postForm(t, '/learning/sso', { token })).body;
    expect(html).toContain('40 % klart');
    expect((await postForm(t, '/learning/courses/OKAND/complete', { token: pageToken(html) })).statusCode).toBe(404);
    expect((await tokenFor('1001_PLUS', { socialSecurityNumber: '199001011234' })).statusCode).toBe(403);
    expect((await tokenFor('1001_PLUS', { agencyNumber: '4004' })).statusCode).toBe(403);
    expect((await tokenFor('1001_EKO')).statusCode).toBe(403);
  });
});
