import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateForm } from '../../../server/forms/template-forms.js';
import { createOrderRepository } from '../../../server/repositories/order-repository.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { call, etagOf, V2 } from '../account/account-helpers.js';
import { testEngine } from '../../setup-engine';

const { buildListPayload, validateValues } = testEngine;

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

const own = (agency: string) => `${V2}/agencies/${agency}/products`;
const internal = (agency: string) => `${V2}/internal/agencies/${agency}/products`;
const CTX = { roles: ['OMBMGR'], segment: 'AGENCY' as const, agencyNumber: '1001', today: '2026-11-02' };
type Category = { name: string; articles: { articleNumber: string; quantity: number; max: number; selections: unknown[] }[] };

const orders = () => createOrderRepository(t.store);
const put = async (user: string, body: object, path = own('1001'), ifMatch?: string) => call(t, user, 'PUT', path, body, ifMatch ?? await etagOf(t, user, path));
/** The form the SPA would build from what GET answers. */
const formOf = async () => templateForm('orders', (await call(t, '1001_MGR', 'GET', own('1001'))).json() as Category[]);

describe('GET products', () => {
  it('answers the catalogue by category with the agency quantities, maxima and sizes, and an ETag', async () => {
    const response = await call(t, '1001_MGR', 'GET', own('1001'));
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    const categories = response.json() as Category[];
    expect(categories.map((c) => c.name)).toEqual([
      'Spelkuponger och beställningsmaterial', 'Kvittorullar och terminaltillbehör', 'Affischer', 'Skraplotter och displayer', 'Skyltar och dekaler',
    ]);
    expect(categories[1]!.articles[0]).toEqual({ articleNumber: '20010', articleName: 'Kvittorulle 80 mm termo (fp 10 st)', quantity: 0, max: 60, selections: [] });
    expect(categories[2]!.articles[0]).toMatchObject({
      articleNumber: '30010', selections: [{ size: 'A3 (29,7 × 42 cm)', sizeRange: 1 }, { size: 'A2 (42 × 59,4 cm)', sizeRange: 2 }, { size: '50 × 70 cm', sizeRange: 3 }],
    });
  });

  it('roles and segments (spec §6): OMBMGR, SALJPLUS, SALJARE of an AGENCY shop; internal staff through /internal; nobody for DIGITAL or TRACK', async () => {
    const cases: [string, string, number][] = [
      ['1001_MGR', own('1001'), 200], ['1001_PLUS', own('1001'), 200], ['1001_SALJ', own('1001'), 200], ['1001_EKO', own('1001'), 403],
      ['2002_MGR', own('2002'), 403], ['3003_MGR', own('3003'), 403], ['KEDJA3', own('1001'), 403], ['TELIA1', own('1001'), 403],
      ['4004_MGR', own('1001'), 403], ['ADMIN1', own('1001'), 403], ['1001_MGR', internal('1001'), 403],
      ['ADMIN1', internal('1001'), 200], ['COACH1', internal('1001'), 200], ['ADMIN1', internal('2002'), 403], ['COACH1', internal('3003'), 403],
      ['ADMIN1', internal('999999'), 404],
    ];
    const got = await Promise.all(cases.map(async ([user, path]) => (await call(t, user, 'GET', path)).statusCode));
    expect(got).toEqual(cases.map((c) => c[2]));
  });
});

