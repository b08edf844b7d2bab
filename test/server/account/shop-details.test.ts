import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinition } from '../../../server/forms/form-definitions.js';
import { EDITABLE_SHOP_COLUMNS } from '../../../server/repositories/shop-details-repository.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { call, etagOf, V2 } from './account-helpers.js';
import { SHOP_VALUES as VALUES } from '../../support/shop-values.js';
import { testEngine } from '../../setup-engine';

const { buildFormPayload } = testEngine;

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

const CTX = { roles: ['OMBMGR'], segment: 'AGENCY' as const, agencyNumber: '1001', today: '2026-11-02' };
/** The body exactly as the shop form builds it (the same definition). */
const bodyOf = (changes: Record<string, unknown> = {}) => buildFormPayload(formDefinition('shop-details'), { ...VALUES, ...changes }, CTX);

const info = (agency: string) => `${V2}/agencies/${agency}/info`;
const save = async (user: string, body: object, path = info('1001'), ifMatch?: string) =>
  call(t, user, 'PUT', path, body, ifMatch ?? await etagOf(t, user, path));
const fieldsOf = async (changes: Record<string, unknown>) => {
  const response = await save('1001_MGR', bodyOf(changes));
  expect(response.statusCode).toBe(400);
  return (response.json() as { fields: unknown[] }).fields;
};

describe('PUT agency info (shop details)', () => {
  it('saves the form’s payload with nested addresses and answers the agency with its new ETag', async () => {
    const body = bodyOf({ agencyPhone: '+4684112299', invoiceCareOf: 'Ekonomi' });
    expect(body).toHaveProperty('agencyVisitingAddress', { visitingAddress: 'Drottninggatan 48', visitingPostalNumber: '111 21', visitingCity: 'Stockholm' });
    const response = await save('1001_MGR', body, info('1001'), '"1"');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    expect(response.json()).toMatchObject({
      agencyNumber: '1001', agencyPhone: '+4684112299', invoiceCareOf: 'Ekonomi', sunClosing: '2400', shareAgencyReport: false,
      invoiceStoreNumber: '', agencyAddress: 'Drottninggatan 48', segment: 'AGENCY',
    });
    expect((await call(t, '1001_MGR', 'GET', info('1001'))).json()).toMatchObject({ agencyPhone: '+4684112299' });
  });

  it('428 without If-Match, 412 over a newer version', async () => {
    const missing = await call(t, '1001_PLUS', 'PUT', info('1001'), bodyOf());
    expect(missing.statusCode).toBe(428);
    expect(missing.json()).toMatchObject({ code: 'error.precondition-required' });
    const stale = await save('1001_PLUS', bodyOf(), info('1001'), '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ code: 'error.precondition-failed', message: 'Någon annan har ändrat uppgifterna. Ladda om sidan för att se de senaste.' });
  });

  it('a save sent again over its old version (its answer was lost) is already applied: 200, nothing written (RFC 9110 §13.1.1)', async () => {
    const before = await etagOf(t, '1001_MGR', info('1001'));
    const body = bodyOf({ invoiceReference: 'Sänd två gånger' });
    const first = await save('1001_MGR', body, info('1001'), before);
    expect(first.statusCode).toBe(200);
    const again = await save('1001_MGR', body, info('1001'), before);
    expect([again.statusCode, again.headers.etag, again.json().invoiceReference]).toEqual([200, first.headers.etag, 'Sänd två gånger']);
    expect(await etagOf(t, '1001_MGR', info('1001'))).toBe(first.headers.etag);
    // Anything the row does not hold, or a body that would be refused, over the old version: 412 as before.
    expect((await save('1001_MGR', bodyOf({ invoiceReference: 'Annan' }), info('1001'), before)).statusCode).toBe(412);
    expect((await save('1001_MGR', { ...body, agencyName: 'Ny' }, info('1001'), before)).statusCode).toBe(412);
  });

  it('refuses a change to the read-only address and unknown fields (400); an unchanged address is fine', async () => {
    const changed = await save('1001_MGR', { ...bodyOf(), agencyAddress: 'Annan gata 1', agencyCity: 'Stockholm' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ code: 'error.read-only-field', message: 'Begäran ändrar fält som inte får ändras.', fields: [{ field: 'agencyAddress', message: 'Fältet kan inte ändras här.' }] });
    expect((await save('1001_MGR', { ...bodyOf(), agencyAddress: 'Drottninggatan 48', agencyZipCode: '111 21' })).statusCode).toBe(200);
    for (const body of [{ ...bodyOf(), agencyName: 'Ny' }, { ...bodyOf(), visitingCity: 'Solna' }, { ...bodyOf(), agencyInvoiceAddress: { invoiceCity: 'Solna', street: 'x' } }]) {
      const response = await save('1001_MGR', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'error.unknown-field' });
    }
    expect((await save('1001_MGR', { ...bodyOf(), agencyVisitingAddress: 'Storgatan 1' })).json())
      .toMatchObject({ code: 'error.validation', fields: [{ field: 'agencyVisitingAddress', message: 'Fältet har fel format' }] });
  });

  it('lets OMBMGR and SALJPLUS of the agency and internal staff save; SALJARE, EKONOMI, chain and others get 403', async () => {
    expect((await save('1001_PLUS', bodyOf())).statusCode).toBe(200);
    expect((await save('ADMIN1', bodyOf(), `${V2}/internal/agencies/1001/info`)).statusCode).toBe(200);
    expect((await save('COACH1', bodyOf({ weekdayOpening: '0000', weekdayClosing: '2400' }), `${V2}/internal/agencies/2002/info`)).statusCode).toBe(200);
    for (const [user, agency] of [['1001_SALJ', '1001'], ['1001_EKO', '1001'], ['KEDJA3', '1001'], ['4004_MGR', '1001'], ['ADMIN1', '1001']] as const) {
      const response = await call(t, user, 'PUT', info(agency), bodyOf(), '"1"');
      expect(response.statusCode, user).toBe(403);
      expect(response.json()).toEqual({ code: 'error.forbidden', message: 'Du har inte behörighet.' });
    }
  });
});

