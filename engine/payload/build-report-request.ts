import type { Values } from '../conditions/condition';
import { type EngineContext, effectiveAgencyNumber } from '../context/engine-context';
import { vocabulary } from '../context/engine-scope';
import type { Definition } from '../model/definition';
import { type ValidationError, validateValues } from '../validation/validate-values';
import { type ReportOptions, type ReportPayload, buildReportPayload } from './build-report-payload';
import { reportFileName, reportUrlCode } from './report-file';

/** Everything a client needs to fetch a report: which code and agency/partner to call, the body, the file name. */
export interface ReportRequest {
  reportCode: string;
  /** The code in the URL: the report code, with an _excel suffix for xlsx (part 2 §7). */
  urlCode: string;
  /** The agency the report is for: the agency parameter's value when sent (RETAIL types it), else the context's. */
  agencyNumber: string;
  /** For partner reports: the partner id from the first role (PARTNER_TELIA → TELIA). */
  partnerId?: string;
  fileName: string;
  body: ReportPayload;
}

/** The request of a report for (valid) values. */
export function buildReportRequest(def: Definition, values: Values, ctx: EngineContext, options: ReportOptions = {}): ReportRequest {
  const body = buildReportPayload(def, values, ctx, options);
  const formatType = options.formatType ?? 'pdf'; // the body's formatType pair, as buildReportPayload wrote it
  const report = def.report!; // present: buildReportPayload throws for non-reports
  const sentAgency = body.parameterNameValues.listOfParamNameValues.find((p) => p.name === report.agencyParameter)?.values[0];
  const partnerId = report.payloadKind === 'partner' ? vocabulary().partnerIdOf(ctx.roles) : undefined;
  return {
    reportCode: report.code,
    urlCode: reportUrlCode(report.code, formatType),
    agencyNumber: sentAgency ?? effectiveAgencyNumber(ctx),
    ...(partnerId ? { partnerId } : {}),
    fileName: reportFileName(report.code, formatType),
    body,
  };
}

/** Validation then request: the one call a report form's Download button needs. */
export type PreparedReport = { ok: true; request: ReportRequest } | { ok: false; errors: ValidationError[]; formMessage: string };

/** Validates values and, when valid, builds the report request. */
export function prepareReportRequest(def: Definition, values: Values, ctx: EngineContext, options: ReportOptions = {}): PreparedReport {
  const result = validateValues(def, values, ctx);
  // Stryker disable next-line StringLiteral: an invalid result always has its form message
  if (!result.valid) return { ok: false, errors: result.errors, formMessage: result.formMessage ?? '' };
  return { ok: true, request: buildReportRequest(def, values, ctx, options) };
}
