// Issue 10 item 10: whatever day the portal is started on, the reports' default periods (computed by the engine from
// the same clock) find figures: in a store created that day, and in one created months before and topped up at start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineContext, stockholmToday } from '@ombudsportalen/engine';
import { migrateSqlite } from '../../../server/db/migrate.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { sqliteStore } from '../../../server/db/store.js';
import { seed } from '../../../server/seed/seed.js';
import type { ReportDefinition } from '../../../server/reports/report-catalogue.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { pdfText, postReport, reportDefinitions } from './report-harness.js';
import { testEngine } from '../../setup-engine';

const { computeDefaults, prepareReportRequest } = testEngine;

const DAY = '2027-03-15'; // a Monday: yesterday closes the previous week
const START = `${DAY}T08:00:00.000Z`;
const definitions = reportDefinitions() as ReportDefinition[];
const definition = (code: string) => definitions.find((d) => d.report.code === code)!;

const CALLERS = [
  { code: 'EKORDF01', roles: ['OMBMGR'], agency: '1001', ctx: { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '1001' } },
  { code: 'EKORAN01', roles: ['OMBMGR'], agency: '1001', ctx: { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '1001' } },
  { code: 'PART_RAPPORT', roles: ['PARTNER_TELIA'], agency: '', ctx: { roles: ['PARTNER_TELIA'], segment: 'AGENCY', agencyNumber: '' } },
] as const;

/** Downloads a report with the defaults the form would start from on the app clock's day; the answer and the PDF text. */
async function downloadWithDefaults(t: TestApp, caller: (typeof CALLERS)[number]): Promise<{ status: number; body: string; text: string; values: Record<string, unknown> }> {
  const def = definition(caller.code);
  const ctx: EngineContext = { ...caller.ctx, roles: [...caller.ctx.roles], today: stockholmToday(t.clock.now()) };
  const values = computeDefaults(def, ctx);
  const prepared = prepareReportRequest(def, values, ctx, { formatType: 'pdf' });
  if (!prepared.ok) throw new Error(JSON.stringify(prepared.errors));
  const response = await postReport(t, caller.code, [...caller.roles], caller.agency, prepared.body);
  const text = response.statusCode === 200 ? await pdfText(response.rawPayload) : '';
  return { status: response.statusCode, body: response.body, text, values };
}

async function expectFigures(t: TestApp): Promise<void> {
  for (const caller of CALLERS) {
    const { status, body, text, values } = await downloadWithDefaults(t, caller);
    expect(status, `${caller.code} ${body}`).toBe(200);
    expect(text, caller.code).not.toContain('Inga uppgifter för perioden.');
    expect(text, caller.code).toMatch(/\d \d{3},\d{2}|\d+,\d{2}/); // amounts as the Swedish format writes them
    if (caller.code === 'EKORDF01') expect(values).toMatchObject({ P_FOM: '2027-03-14', P_TOM: '2027-03-14' });
    if (caller.code !== 'EKORDF01') expect(values).toMatchObject({ P_VECKA: '2710' });
  }
}

describe(`started on ${DAY}`, () => {
  let fresh: TestApp;
  let old: TestApp;
  beforeAll(async () => {
    const db = openDatabase(':memory:');
    migrateSqlite(db);
    await seed(sqliteStore(db), () => new Date(START));
    const bytes = db.serialize();
    db.close();
    fresh = await buildTestApp({}, { database: bytes, start: START });
    // The template store was created on 2026-11-02: a start on DAY tops it up (as server.ts does with the real clock).
    old = await buildTestApp({}, { start: START });
    expect((await seed(old.store, () => new Date(START))).reportingDays).toBe(133);
  });
  afterAll(async () => {
    await fresh?.close();
    await old?.close();
  });

  it('a store created that day: EKORDF01, EKORAN01 and PART_RAPPORT with their defaults give figures', async () => {
    expect(fresh.db.prepare('SELECT min(sale_date) AS first, max(sale_date) AS last FROM sales_daily').get()).toEqual({ first: '2025-03-15', last: '2027-03-14' });
    await expectFigures(fresh);
  });

  it('a store created months before, topped up at start: the same reports give the same figures', async () => {
    await expectFigures(old);
    for (const caller of CALLERS) {
      expect((await downloadWithDefaults(old, caller)).text, caller.code).toBe((await downloadWithDefaults(fresh, caller)).text);
    }
  });
});
