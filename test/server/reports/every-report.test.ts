// Properties every report file in the folder must have, whatever its code: its golden examples pass, the definitions
// endpoint lists it exactly for the roles and segments its declared rule admits, and it downloads with its defaults
// on the seeded data. A new definition file is covered here without anyone editing a list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASET_DEFAULTS, type EngineContext, formatProblem, reportFileName, stockholmToday } from '@ombudsportalen/engine';
import { partnerIdOf } from '@ombudsportalen/portal/access';
import type { ReportDefinition } from '../../../server/reports/report-catalogue.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { bearer } from '../helpers/login.js';
import { API, pdfText, postReport, reportDefinitions, tokenAs } from './report-harness.js';
import { testEngine } from '../../setup-engine';

const { computeDefaults, isDefinitionVisible, prepareReportRequest, runExamples } = testEngine;

const definitions = reportDefinitions() as ReportDefinition[];
const ROLES = [
  'OMBMGR', 'EKONOMI', 'SALJPLUS', 'SALJARE', 'ADMIN', 'SALJCOACH', 'RETAIL',
  'PARTNER_TELE2', 'PARTNER_TELENOR', 'PARTNER_TELIA', 'PARTNER_HALEBOP', 'PARTNER_LYCA', 'PARTNER_TRE', 'PARTNER_MBXP',
  'PARTNER_FOLKSPEL', 'PARTNER_KOMBISPEL', 'PARTNER_MILJONLOTTERIET',
];
// One seeded agency per outlet segment (2002 is digital, 3003 a track).
const AGENCIES = [['1001', 'AGENCY'], ['3003', 'TRACK'], ['2002', 'DIGITAL']] as const;

let t: TestApp;
let today: string;
// What GET /reports/definitions lists for each role in each segment, asked once for all definitions.
const listed = new Map<string, Set<string>>();
beforeAll(async () => {
  t = await buildTestApp();
  today = stockholmToday(t.clock.now());
  for (const role of ROLES) {
    for (const [agency, segment] of AGENCIES) {
      const r = await t.app.inject({ method: 'GET', url: `${API}/reports/definitions`, headers: bearer(await tokenAs(t, [role], agency)) });
      listed.set(`${role} ${segment}`, new Set((r.json() as { code: string }[]).map((d) => d.code)));
    }
  }
});
afterAll(async () => t.close());

describe.each(definitions.map((def) => [def.report.code, def] as const))('%s', (code, def) => {
  it('its golden examples pass', () => {
    expect(runExamples(def).map(formatProblem)).toEqual([]);
  });

  it('GET /reports/definitions lists it for exactly the roles × segments its declared rule admits', () => {
    const wrong: string[] = [];
    for (const role of ROLES) {
      for (const [agency, segment] of AGENCIES) {
        const shown = listed.get(`${role} ${segment}`)!.has(code);
        const admitted = isDefinitionVisible(def, { roles: [role], segment, agencyNumber: agency, today });
        if (shown !== admitted) wrong.push(`${role} ${segment}: listed ${shown}, rule says ${admitted}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(ROLES.some((role) => AGENCIES.some(([, segment]) => listed.get(`${role} ${segment}`)!.has(code))), 'nobody sees it').toBe(true);
  });

  it('downloads with its defaults on the seeded data, as the first caller who sees it', async () => {
    const caller = firstCaller(def, today);
    expect(caller, 'nobody of the 17 roles sees it in any segment').toBeDefined();
    const { roles, agency, ctx } = caller!;
    // Fields the definition gives no default take the first "seeded data:" example's value.
    const seeded = def.examples.find((ex) => ex.name.startsWith('seeded data:'));
    const values = { ...seeded?.values, ...computeDefaults(def, ctx), ...(roles.includes('RETAIL') && def.report.agencyParameter ? { [def.report.agencyParameter]: agency } : {}) };
    const prepared = prepareReportRequest(def, values, ctx, { formatType: def.report.formats[0] });
    expect(prepared.ok ? [] : prepared.errors).toEqual([]);
    if (!prepared.ok) return;
    const response = await postReport(t, code, roles, agency, prepared.body);
    const noData = def.dataset.noData ?? DATASET_DEFAULTS.noData;
    if (noData.answer === 'error' && response.statusCode === 400) {
      expect(response.json()).toEqual({ code: 'error.report.no-data', message: noData.message });
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${reportFileName(code, def.report.formats[0]!)}"`);
    if (def.report.formats[0] === 'pdf') {
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(def.report.name);
      expect(text).toContain(partnerIdOf(roles) ?? agency);
    }
  });
});

// Staff first (their own agency), then internal staff acting for an agency, partners, and RETAIL last (it types the agency).
function firstCaller(def: ReportDefinition, today: string): { roles: string[]; agency: string; ctx: EngineContext } | undefined {
  const order = [...ROLES.filter((r) => r !== 'RETAIL'), 'RETAIL'];
  for (const role of order) {
    for (const [agency, segment] of AGENCIES) {
      const internal = role === 'ADMIN' || role === 'SALJCOACH';
      const ownAgency = !internal && role !== 'RETAIL' && !partnerIdOf([role]);
      const ctx: EngineContext = { roles: [role], segment, agencyNumber: ownAgency ? agency : '', ...(internal ? { selectedAgencyNumber: agency } : {}), today };
      if (role === 'RETAIL' && agency !== '1001') continue; // KEDJA3 may report on 1001 (chain 3, shares its reports)
      if (isDefinitionVisible(def, ctx)) return { roles: [role], agency, ctx };
    }
  }
  return undefined;
}
