// Issue 37 item 19: `"roles": null` on PUT /partner/user and PUT /chain/user answered 500 (own-profile.ts read the
// length of null). Their shapes have no roles: any value of it is the unknown-field 400 naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { call, etagOf, V2 } from '../account/account-helpers.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

const unknownRoles = { code: 'error.unknown-field', message: 'Begäran innehåller okända fält.', fields: [{ field: 'roles', message: 'Fältet är okänt.' }] };

describe('"roles": null on an own-user save', () => {
  it.each([
    ['TELIA1', `${V2}/partner/user`, { username: 'TELIA1', partner: 'TELIA' }, `${V2}/partner/TELIA/users/TELIA1`],
    ['KEDJA3', `${V2}/chain/user`, { username: 'KEDJA3' }, `${V2}/chain/users/KEDJA3`],
  ])('%s: 400 naming roles as unknown', async (user, path, body, read) => {
    for (const roles of [null, 'PARTNER', {}]) {
      const response = await call(t, user, 'PUT', path, { ...body, mobile: '+46704567390', roles }, await etagOf(t, user, read));
      expect([response.statusCode, response.json()]).toEqual([400, unknownRoles]);
    }
  });

});
