// Every report with a period parameter can be subscribed to (issue 41 §4, docs/decisions/subscription-periods.md):
// schemas/reports/ is iterated, each period the filled form can hold is subscribed to, and the mail at the hour carries
// the report the download gives for that period seen from the delivery day. Against the real SMTP test server.
import { describe, expect, it } from 'vitest';
import type { Definition, EngineContext, Values } from '@ombudsportalen/engine';
import { periodFieldsOf, type PeriodUnit, type RelativePeriod, subscribablePeriods } from '@ombudsportalen/portal/report-subscriptions';
import { testEngine } from '../../setup-engine';
import { subscriptionTestbed } from './subscription-testbed.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { API, pdfText, reportDefinitions } from '../reports/report-harness.js';

const { buildReportPayload, computeDefaults, isDefinitionVisible } = testEngine;

// The test clock starts Monday 2026-11-02; a weekly subscription on Tuesdays at 07 runs Tuesday 2026-11-03 07:00.
const DUE = new Date('2026-11-03T06:00:00.000Z').getTime();
const TODAY = '2026-11-02';
/** The first and last value of each period seen from 2026-11-03, written out by hand in each unit. */
const EXPECTED: Readonly<Record<PeriodUnit, Partial<Record<RelativePeriod, readonly [string, string]>>>> = {
  date: { yesterday: ['2026-11-02', '2026-11-02'], previousWeek: ['2026-10-26', '2026-11-01'], previousMonth: ['2026-10-01', '2026-10-31'] },
  week: { previousWeek: ['2644', '2644'] },
  month: { previousMonth: ['2610', '2610'] },
  year: { previousYear: ['2025', '2025'] },
};
/** Seeded users who may fetch reports: a manager per segment, and two partners. */
const USERS: readonly { username: string; roles: string[]; segment: EngineContext['segment']; agencyNumber: string; partnerId?: string }[] = [
  { username: '1001_MGR', roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '1001' },
  { username: '2002_MGR', roles: ['OMBMGR'], segment: 'DIGITAL', agencyNumber: '2002' },
  { username: '3003_MGR', roles: ['OMBMGR'], segment: 'TRACK', agencyNumber: '3003' },
  { username: 'TELIA1', roles: ['PARTNER_TELIA'], segment: 'AGENCY', agencyNumber: '', partnerId: 'TELIA' },
  { username: 'FOLKSPEL1', roles: ['PARTNER_FOLKSPEL'], segment: 'AGENCY', agencyNumber: '', partnerId: 'FOLKSPEL' },
];

const reportsWithPeriods = reportDefinitions().filter((def) => def.report !== undefined && periodFieldsOf(def.json).length > 0);

/** The filled forms to subscribe with: the defaults, and one per choice that shows another period field (EKORBF01's P_TYP). */
function formsOf(def: Definition, ctx: EngineContext): Values[] {
  const defaults = computeDefaults(def, ctx);
  const shownBy = Object.values(def.json.properties).flatMap((schema) => {
    const condition = schema['x-condition'] as { op?: string; field?: string; value?: unknown } | undefined;
    return condition?.op === 'equals' && condition.field !== undefined && schema.format !== undefined ? [{ [condition.field]: condition.value }] : [];
  });
  return shownBy.length === 0 ? [defaults] : shownBy.map((choice) => ({ ...defaults, ...choice }));
}

const bed = subscriptionTestbed();

it('finds reports with a date, a week, a month and a year parameter, agency and partner ones', () => {
  const units = new Set(reportsWithPeriods.flatMap((def) => periodFieldsOf(def.json).map((field) => field.unit)));
  expect([...units].sort()).toEqual(['date', 'month', 'week', 'year']);
  expect(reportsWithPeriods.some((def) => def.report?.payloadKind === 'partner')).toBe(true);
});

