// The report requests `npm run bench:store` times (bench/store/run.ts): each report of schemas/reports as the first
// caller who sees it, and as the RETAIL user KEDJA3 for an outlet of its 200-outlet chain over the last 31 days.
import { readdirSync, readFileSync } from 'node:fs';
import { DATASET_DEFAULTS, type DefinitionJson, type EngineContext, type Values, addDays } from '@ombudsportalen/engine';
import { reportUrlCode } from '@ombudsportalen/portal/reports/report-wire';
import { deriveSegment, partnerIdOf, type Segment } from '@ombudsportalen/portal/access';
import type { ReportDefinition } from '../../server/reports/report-catalogue.js';
import { PLAN_AGENCIES } from './plans.js';
import { benchEngine } from '../bench-engine';

const { computeDefaults, isDefinitionVisible, loadDefinition, prepareReportRequest } = benchEngine;

const API = '/api/api-retail/v2';

export interface Outlet {
  agencyNumber: string;
  agencyType: string;
  revenueSegment: string;
  chain: number;
  shares: number;
}

export interface ReportCase {
  name: string;
  username: string;
  url: string;
  body: unknown;
  /** The answer a report without rows may give instead of its file (the dataset's noData: error). */
  noDataStatus: number | null;
  retail: boolean;
}

/**
 * One case per report of schemas/reports: its default request as the first caller who sees it (the manager of a scale
 * outlet of the report's segment, or a partner user), and as KEDJA3 for a chain-3 outlet that shares its reports over
 * the last 31 days where the report takes a from–to period.
 */
export function reportCases(today: string, lastDay: string, outlets: Outlet[], partnerUsers: Array<{ username: string; roles: string }>): ReportCase[] {
  const reportsDir = new URL('../../schemas/reports/', import.meta.url);
  const definitions = readdirSync(reportsDir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => loadDefinition(JSON.parse(readFileSync(new URL(f, reportsDir), 'utf8')) as DefinitionJson, `schemas/reports/${f}`) as ReportDefinition);
  // Per segment: the ordinary outlet of the plans where the operator has it, else the first scale outlet outside the
  // large chain, else one in it, else a demo outlet (a small operator may have no digital or track outlet of its own).
  const rank = (o: { agencyNumber: string; chain: number }) => (o.agencyNumber === PLAN_AGENCIES.ordinary ? 0 : o.agencyNumber.length < 5 ? 3 : o.chain !== 3 ? 1 : 2);
  const bySegment = new Map<Segment, string>();
  for (const o of [...outlets].sort((a, b) => rank(a) - rank(b))) if (!bySegment.has(deriveSegment(o))) bySegment.set(deriveSegment(o), o.agencyNumber);
  const chainOutlet = outlets.find((o) => o.chain === 3 && o.shares === 1 && deriveSegment(o) === 'AGENCY' && o.agencyNumber.length === 5)?.agencyNumber;
  if (chainOutlet === undefined) throw new Error('no outlet of chain 3 shares its reports');
  const cases: ReportCase[] = [];
  for (const def of definitions) {
    const code = def.report.code;
    const format = def.report.formats[0]!;
    const noData = def.dataset.noData ?? DATASET_DEFAULTS.noData;
    const seeded = def.examples.find((ex) => ex.name.startsWith('seeded data:'))?.values ?? {};
    const request = (ctx: EngineContext, extra: Values) => {
      const prepared = prepareReportRequest(def, { ...seeded, ...computeDefaults(def, ctx), ...extra }, ctx, { formatType: format });
      if (!prepared.ok) throw new Error(`${code}: ${prepared.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
      return prepared.body;
    };
    const common = { noDataStatus: noData.answer === 'error' ? 400 : null };
    // Staff of an outlet of a segment that sees it, else a partner user.
    const staff = [...bySegment].map(([segment, agency]) => ({ ctx: { roles: ['OMBMGR'], segment, agencyNumber: agency, today } as EngineContext, agency }))
      .find(({ ctx }) => isDefinitionVisible(def, ctx));
    if (staff !== undefined) {
      cases.push({ ...common, name: `${code} (${staff.agency}_MGR)`, username: `${staff.agency}_MGR`, url: `${API}/agencies/${staff.agency}/reports/${reportUrlCode(code, format)}`, body: request(staff.ctx, {}), retail: false });
    } else {
      const partner = partnerUsers.map((u) => ({ ...u, ctx: { roles: JSON.parse(u.roles) as string[], segment: 'AGENCY', agencyNumber: '', today } as EngineContext }))
        .find(({ ctx }) => isDefinitionVisible(def, ctx));
      if (partner === undefined) throw new Error(`${code}: neither a scale outlet's manager nor a partner user sees it`);
      cases.push({ ...common, name: `${code} (${partner.username})`, username: partner.username, url: `${API}/partner/${partnerIdOf(partner.ctx.roles)}/economy/reports/${reportUrlCode(code, format)}`, body: request(partner.ctx, {}), retail: false });
    }
    const retail: EngineContext = { roles: ['RETAIL'], segment: 'AGENCY', agencyNumber: '', today };
    if (isDefinitionVisible(def, retail) && def.report.agencyParameter !== undefined) {
      const agency = { [def.report.agencyParameter]: chainOutlet };
      const { periodStart, periodEnd } = periodFields(def);
      // 31 days where the report takes a from–to period and allows that long a one (STAT_TELECASH allows 7 days).
      const days31 = periodStart !== undefined && periodEnd !== undefined && periodStart !== periodEnd
        ? prepareReportRequest(def, { ...seeded, ...computeDefaults(def, retail), ...agency, [periodStart]: addDays(lastDay, -30), [periodEnd]: lastDay }, retail, { formatType: format })
        : undefined;
      const period = days31 === undefined ? 'its default period' : days31.ok ? '31 days' : 'its default period: 31 days refused';
      cases.push({ ...common, name: `${code} (KEDJA3, ${chainOutlet}, ${period})`, username: 'KEDJA3', url: `${API}/agencies/${chainOutlet}/reports/${reportUrlCode(code, format)}`,
        body: days31?.ok === true ? days31.body : request(retail, agency), retail: true });
    }
  }
  return cases;
}

/** The form fields the dataset reads as the period's first and last day (the first field named where several are). */
function periodFields(def: ReportDefinition): { periodStart?: string; periodEnd?: string } {
  const result: { periodStart?: string; periodEnd?: string } = {};
  for (const binding of Object.values(def.dataset.parameters ?? {})) {
    const param = Array.isArray(binding.param) ? binding.param[0] : binding.param;
    if (binding.as === 'periodStart' || binding.as === 'periodEnd') result[binding.as] = param;
  }
  return result;
}
