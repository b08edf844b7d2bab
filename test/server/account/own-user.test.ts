import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { call, etagOf, V2 } from './account-helpers.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

const FORM_TEXT = 'Ett eller flera fält följer inte den standard som krävs.';
const put = async (user: string, body: object, ifMatch?: string | null) =>
  call(t, user, 'PUT', `${V2}/users`, { agencyNumber: user.slice(0, 4), username: user, ...body },
    ifMatch === null ? undefined : ifMatch ?? await etagOf(t, user, `${V2}/me`));

describe('ETags on the user reads', () => {
  it('every user GET carries the row version', async () => {
    expect((await call(t, '1001_MGR', 'GET', `${V2}/me`)).headers.etag).toBe('"1"');
    expect((await call(t, '1001_MGR', 'GET', `${V2}/agencies/1001/users/1001_SALJ`)).headers.etag).toBe('"1"');
    expect((await call(t, 'TELIA1', 'GET', `${V2}/partner/TELIA/users/TELIA1`)).headers.etag).toBe('"1"');
    expect((await call(t, 'KEDJA3', 'GET', `${V2}/chain/users/KEDJA3`)).headers.etag).toBe('"1"');
  });
});

describe('PUT /users: the caller’s own mobile, alias and GDPR acceptance', () => {
  it('saves the mobile and alias and answers the user with its new ETag', async () => {
    const response = await put('1001_SALJ', { mobile: '+46709998877', alias: 'Elin N', roles: ['SALJARE'], changedBy: '1001_SALJ' }, '"1"');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    expect(response.json()).toMatchObject({ username: '1001_SALJ', mobile: '+46709998877', alias: 'Elin N' });
    expect((await call(t, '1001_SALJ', 'GET', `${V2}/me`)).json()).toMatchObject({ mobile: '+46709998877', alias: 'Elin N' });
  });

  it('clears the alias with an empty string', async () => {
    const response = await put('1001_ANNA', { alias: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('alias');
  });

  it('428 without If-Match, 412 over a newer version, with their codes and texts', async () => {
    const missing = await put('1001_EKO', { mobile: '+46709998800' }, null);
    expect(missing.statusCode).toBe(428);
    expect(missing.json()).toEqual({ code: 'error.precondition-required', message: 'Uppgifternas version saknas (If-Match). Ladda om sidan och försök igen.' });
    const etag = await etagOf(t, '1001_EKO', `${V2}/me`);
    expect((await put('1001_EKO', { mobile: '+46709998801' }, etag)).statusCode).toBe(200);
    const stale = await put('1001_EKO', { mobile: '+46709998802' }, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ code: 'error.precondition-failed', message: 'Någon annan har ändrat uppgifterna. Ladda om sidan för att se de senaste.' });
    expect((await put('1001_EKO', { mobile: '+46709998802' }, '*')).statusCode).toBe(428);
    expect((await put('1001_EKO', { mobile: '+46709998802' }, `W/${await etagOf(t, '1001_EKO', `${V2}/me`)}`)).statusCode).toBe(412);
  });

  it('validates changed fields with the forms’ Swedish texts', async () => {
    const response = await put('1001_CECILIA', { mobile: '070-12 34' /* too short even when read as +467… */, alias: 'x'.repeat(61) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'error.validation', message: FORM_TEXT, fields: [
        { field: 'mobile', message: 'Ange mobilnumret som +467XXXXXXXX.', code: 'mobile' },
        { field: 'alias', message: 'Får innehålla högst 60 tecken.', code: 'maxLength' },
      ],
    });
    expect((await put('1001_CECILIA', { mobile: '' })).json()).toMatchObject({ fields: [{ field: 'mobile', message: 'Fältet måste fyllas in.' }] });
  });

  it('GDPR: accepts today as yyyy-MM-dd, refuses a future or empty date', async () => {
    expect((await call(t, '1001_GDPR', 'GET', `${V2}/me`)).json()).toMatchObject({ gdprAcceptDate: '' });
    const future = await put('1001_GDPR', { gdprAcceptDate: '2026-11-03' });
    expect(future.json()).toMatchObject({ fields: [{ field: 'gdprAcceptDate', message: 'Datum får inte vara efter dagens datum.', code: 'dateNotAfterToday' }] });
    const accepted = await put('1001_GDPR', { mobile: '+46701234506', alias: null, gdprAcceptDate: '2026-11-02' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ gdprAcceptDate: '2026-11-02' });
    expect((await put('1001_GDPR', { gdprAcceptDate: '' })).json()).toMatchObject({ fields: [{ field: 'gdprAcceptDate', message: 'Fältet måste fyllas in.' }] });
  });

  it('an unchanged empty mobile does not block another change', async () => {
    const response = await put('1001_MOBIL', { mobile: null, alias: 'Oskar S' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ alias: 'Oskar S' });
  });

  it('refuses other users, other agencies, role changes, passwords and a foreign changedBy (403); unknown fields (400)', async () => {
    const etag = await etagOf(t, '1001_MGR', `${V2}/me`);
    const as = (body: object) => call(t, '1001_MGR', 'PUT', `${V2}/users`, { agencyNumber: '1001', username: '1001_MGR', ...body }, etag);
    // Another user is staff administration (test/server/staff): a seller may not edit their manager.
    expect((await call(t, '1001_SALJ', 'PUT', `${V2}/users`, { agencyNumber: '1001', username: '1001_MGR', alias: 'x' }, etag)).statusCode).toBe(403);
    expect((await as({ agencyNumber: '4004' })).statusCode).toBe(403);
    expect((await as({ roles: ['OMBMGR', 'ADMIN'] })).statusCode).toBe(403);
    expect((await as({ password: 'Kaffe7TORN' })).statusCode).toBe(403);
    expect((await as({ changedBy: '1001_PLUS' })).statusCode).toBe(403);
    const unknown = await as({ firstname: 'Kalle' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 'error.unknown-field', message: 'Begäran innehåller okända fält.', fields: [{ field: 'firstname', message: 'Fältet är okänt.' }] });
    expect((await call(t, 'TELIA1', 'PUT', `${V2}/users`, { agencyNumber: '', username: 'TELIA1' }, '"1"')).statusCode).toBe(403);
  });
});

describe('PUT /partner/user and /chain/user', () => {
  it('partner: saves mobile and GDPR date with If-Match; 428 and 412 as for agency users', async () => {
    const path = `${V2}/partner/user`;
    const body = { username: 'TELIA1', mobile: '+46704567399', partner: 'TELIA', gdprAcceptDate: '2026-11-01' };
    expect((await call(t, 'TELIA1', 'PUT', path, body)).statusCode).toBe(428);
    const saved = await call(t, 'TELIA1', 'PUT', path, body, await etagOf(t, 'TELIA1', `${V2}/partner/TELIA/users/TELIA1`));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ mobile: '+46704567399', gdprAcceptDate: '2026-11-01' });
    // The same save again over the old version (its answer was lost) is already applied: 200, nothing written.
    const again = await call(t, 'TELIA1', 'PUT', path, body, '"1"');
    expect([again.statusCode, again.headers.etag]).toEqual([200, saved.headers.etag]);
    expect((await call(t, 'TELIA1', 'PUT', path, { ...body, mobile: '+46704567398' }, '"1"')).statusCode).toBe(412);
    expect((await call(t, 'TELIA1', 'PUT', path, { ...body, partner: 'TELE2' }, saved.headers.etag as string)).statusCode).toBe(403);
    expect((await call(t, 'TELIA1', 'PUT', path, { ...body, alias: 'x' }, saved.headers.etag as string)).statusCode).toBe(400);
  });

  it('chain: saves the mobile; agency staff are refused', async () => {
    const path = `${V2}/chain/user`;
    const saved = await call(t, 'KEDJA3', 'PUT', path, { username: 'KEDJA3', mobile: '+46704567398' }, '"1"');
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect((await call(t, 'KEDJA3', 'PUT', path, { username: 'KEDJA3', mobile: '+4670' }, '"2"')).json())
      .toMatchObject({ code: 'error.validation', fields: [{ field: 'mobile', code: 'mobile' }] });
    expect((await call(t, '1001_MGR', 'PUT', path, { username: '1001_MGR', mobile: '+46704567398' }, '"1"')).statusCode).toBe(403);
  });

  it('each save takes the fields of its contract shape: a key of another kind of user is named in a 400', async () => {
    const named = (field: string) => ({ code: 'error.unknown-field', message: 'Begäran innehåller okända fält.', fields: [{ field, message: 'Fältet är okänt.' }] });
    const chain = await call(t, 'KEDJA3', 'PUT', `${V2}/chain/user`, { username: 'KEDJA3', partner: 'TELIA' }, await etagOf(t, 'KEDJA3', `${V2}/chain/users/KEDJA3`));
    expect([chain.statusCode, chain.json()]).toEqual([400, named('partner')]);
    const agency = await put('1001_PLUS', { partner: 'TELIA' });
    expect([agency.statusCode, agency.json()]).toEqual([400, named('partner')]);
  });
});
