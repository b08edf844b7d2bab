import type { Values } from '../conditions/condition';
import { visibleValues } from '../model/visible-fields';
import type { EngineContext } from '../context/engine-context';
import { vocabulary } from '../context/engine-scope';
import type { Definition } from '../model/definition';
import { applyTransforms } from '../transforms/apply-transforms';
import { transformLibrary } from '../transforms/transform-library';
import { type ValidationError, validateValues } from '../validation/validate-values';
import { collectParameters } from './collect-parameters';
import { type ReportRequest, reportWire } from './report-wire';
import type { FormatType } from '../declarations.gen';

/** Options of a report request. */
export interface ReportOptions {
  /** pdf (default) or xlsx. */
  formatType?: FormatType;
}

/** Every parameter name a definition can send: its fields', those its transforms add, and the context parameter. */
export function sendableParameters(def: Definition): string[] {
  const names = new Set(def.fields.filter((f) => f.submit).map((f) => f.param));
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: a loaded definition names known ops only (check refuses others)
  for (const t of def.transforms) for (const p of transformLibrary[t.op]?.adds(t) ?? []) names.add(p);
  if (def.report?.agencyParameter) names.add(def.report.agencyParameter);
  return [...names];
}

/**
 * The neutral request of a report for (valid) values; call validateValues first, or use prepareReportRequest. Year and
 * week only when a transform set them. The context parameter (x-report.agencyParameter) takes the host's value for the
 * session (its vocabulary's contextParameterValue) when no field sent it.
 */
export function buildReportRequest(def: Definition, values: Values, ctx: EngineContext, options: ReportOptions = {}): ReportRequest {
  const report = def.report;
  if (!report) throw new Error(`${def.file}: not a report definition (no x-report)`);
  const format = options.formatType ?? 'pdf';
  if (!report.formats.includes(format)) throw new Error(`${def.file}: report ${report.code} has no ${format} format`);
  const visible = visibleValues(def, values, ctx);
  const { params, body } = applyTransforms(def.transforms, collectParameters(def, visible), visible);
  const fromContext = vocabulary().contextParameterValue?.(ctx);
  if (report.agencyParameter && fromContext && !params.some((p) => p.name === report.agencyParameter)) {
    params.push({ name: report.agencyParameter, values: [fromContext] });
  }
  return {
    code: report.code,
    kind: report.payloadKind,
    ...(body.year !== undefined ? { year: body.year } : {}),
    ...(body.week !== undefined ? { week: body.week } : {}),
    parameters: params.map((p) => ({ name: p.name, values: p.values.map(String) })),
    format,
  };
}

/** The body a report's request is sent as: the neutral request in the engine's wire format (createEngine's reportWire). */
export function buildReportPayload(def: Definition, values: Values, ctx: EngineContext, options: ReportOptions = {}): unknown {
  return reportWire().encode(buildReportRequest(def, values, ctx, options));
}

/** Validation then request: the one call a report form's Download button needs. */
export type PreparedReport = { ok: true; request: ReportRequest; body: unknown } | { ok: false; errors: ValidationError[]; formMessage: string };

/** Validates values and, when valid, builds the report request and its body. */
export function prepareReportRequest(def: Definition, values: Values, ctx: EngineContext, options: ReportOptions = {}): PreparedReport {
  const result = validateValues(def, values, ctx);
  // Stryker disable next-line StringLiteral: an invalid result always has its form message
  if (!result.valid) return { ok: false, errors: result.errors, formMessage: result.formMessage ?? '' };
  const request = buildReportRequest(def, values, ctx, options);
  return { ok: true, request, body: reportWire().encode(request) };
}