describe('PUT products', () => {
  it('saves the form’s payload, answers the reloaded list with a new ETag, and keeps who ordered what and when', async () => {
    const form = await formOf();
    const values = { ...form.initialValues, 'artikel-20010': 3, 'artikel-30010': 2 };
    const body = buildListPayload(form.definition, form.template.payload, values);
    const response = await put('1001_MGR', body, own('1001'), '"1"');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    const articles = (response.json() as Category[]).flatMap((c) => c.articles);
    expect(articles.find((a) => a.articleNumber === '20010')?.quantity).toBe(3);
    expect(articles.find((a) => a.articleNumber === '30010')?.quantity).toBe(2);
    expect(await orders().ordersOf('1001')).toEqual([{
      orderedBy: '1001_MGR', orderedAt: '2026-11-02T08:00:00.000Z',
      lines: [{ articleNumber: '20010', quantity: 3, size: null }, { articleNumber: '30010', quantity: 2, size: 'A2 (42 × 59,4 cm)' }],
    }]);
    // Saving the same list again orders nothing new.
    expect((await put('1001_PLUS', body)).statusCode).toBe(200);
    expect(await orders().ordersOf('1001')).toHaveLength(1);
  });

  it('internal staff order for the chosen agency through /internal, recorded under their name', async () => {
    const response = await put('ADMIN1', { articles: [{ articleNumber: '50010', quantity: 5 }] }, internal('1004'));
    expect(response.statusCode).toBe(200);
    expect((await orders().ordersOf('1004'))[0]).toMatchObject({ orderedBy: 'ADMIN1', lines: [{ articleNumber: '50010', quantity: 5, size: null }] });
  });

  it('SALJARE sees the list but cannot save; DIGITAL and TRACK shops and other agencies cannot either (403 before the body is read)', async () => {
    const body = { articles: [{ articleNumber: '20010', quantity: 1 }] };
    for (const [user, path] of [['1001_SALJ', own('1001')], ['2002_MGR', own('2002')], ['3003_MGR', own('3003')], ['4004_MGR', own('1001')], ['ADMIN1', internal('2002')]] as const) {
      const response = await call(t, user, 'PUT', path, body, '"1"');
      expect([user, response.statusCode]).toEqual([user, 403]);
    }
  });

  it('refuses what the form refuses, with the same field errors (400)', async () => {
    const form = await formOf();
    const refused: Record<string, unknown>[] = [
      { 'artikel-20010': 61 }, { 'artikel-20010': -1 }, { 'artikel-10010': 1_000_000 }, { 'artikel-20010': 2.5 }, { 'artikel-30010': 4 },
      { 'artikel-20010': '3' }, { 'artikel-50010': 21, 'artikel-40012': 2 },
    ];
    for (const changes of refused) {
      const values = { ...form.initialValues, ...changes };
      const expected = validateValues(form.definition, values, CTX);
      expect(expected.valid).toBe(false);
      const response = await put('1001_MGR', buildListPayload(form.definition, form.template.payload, values));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'error.validation', message: 'Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.',
        fields: expected.errors,
      });
    }
    const over = await put('1001_MGR', { articles: [{ articleNumber: '20010', quantity: 61 }] });
    expect(over.json().fields).toEqual([{ field: 'artikel-20010', message: 'Får vara högst 60.', code: 'maximum' }]);
  });

  it('refuses unknown articles, repeated or malformed entries and oversized bodies', async () => {
    const unknown = await put('1001_MGR', { articles: [{ articleNumber: '99999', quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 'error.unknown-field', message: 'Begäran innehåller okända fält.', fields: [{ field: '99999', message: 'Fältet är okänt.' }] });
    const twice = await put('1001_MGR', { articles: [{ articleNumber: '20010', quantity: 1 }, { articleNumber: '20010', quantity: 2 }] });
    expect(twice.json()).toMatchObject({ code: 'error.validation', fields: [{ field: '20010', message: 'Fältet har fel format' }] });
    for (const body of [{}, { articles: 'x' }, { articles: [{ articleNumber: '20010' }] }, { articles: [{ articleNumber: '20010', quantity: 1, price: 1 }] },
      { articles: Array.from({ length: 501 }, () => ({ articleNumber: '20010', quantity: 1 })) }]) {
      expect((await put('1001_MGR', body)).statusCode).toBe(400);
    }
  });

  it('428 without If-Match, 412 with the account pages’ text over a newer version', async () => {
    const body = { articles: [{ articleNumber: '20012', quantity: 1 }] };
    expect((await call(t, '1001_MGR', 'PUT', own('1001'), body)).statusCode).toBe(428);
    const stale = await call(t, '1001_MGR', 'PUT', own('1001'), body, '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ code: 'error.precondition-failed', message: 'Någon annan har ändrat uppgifterna. Ladda om sidan för att se de senaste.' });
  });

  it('a save sent again over its old version (its answer was lost) is already applied: 200, no second order', async () => {
    const before = await etagOf(t, '1001_MGR', own('1001'));
    const body = { articles: [{ articleNumber: '20012', quantity: 3 }] };
    const first = await put('1001_MGR', body, own('1001'), before);
    expect(first.statusCode).toBe(200);
    const version = (await orders().listOf('1001')).version;
    const again = await put('1001_MGR', body, own('1001'), before);
    expect([again.statusCode, again.headers.etag]).toEqual([200, first.headers.etag]);
    expect((await orders().listOf('1001')).version).toBe(version);
    expect((await put('1001_MGR', { articles: [{ articleNumber: '20012', quantity: 4 }] }, own('1001'), before)).statusCode).toBe(412);
    expect((await put('1001_MGR', { articles: [{ articleNumber: '99999', quantity: 3 }] }, own('1001'), before)).statusCode).toBe(412);
  });
});