describe.each(reportsWithPeriods.map((def) => [def.report!.code, def] as const))('%s', (code, def) => {
  it('is subscribed to with every period its form can hold; each mail carries the report of that period from the delivery day', async () => {
    const user = USERS.find((u) => isDefinitionVisible(def, { roles: u.roles, segment: u.segment, agencyNumber: u.agencyNumber, today: TODAY }))!;
    expect(user).toBeDefined();
    const ctx: EngineContext = { roles: user.roles, segment: user.segment, agencyNumber: user.agencyNumber, today: TODAY };
    const { partnerId } = user;
    const base = partnerId === undefined ? `${API}/agencies/${user.agencyNumber}` : `${API}/partner/${partnerId}`;
    const headers = async () => bearer(await accessTokenFor(bed.t, user.username));
    const wanted: { period: RelativePeriod; values: Values }[] = [];
    for (const form of formsOf(def, ctx)) {
      const sent = testEngine.visibleValues(def, form, ctx);
      const periods = subscribablePeriods(def.json, (name) => name in sent);
      expect(periods.length).toBeGreaterThan(0);
      for (const period of periods) {
        const created = await bed.t.app.inject({
          method: 'POST', url: `${base}/subscriptions/${code}`, headers: await headers(),
          payload: { report: buildReportPayload(def, sent, ctx, { formatType: 'pdf' }), format: 'pdf', period, frequency: 'weekly', weekday: 2, hour: 7, email: 'rapport@example.se' },
        });
        expect(created.statusCode, created.body).toBe(201);
        // What the download must get: every shown period parameter at the period's first and last value, written by hand.
        const values: Values = { ...sent };
        for (const field of periodFieldsOf(def.json).filter((f) => f.names.every((name) => name in sent))) {
          field.names.forEach((name, index) => { values[name] = EXPECTED[field.unit][period]![index]!; });
        }
        wanted.push({ period, values });
      }
    }

    bed.t.clock.advance(DUE - bed.t.clock.now().getTime());
    expect(await bed.control.runNow!()).toBe(wanted.length);
    const deliveryCtx = { ...ctx, today: '2026-11-03' };
    const downloads = [];
    for (const { values } of wanted) { // one at a time: a user's reports are made one by one
      const download = await bed.t.app.inject({
        method: 'POST', url: `${base}/${partnerId === undefined ? 'reports' : 'economy/reports'}/${code}`, headers: await headers(),
        payload: buildReportPayload(def, values, deliveryCtx, { formatType: 'pdf' }),
      });
      expect(download.statusCode, download.body).toBe(200);
      downloads.push(download);
    }
    expect(bed.sink.mails).toHaveLength(wanted.length);
    const mailed = (await Promise.all(bed.sink.mails.map((mail) => pdfText(mail.attachments[0]!.content)))).sort();
    const downloaded = (await Promise.all(downloads.map((download) => pdfText(download.rawPayload)))).sort();
    expect(mailed).toEqual(downloaded);
    expect(bed.sink.mails.map((mail) => mail.attachments[0]!.fileName)).toEqual(wanted.map(() => `${code}.pdf`));
  });
});

describe('partner reports', () => {
  const partnerReport = reportsWithPeriods.find((def) => def.report?.code === 'PART_RAPPORT')!;
  const ctx: EngineContext = { roles: ['PARTNER_TELIA'], segment: 'AGENCY', agencyNumber: '', today: TODAY };
  const body = (partner: string) => ({
    report: buildReportPayload(partnerReport, computeDefaults(partnerReport, ctx), ctx, { formatType: 'pdf' }),
    format: 'pdf', period: 'previousWeek', frequency: 'monthly', hour: 6, email: `${partner}@example.se`,
  });

  it('are subscribed to by the partner\'s own users only, and a partner who lost the role gets nothing but the reason', async () => {
    const telia = async () => bearer(await accessTokenFor(bed.t, 'TELIA1'));
    const other = await bed.t.app.inject({ method: 'POST', url: `${API}/partner/FOLKSPEL/subscriptions/PART_RAPPORT`, headers: await telia(), payload: body('telia') });
    expect(other.statusCode).toBe(403);
    const agencyUser = await bed.t.app.inject({ method: 'POST', url: `${API}/partner/TELIA/subscriptions/PART_RAPPORT`, headers: bearer(await accessTokenFor(bed.t, '1001_MGR')), payload: body('mgr') });
    expect(agencyUser.statusCode).toBe(403);
    const notTheirs = await bed.t.app.inject({ method: 'POST', url: `${API}/partner/TELIA/subscriptions/PART_LOTTAVR`, headers: await telia(), payload: body('telia') });
    expect(notTheirs.statusCode).toBe(403);
    const created = await bed.t.app.inject({ method: 'POST', url: `${API}/partner/TELIA/subscriptions/PART_RAPPORT`, headers: await telia(), payload: body('telia') });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ reportCode: 'PART_RAPPORT', agencyNumber: '', period: 'previousWeek', nextRunAt: '2026-12-01T05:00:00.000Z' });

    await bed.t.store.db.updateTable('users').set({ roles: JSON.stringify(['PARTNER_TRE']) }).where('username', '=', 'TELIA1').execute();
    bed.t.clock.advance(new Date('2026-12-01T05:00:00.000Z').getTime() - bed.t.clock.now().getTime());
    expect(await bed.control.runNow!()).toBe(1);
    expect(bed.sink.mails).toEqual([]);
    await bed.t.store.db.updateTable('users').set({ roles: JSON.stringify(['PARTNER_TELIA']) }).where('username', '=', 'TELIA1').execute();
    const listed = await bed.t.app.inject({ method: 'GET', url: `${API}/subscriptions`, headers: await telia() });
    expect(listed.json()).toMatchObject({ subscriptions: [{ failureReason: 'Rapporten skickades inte eftersom du inte längre har behörighet till den.' }] });
  });

  it('refuse a period the report\'s parameter cannot hold, naming the field', async () => {
    const refused = await bed.t.app.inject({
      method: 'POST', url: `${API}/partner/TELIA/subscriptions/PART_RAPPORT`, headers: bearer(await accessTokenFor(bed.t, 'TELIA1')), payload: { ...body('telia'), period: 'yesterday' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'error.validation', fields: [{ field: 'period', message: 'Välj en period som passar rapporten.' }] });
  });
});
