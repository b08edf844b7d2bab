// Issue 41 §3: a user's last parameters and format per report, kept on the server: only for reports the user may see,
// only values the report's form accepts (400 with field errors), the last used first, forgotten by "Återställ".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { API, setToday } from './report-harness.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); setToday(t, '2026-11-02'); });
afterAll(async () => t.close());

async function call(user: string, method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: unknown) {
  return t.app.inject({ method, url: `${API}/reports/preferences${path}`, headers: bearer(await accessTokenFor(t, user)), ...(payload === undefined ? {} : { payload: payload as object }) });
}

describe('remembered report choices', () => {
  it('saves, lists the last used first, and forgets', async () => {
    expect((await call('1001_MGR', 'PUT', '/EKORDF01', { format: 'xlsx', values: { P_FOM: '2026-10-01', P_TOM: '2026-10-07' } })).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await call('1001_MGR', 'PUT', '/STAT_EGNA', { format: 'pdf', values: { P_AR: '2025' } })).statusCode).toBe(204);
    const list = (await call('1001_MGR', 'GET', '')).json<{ reportCode: string; format: string; values: object }[]>();
    expect(list.map((p) => p.reportCode)).toEqual(['STAT_EGNA', 'EKORDF01']);
    expect(list[1]).toMatchObject({ format: 'xlsx', values: { P_FOM: '2026-10-01', P_TOM: '2026-10-07' } });
    // Another user sees none of them.
    expect((await call('2002_MGR', 'GET', '')).json()).toEqual([]);
    expect((await call('1001_MGR', 'DELETE', '/STAT_EGNA')).statusCode).toBe(204);
    expect((await call('1001_MGR', 'GET', '')).json<{ reportCode: string }[]>().map((p) => p.reportCode)).toEqual(['EKORDF01']);
  });

  it('refuses values the form refuses, unknown fields and formats, with field errors', async () => {
    const late = await call('1001_MGR', 'PUT', '/EKORDF01', { format: 'pdf', values: { P_FOM: '2026-10-01', P_TOM: '2026-11-02' } });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'error.validation', fields: [{ field: 'P_TOM', message: 'Datumet får inte vara senare än gårdagens datum.' }] });
    const unknown = await call('1001_MGR', 'PUT', '/EKORDF01', { format: 'pdf', values: { P_FOM: '2026-10-01', P_TOM: '2026-10-02', X: '1' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: [{ field: 'X', message: 'Okänd parameter.' }] });
    expect((await call('1001_MGR', 'PUT', '/EKORDF01', { format: 'docx', values: {} })).statusCode).toBe(400);
    const big = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`F${i}`, 'x']));
    expect((await call('1001_MGR', 'PUT', '/EKORDF01', { format: 'pdf', values: big })).statusCode).toBe(400);
    expect((await call('1001_MGR', 'PUT', '/EKORDF01', { format: 'pdf', values: { P_FOM: 'x'.repeat(300) } })).statusCode).toBe(400);
  });

  it('only for reports the caller may see: unknown 404, hidden by role or segment 403', async () => {
    expect((await call('1001_MGR', 'PUT', '/EKORXX99', { format: 'pdf', values: {} })).statusCode).toBe(404);
    expect((await call('1001_SALJ', 'PUT', '/EKORDF01', { format: 'pdf', values: { P_FOM: '2026-10-01', P_TOM: '2026-10-02' } })).statusCode).toBe(403);
    expect((await call('2002_MGR', 'PUT', '/EKORDA01', { format: 'pdf', values: { P_VECKA: '2643' } })).statusCode).toBe(403); // DIGITAL
    expect((await t.app.inject({ method: 'GET', url: `${API}/reports/preferences` })).statusCode).toBe(401);
  });
});
