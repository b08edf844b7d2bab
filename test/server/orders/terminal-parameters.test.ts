import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateForm } from '../../../server/forms/template-forms.js';
import { createTerminalParameterRepository } from '../../../server/repositories/terminal-parameter-repository.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { call, etagOf, V2 } from '../account/account-helpers.js';
import { testEngine } from '../../setup-engine';

const { buildListPayload, validateValues } = testEngine;

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

const own = (agency: string) => `${V2}/agencies/${agency}/terminal/parameters`;
const internalRead = (agency: string) => `${V2}/internal/terminal/parameters?agencyNumber=${agency}&username=admin1`;
const internalSave = (agency: string) => `${V2}/internal/agencies/${agency}/terminal/parameters?username=admin1`;
const CTX = { roles: ['OMBMGR'], segment: 'AGENCY' as const, agencyNumber: '1001', today: '2026-11-02' };
type Parameter = { name: string; value: string | null; defaultValue: string; description: string | null; prompt: string; regexp: string | null };

const repo = () => createTerminalParameterRepository(t.store);
const read = async (user = '1001_MGR', path = own('1001')) => (await call(t, user, 'GET', path)).json() as Parameter[];
const put = async (user: string, body: object, path = own('1001'), readPath = path) => call(t, user, 'PUT', path, body, await etagOf(t, user, readPath));
const formOf = async () => templateForm('terminal-parameters', await read());

describe('GET terminal parameters', () => {
  it('answers 15–25 parameters with dotted names, defaults, prompts, descriptions and regexps', async () => {
    const response = await call(t, '1001_MGR', 'GET', own('1001'));
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    const parameters = response.json() as Parameter[];
    expect(parameters.length).toBeGreaterThanOrEqual(15);
    expect(parameters.length).toBeLessThanOrEqual(25);
    expect(parameters[0]).toEqual({
      name: 'receipt.header.line1', value: 'Kioskkompaniet Drottninggatan', defaultValue: 'Välkommen', prompt: 'Kvittorad 1',
      description: 'Första raden på kundkvittot, högst 32 tecken.', regexp: "^[A-Za-zÅÄÖåäöÉéÜü0-9 &.,!'-]{1,32}$",
    });
    expect(parameters.every((p) => p.name.includes('.'))).toBe(true);
    expect(parameters.find((p) => p.name === 'printer.autocut')).toMatchObject({ value: null, defaultValue: 'true', regexp: null });
  });

  it('every seeded agency has 15–25 parameters whose values pass their own rules', async () => {
    const agencies = await t.store.db.selectFrom('agencies').select('agency_number as n').execute();
    for (const { n } of agencies) {
      const parameters = (await repo().listOf(n)).rows;
      expect(parameters.length).toBeGreaterThanOrEqual(15);
      expect(parameters.length).toBeLessThanOrEqual(25);
      const form = templateForm('terminal-parameters', parameters);
      expect([n, validateValues(form.definition, form.initialValues, CTX).errors]).toEqual([n, []]);
    }
  });

  it('roles and segments (spec §6): OMBMGR, SALJPLUS; internal staff for the chosen agency; not SALJARE, not DIGITAL or TRACK', async () => {
    const cases: [string, string, number][] = [
      ['1001_MGR', own('1001'), 200], ['1001_PLUS', own('1001'), 200], ['1001_SALJ', own('1001'), 403], ['1001_EKO', own('1001'), 403],
      ['2002_MGR', own('2002'), 403], ['3003_MGR', own('3003'), 403], ['KEDJA3', own('1001'), 403], ['ADMIN1', own('1001'), 403],
      ['ADMIN1', internalRead('1001'), 200], ['COACH1', internalRead('1001'), 200], ['ADMIN1', internalRead('2002'), 403],
      ['COACH1', internalRead('3003'), 403], ['1001_MGR', internalRead('1001'), 403], ['ADMIN1', `${V2}/internal/terminal/parameters`, 400],
      ['ADMIN1', internalRead('999999'), 404],
    ];
    const got = await Promise.all(cases.map(async ([user, path]) => (await call(t, user, 'GET', path)).statusCode));
    expect(got).toEqual(cases.map((c) => c[2]));
  });
});

