import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinition } from '../../../server/forms/form-definitions.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { SHOP_VALUES } from '../../support/shop-values.js';
import { call, etagOf, V2 } from './account-helpers.js';
import { currentEtag } from '../staff/staff-helpers.js';
import { testEngine } from '../../setup-engine';

const { buildFormPayload } = testEngine;

// Issue 37 items 3 and 4: the server reads what people type as the form does (x-normalize) and stores the spec's format.
let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

const CTX = { roles: ['OMBMGR'], segment: 'AGENCY' as const, agencyNumber: '1001', today: '2026-11-02' };
const LENA = '199005141230'; // in the register: Lena Åström (server/seed/seed-data/users.ts)
const storedUser = (username: string) => t.store.db.selectFrom('users').select(['mobile', 'social_security_number', 'firstname']).where('username', '=', username).executeTakeFirst();

describe('phone numbers as Swedes type them are stored as the spec writes them', () => {
  it('shop details: "070-123 45 03", "+46 70 123 45 03" and an e-mail pasted with spaces', async () => {
    const path = `${V2}/agencies/1001/info`;
    const typed = { ...SHOP_VALUES, agencyPhone: '070-123 45 03', bettingManagerPhone: '+46 70 123 45 04', agencyEmail: ' butik@example.se ', visitingCity: ' Stockholm ' };
    const response = await call(t, '1001_MGR', 'PUT', path, buildFormPayload(formDefinition('shop-details'), typed, CTX), await etagOf(t, '1001_MGR', path));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ agencyPhone: '+46701234503', bettingManagerPhone: '+46701234504', agencyEmail: 'butik@example.se', visitingCity: 'Stockholm' });
    const landline = { ...SHOP_VALUES, agencyPhone: '08-411 22 33' };
    const again = await call(t, '1001_MGR', 'PUT', path, buildFormPayload(formDefinition('shop-details'), landline, CTX), await etagOf(t, '1001_MGR', path));
    expect(again.json()).toMatchObject({ agencyPhone: '084112233' });
  });

  it('shop details: what no normaliser can read is still refused with the spec rule', async () => {
    const path = `${V2}/agencies/1001/info`;
    const typed = { ...SHOP_VALUES, bettingManagerPhone: '08-411 22 33' };
    const response = await call(t, '1001_MGR', 'PUT', path, buildFormPayload(formDefinition('shop-details'), typed, CTX), await etagOf(t, '1001_MGR', path));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'bettingManagerPhone', message: 'Ange mobilnumret som +467XXXXXXXX.', code: 'mobile' }]);
  });

  it('the own mobile (PUT /users) and a staff card (PUT /internal/users)', async () => {
    const own = await call(t, '1001_EKO', 'PUT', `${V2}/users`, { agencyNumber: '1001', username: '1001_EKO', mobile: '070-999 88 77' }, await etagOf(t, '1001_EKO', `${V2}/me`));
    expect(own.statusCode, own.body).toBe(200);
    expect((await storedUser('1001_EKO'))?.mobile).toBe('+46709998877');
    const card = await call(t, 'ADMIN1', 'PUT', `${V2}/internal/users`, { agencyNumber: '1001', username: '1001_SALJ', mobile: '0709 99 99 99' },
      await currentEtag(t, '1001_SALJ'));
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().mobile).toBe('+46709999999');
    expect((await storedUser('1001_SALJ'))?.mobile).toBe('+46709999999');
  });
});

describe('a personnummer with a hyphen or a 2-digit year', () => {
  it.each([['19900514-1230'], ['900514-1230'], [' 9005141230 ']])('the lookup finds Lena for %j', async (ssn) => {
    const found = await call(t, '1001_MGR', 'POST', `${V2}/person`, { ssn });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ firstname: 'Lena', lastname: 'Åström' });
  });

  it('"900514+1230" (100 years or more) is 1890: the spec rule refuses it with the lookup text', async () => {
    const refused = await call(t, '1001_MGR', 'POST', `${V2}/person`, { ssn: '900514+1230' });
    expect(refused.statusCode).toBe(400);
  });

  it('adding the seller stores 199005141230', async () => {
    const body = {
      createdBy: '1001_MGR', changedBy: '1001_MGR', agencyNumber: '1001', socialSecurityNumber: '19900514-1230', firstname: ' Lena ', lastname: 'Åström',
      oneTimePassword: 'KaFfe7Torn', roles: ['SALJARE'],
    };
    const created = await call(t, '1001_MGR', 'POST', `${V2}/users`, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(await storedUser('1001_LENA')).toMatchObject({ social_security_number: LENA, firstname: 'Lena' });
  });
});
