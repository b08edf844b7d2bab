import type { FastifyRequest } from 'fastify';
import { deriveSegment, isInternal } from '../../engine/access/index.js';
import { type EngineContext, isDefinitionVisible, stockholmToday } from '../../engine/index.js';
import { callerOf } from '../auth/api-guard.js';
import type { ReportCatalogue, ReportDefinition } from './report-catalogue.js';
import { mayReportOnChainAgency } from './report-access.js';

/** One entry of GET /reports/definitions: what the reports page needs to list and render a report's form. */
export interface PublicReportDefinition {
  code: string;
  name: string;
  group: string;
  payloadKind: string;
  formats: string[];
  /** The definition JSON without x-dataset (the SQL stays on the server) and without x-examples. */
  definition: Record<string, unknown>;
}

function publicView(def: ReportDefinition): PublicReportDefinition {
  const { 'x-dataset': _dataset, 'x-examples': _examples, ...definition } = def.json;
  const { code, name, group, payloadKind, formats } = def.report;
  return { code, name, group, payloadKind, formats, definition };
}

// The agency whose segment decides visibility: staff their own; internal staff and RETAIL the one they name (RETAIL
// only for an agency it may report on); everyone else none (segment AGENCY, as in the SPA).
function agencyOf(request: FastifyRequest, asked: string): string {
  const caller = callerOf(request);
  if (caller.agencyNumber !== '') return caller.agencyNumber;
  if (asked !== '' && (isInternal(caller.roles) || mayReportOnChainAgency(caller, request, asked))) return asked;
  return '';
}

/** The reports the caller may see, role and segment filtered with the same definitions the report endpoints use. */
export function visibleReportDefinitions(catalogue: ReportCatalogue, request: FastifyRequest, asked: string, now: Date): PublicReportDefinition[] {
  const caller = callerOf(request);
  const agencyNumber = agencyOf(request, asked);
  const facts = agencyNumber === '' ? undefined : request.server.repos.agencies.accessFactsOf(agencyNumber);
  const ctx: EngineContext = { roles: caller.roles, segment: deriveSegment(facts), agencyNumber: caller.agencyNumber, today: stockholmToday(now) };
  return catalogue.reports.filter((def) => isDefinitionVisible(def, ctx)).map(publicView);
}
