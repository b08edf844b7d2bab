import type { FastifyRequest } from 'fastify';
import type { ReportDefinitionEntry } from '@ombudsportalen/portal/api';
import { deriveSegment, isInternal } from '@ombudsportalen/portal/access';
import { stockholmToday } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { callerOf, agencyFactsOf } from '../auth/api-guard.js';
import type { ReportCatalogue, ReportDefinition } from './report-catalogue.js';
import { mayReportOnChainAgency } from './report-access.js';
import { serverEngine } from '../engine.js';

const { isDefinitionVisible } = serverEngine;

function publicView(def: ReportDefinition): ReportDefinitionEntry {
  const { 'x-dataset': _dataset, 'x-examples': _examples, ...definition } = def.json;
  const { code, name, group, payloadKind, formats } = def.report;
  return { code, name, group, payloadKind, formats, definition };
}

// The agency whose segment decides visibility: staff their own; internal staff and RETAIL the one they name (RETAIL
// only for an agency it may report on); everyone else none (segment AGENCY, as in the SPA).
async function agencyOf(request: FastifyRequest, asked: string): Promise<string> {
  const caller = callerOf(request);
  if (caller.agencyNumber !== '') return caller.agencyNumber;
  if (asked !== '' && (isInternal(caller.roles) || await mayReportOnChainAgency(caller, request, asked))) return asked;
  return '';
}

/** The engine context the reports page lists with: the caller's roles, the segment of the agency it reports on. */
export async function reportListContext(request: FastifyRequest, asked: string, now: Date): Promise<PortalContext> {
  const caller = callerOf(request);
  const agencyNumber = await agencyOf(request, asked);
  const facts = agencyNumber === '' ? undefined : await agencyFactsOf(request, agencyNumber);
  return { roles: caller.roles, segment: deriveSegment(facts), agencyNumber: caller.agencyNumber, today: stockholmToday(now) };
}

/** The reports the caller may see, role and segment filtered with the same definitions the report endpoints use. */
export async function visibleReportDefinitions(catalogue: ReportCatalogue, request: FastifyRequest, asked: string, now: Date): Promise<ReportDefinitionEntry[]> {
  const ctx = await reportListContext(request, asked, now);
  return catalogue.reports.filter((def) => isDefinitionVisible(def, ctx)).map(publicView);
}
