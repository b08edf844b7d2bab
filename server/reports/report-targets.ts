import type { FastifyRequest } from 'fastify';
import { deriveSegment, partnerIdOf } from '@ombudsportalen/portal/access';
import { type SqlValue } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { callerOf, agencyFactsOf } from '../auth/api-guard.js';
import { errors } from '../http/errors.js';
import { reportErrors } from './report-errors.js';
import type { ReportingReader } from './reporting-reader.js';

/** Whom a report is made for: the engine context to validate with, the header's subject and the built-in SQL parameters. */
export interface ReportTarget {
  ctx: PortalContext;
  subject: readonly [string, string];
  builtins: Record<string, SqlValue>;
  /** The agency the report is about (agency reports); the body's agency parameter must name it. */
  agencyNumber?: string;
}

/** How one report endpoint finds its target; the three endpoints differ only here (part 2 §6, §7). */
export interface ReportEndpoint {
  payloadKind: 'agency' | 'partner';
  target(request: FastifyRequest, today: string, reporting: () => ReportingReader): Promise<ReportTarget>;
}

/** The target of an agency report for a context: the header names the agency, the dataset binds its number. */
export function agencyReportTarget(ctx: PortalContext, agencyNumber: string, agencyName: string | undefined): ReportTarget {
  return {
    ctx,
    subject: ['Ombud', agencyName ? `${agencyNumber} ${agencyName}` : agencyNumber],
    builtins: { agencyNumber, partnerId: null, today: ctx.today },
    agencyNumber,
  };
}

/** The target of a partner report for a context: the header names the partner, the dataset binds its id. */
export function partnerReportTarget(ctx: PortalContext, partnerId: string, partnerName: string | undefined): ReportTarget {
  return {
    ctx,
    subject: ['Partner', partnerName ? `${partnerId} ${partnerName}` : partnerId],
    builtins: { agencyNumber: null, partnerId, today: ctx.today },
  };
}

/** A partner's name in the reporting data, or undefined for an unknown id. */
export async function partnerNameOf(reporting: ReportingReader, partnerId: string): Promise<string | undefined> {
  const [row] = await reporting.read('SELECT partner_name FROM rpt_partners WHERE partner_id = :partnerId', { partnerId });
  return typeof row?.partner_name === 'string' ? row.partner_name : undefined;
}

async function agencyTarget(request: FastifyRequest, agencyNumber: string, today: string, picked: boolean): Promise<ReportTarget> {
  if (agencyNumber === '') throw reportErrors.agencyMissing();
  const agency = await agencyFactsOf(request, agencyNumber);
  if (agency === undefined) throw errors.agencyNotFound();
  const caller = callerOf(request);
  const ctx: PortalContext = {
    roles: caller.roles, segment: deriveSegment(agency), agencyNumber: caller.agencyNumber, today,
    ...(picked ? { selectedAgencyNumber: agencyNumber } : {}),
  };
  return agencyReportTarget(ctx, agencyNumber, agency.agencyName);
}

/** POST /agencies/:agencyNumber/reports/:reportCode: the path's agency (own, or a chain agency for RETAIL). */
export const agencyEndpoint: ReportEndpoint = {
  payloadKind: 'agency',
  target: (request, today) => agencyTarget(request, (request.params as { agencyNumber: string }).agencyNumber, today, false),
};

/** POST /internal/economy/reports/:reportCode?agencyNumber=: the agency internal staff picked. */
export const internalEndpoint: ReportEndpoint = {
  payloadKind: 'agency',
  target: (request, today) => agencyTarget(request, (request.query as { agencyNumber?: string }).agencyNumber ?? '', today, true),
};

/** POST /partner/:partnerId/economy/reports/:reportCode: the caller's own partner (the access rule checked the path). */
export const partnerEndpoint: ReportEndpoint = {
  payloadKind: 'partner',
  target: async (request, today, reporting) => {
    const caller = callerOf(request);
    const partnerId = partnerIdOf(caller.roles) ?? '';
    const ctx: PortalContext = { roles: caller.roles, segment: deriveSegment(undefined), agencyNumber: caller.agencyNumber, today };
    return partnerReportTarget(ctx, partnerId, await partnerNameOf(reporting(), partnerId));
  },
};