describe('PUT terminal parameters', () => {
  it('saves only the values sent, as text, logs who changed what, and answers the reloaded list', async () => {
    const form = await formOf();
    const values = { ...form.initialValues, 'receipt.header.line1': 'Kiosken vid torget', 'printer.autocut': false };
    const body = { ...buildListPayload(form.definition, form.template.payload, values), username: '1001_MGR' };
    const response = await put('1001_MGR', body);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    const saved = response.json() as Parameter[];
    expect(saved.find((p) => p.name === 'receipt.header.line1')?.value).toBe('Kiosken vid torget');
    expect(saved.find((p) => p.name === 'printer.autocut')?.value).toBe('false');
    // Values equal to what applies already (the default of an unset parameter) are no change.
    expect((await repo().changesOf('1001')).map((c) => [c.name, c.oldValue, c.newValue, c.changedBy])).toEqual([
      ['receipt.header.line1', 'Kioskkompaniet Drottninggatan', 'Kiosken vid torget', '1001_MGR'],
      ['printer.autocut', null, 'false', '1001_MGR'],
    ]);
    expect(saved.find((p) => p.name === 'sound.volume')?.value).toBeNull();
    const partial = await put('1001_MGR', { parameterValue: [{ name: 'sound.volume', value: '7' }], username: '1001_mgr' });
    expect(partial.statusCode).toBe(200);
    expect((partial.json() as Parameter[]).find((p) => p.name === 'receipt.header.line1')?.value).toBe('Kiosken vid torget');
  });

  it('internal staff save for the chosen agency through /internal', async () => {
    const response = await put('ADMIN1', { parameterValue: [{ name: 'display.language', value: 'en' }], username: 'ADMIN1' }, internalSave('1004'), internalRead('1004'));
    expect(response.statusCode).toBe(200);
    expect(await repo().changesOf('1004')).toMatchObject([{ name: 'display.language', newValue: 'en', changedBy: 'ADMIN1' }]);
  });

  it('refuses what the form refuses, with the same field errors (400)', async () => {
    const form = await formOf();
    const refused: Record<string, unknown>[] = [
      { 'display.language': 'de' }, { 'receipt.header.line1': 'Spel<script>' }, { 'receipt.header.line1': 'x'.repeat(33) },
      { 'sound.volume': '11', 'display.timeout.seconds': '4' }, { 'network.proxy.host': 'Proxy.Example' },
    ];
    for (const changes of refused) {
      const values = { ...form.initialValues, ...changes };
      const expected = validateValues(form.definition, values, CTX);
      expect(expected.valid).toBe(false);
      const response = await put('1001_MGR', { ...buildListPayload(form.definition, form.template.payload, values), username: '1001_MGR' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'error.validation', message: 'Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.', fields: expected.errors,
      });
    }
    const wrong = await put('1001_MGR', { parameterValue: [{ name: 'display.language', value: 'de' }, { name: 'sound.volume', value: '' }], username: '1001_MGR' });
    expect(wrong.json().fields).toEqual([
      { field: 'display.language', message: 'Fältet har fel format', code: 'wrongFormat' },
      { field: 'sound.volume', message: 'Fältet måste fyllas in.', code: 'required' },
    ]);
    // A value longer than its regexp lets through (32 characters) is refused, as the input stops there (issue 37).
    const longer = await put('1001_MGR', { parameterValue: [{ name: 'receipt.header.line1', value: 'K'.repeat(33) }], username: '1001_MGR' });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().fields).toEqual([{ field: 'receipt.header.line1', message: 'Fältet har fel format', code: 'wrongFormat' }]);
    expect(form.definition.fields.find((f) => f.name === 'receipt.header.line1')?.schema.maxLength).toBe(32);
    const checkbox = await put('1001_MGR', { parameterValue: [{ name: 'printer.autocut', value: 'ja' }], username: '1001_MGR' });
    expect(checkbox.json().fields).toEqual([{ field: 'printer.autocut', message: 'Fältet har fel format', code: 'wrongFormat' }]);
  });

  it('refuses unknown names (a dotted name is a name, not a path), another user’s name, SALJARE and DIGITAL/TRACK shops', async () => {
    const unknown = await put('1001_MGR', { parameterValue: [{ name: 'receipt.header', value: 'x' }, { name: 'receipt', value: 'x' }], username: '1001_MGR' });
    expect(unknown.json()).toEqual({ code: 'error.unknown-field', message: 'Begäran innehåller okända fält.', fields: [
      { field: 'receipt.header', message: 'Fältet är okänt.' }, { field: 'receipt', message: 'Fältet är okänt.' }] });
    const other = await put('1001_MGR', { parameterValue: [], username: '1001_PLUS' });
    expect(other.json()).toEqual({ code: 'error.validation', message: 'Begäran innehåller ogiltiga värden.', fields: [{ field: 'username', message: 'Måste vara den inloggade användaren.' }] });
    for (const body of [{ parameterValue: [] }, { username: '1001_MGR' }, { parameterValue: [{ name: 'sound.volume' }], username: '1001_MGR' }]) {
      expect((await put('1001_MGR', body)).statusCode).toBe(400);
    }
    for (const [user, path] of [['1001_SALJ', own('1001')], ['2002_MGR', own('2002')], ['3003_MGR', own('3003')], ['ADMIN1', internalSave('2002')]] as const) {
      expect([user, (await call(t, user, 'PUT', path, { parameterValue: [], username: user }, '"1"')).statusCode]).toEqual([user, 403]);
    }
  });

  it('an evil regexp in the data and a long value: refused quickly, never hanging the server', async () => {
    await t.store.db.updateTable('terminal_parameters').set({ regexp: '^(a+)+$' }).where('agency_number', '=', '1005').where('name', '=', 'customer.display.message').execute();
    const response = await put('ADMIN1', { parameterValue: [{ name: 'customer.display.message', value: `${'a'.repeat(59)}!` }], username: 'ADMIN1' },
      internalSave('1005'), internalRead('1005'));
    expect(response.statusCode).toBe(400); // answered at all: RE2 (natively 2^59 paths); no wall-clock limit (issue 23)
    await expect(repo().insertMissing('1005', [{ name: 'evil.backreference', value: null, defaultValue: 'a', prompt: 'P', description: null, regexp: '(a+)\\1' }]))
      .rejects.toThrow(/not supported/);
  });

  it('428 without If-Match, 412 with the account pages’ text over a newer version', async () => {
    const body = { parameterValue: [{ name: 'sound.volume', value: '3' }], username: '1001_MGR' };
    expect((await call(t, '1001_MGR', 'PUT', own('1001'), body)).statusCode).toBe(428);
    const stale = await call(t, '1001_MGR', 'PUT', own('1001'), body, '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ code: 'error.precondition-failed', message: 'Någon annan har ändrat uppgifterna. Ladda om sidan för att se de senaste.' });
  });

  it('a save sent again over its old version (its answer was lost) is already applied: 200, nothing written', async () => {
    const before = await etagOf(t, '1001_MGR', own('1001'));
    const body = { parameterValue: [{ name: 'sound.volume', value: '4' }], username: '1001_MGR' };
    const first = await call(t, '1001_MGR', 'PUT', own('1001'), body, before);
    expect(first.statusCode).toBe(200);
    const again = await call(t, '1001_MGR', 'PUT', own('1001'), body, before);
    expect([again.statusCode, again.headers.etag]).toEqual([200, first.headers.etag]);
    expect(await etagOf(t, '1001_MGR', own('1001'))).toBe(first.headers.etag);
    const other = { parameterValue: [{ name: 'sound.volume', value: '5' }], username: '1001_MGR' };
    expect((await call(t, '1001_MGR', 'PUT', own('1001'), other, before)).statusCode).toBe(412);
  });
});