describe('validation with schemas/forms/shop-details.json (exact Swedish texts)', () => {
  const PHONE = 'Ange ett telefonnummer som börjar med 0 eller +46 följt av 5–8 siffror, eller ett mobilnummer +467XXXXXXXX.';
  const MOBILE = 'Ange mobilnumret som +467XXXXXXXX.';
  const POSTCODE = 'Ange postnumret som fem siffror, till exempel 123 45.';
  const BEFORE = 'Öppningstiden måste vara före stängningstiden.';

  it('phone: landline or mobile for the shop, mobile only for the betting manager', async () => {
    for (const agencyPhone of ['081234567', '+46812345', '+46701234567']) expect((await save('1001_MGR', bodyOf({ agencyPhone }))).statusCode, agencyPhone).toBe(200);
    expect(await fieldsOf({ agencyPhone: '12345', bettingManagerPhone: '081234567' })).toEqual([
      { field: 'agencyPhone', message: PHONE, code: 'phone' }, { field: 'bettingManagerPhone', message: MOBILE, code: 'mobile' },
    ]);
  });

  it('postcode with and without the space', async () => {
    expect((await save('1001_MGR', bodyOf({ visitingPostalNumber: '11121', invoicePostalNumber: '103 86' }))).statusCode).toBe(200);
    expect(await fieldsOf({ visitingPostalNumber: '1112 1', invoicePostalNumber: '10 386' })).toEqual([
      { field: 'visitingPostalNumber', message: POSTCODE, code: 'postcode' }, { field: 'invoicePostalNumber', message: POSTCODE, code: 'postcode' },
    ]);
  });

  it('opening before closing for each day; 24:00 closes, but never opens', async () => {
    const response = await save('1001_MGR', bodyOf({ weekdayOpening: '2200', weekdayClosing: '0700', satOpening: '1000', satClosing: '1000', sunOpening: '2400', sunClosing: '2400' }));
    expect(response.json()).toEqual({
      code: 'error.validation', message: 'Ett eller flera fält följer inte den standard som krävs.', fields: [
        { field: 'weekdayOpening', message: BEFORE, code: 'openingBeforeClosing' }, { field: 'satOpening', message: BEFORE, code: 'openingBeforeClosing' },
        { field: 'sunOpening', message: BEFORE, code: 'openingBeforeClosing' },
      ],
    });
    expect(await fieldsOf({ satClosing: '1015' })).toEqual([{ field: 'satClosing', message: 'Ange en tid i hela eller halva timmar mellan 00:00 och 24:00.', code: 'time' }]);
  });

  it('required fields and types', async () => {
    expect(await fieldsOf({ visitingCity: '', agencyEmail: 'butik@' })).toEqual([
      { field: 'agencyEmail', message: 'Ange en giltig e-postadress.', code: 'email' }, { field: 'visitingCity', message: 'Fältet måste fyllas in.', code: 'required' },
    ]);
    expect(await fieldsOf({ shareAgencyReport: 'true' })).toEqual([{ field: 'shareAgencyReport', message: 'Fältet har fel format', code: 'wrongFormat' }]);
  });

  it('the definition sends exactly the fields the repository writes', () => {
    const def = formDefinition('shop-details');
    expect(def.fields.filter((f) => f.submit).map((f) => f.param).sort()).toEqual(Object.keys(EDITABLE_SHOP_COLUMNS).sort());
    expect(def.fields.filter((f) => f.readOnly).map((f) => f.name)).toEqual(['agencyAddress', 'agencyZipCode', 'agencyCity']);
  });
});
