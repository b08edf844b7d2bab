// The operator's report wire format (part 2 §3, §7), once for the SPA that sends it, the server and the studio that
// read it, and the golden examples that hold it: the engine builds and reads a neutral request
// (@ombudsportalen/engine's ReportRequest); this module maps it to the operator's body and URL code and back.
import type { Definition, FormatType, ReportParameter, ReportRequest, ReportWire, WireProblem, WireTools } from '@ombudsportalen/engine/browser';
import { reportFileName } from '@ombudsportalen/engine/browser';
import { partnerIdOf } from '../access';
import { type PortalContext, effectiveAgencyNumber } from '../engine-vocabulary';

/** The name of the pair that carries the file format (part 2 §3 lists formatType among the name/value pairs). */
export const FORMAT_PARAMETER = 'formatType';

/**
 * The report request body (part 2 §3). Keys always in this order; year and week only when a transform set them
 * (JSON.stringify of the same input is byte-for-byte the same). The format is the last pair of the list.
 */
export interface ReportPayload {
  type: 'agency' | 'partner';
  year?: string;
  week?: string;
  byPassCache: 'true';
  parameterNameValues: { listOfParamNameValues: ReportParameter[] };
}

/** What the server reads off a body besides the request: the agency parameter's value, when sent. */
export interface ReportBodyFacts {
  agencyNumber?: string;
}

/** The format a body asks for: the value of its formatType pair (undefined when there is none). */
export function reportFormatOf(body: ReportPayload): string | undefined {
  return body.parameterNameValues.listOfParamNameValues.find((p) => p.name === FORMAT_PARAMETER)?.values[0];
}

/**
 * A JSON Schema of the report request body a definition produces (part 2 §3), for the server to check incoming
 * requests with the same definition: the body's type, known parameter names, non-empty string values, and the format
 * as the pair formatType (one of the report's formats; never a body key).
 * Transformed values (e.g. "240301") cannot be traced back to the form's rules, so values are checked as strings only.
 */
export function reportRequestSchema(def: Definition, tools: Pick<WireTools, 'sendable' | 'maxEntries'>): Record<string, unknown> {
  const report = def.report;
  if (!report) throw new Error(`${def.file}: not a report definition (no x-report)`);
  return {
    type: 'object',
    additionalProperties: false,
    required: ['type', 'byPassCache', 'parameterNameValues'],
    properties: {
      type: { const: report.payloadKind },
      year: { type: 'string', pattern: '^[0-9]{2}$' },
      week: { type: 'string', pattern: '^[0-9]{2}$' },
      byPassCache: { const: 'true' },
      parameterNameValues: {
        type: 'object',
        additionalProperties: false,
        required: ['listOfParamNameValues'],
        properties: {
          listOfParamNameValues: {
            type: 'array',
            maxItems: tools.maxEntries,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['name', 'values'],
              properties: {
                name: { enum: [...tools.sendable, FORMAT_PARAMETER] },
                // Bounded: the server reads this from clients (docs/security.md, finding 1).
                values: { type: 'array', minItems: 1, maxItems: 16, items: { type: 'string', minLength: 1, maxLength: 256 } },
              },
              if: { properties: { name: { const: FORMAT_PARAMETER } } },
              then: { properties: { values: { maxItems: 1, items: { enum: report.formats } } } },
            },
          },
        },
      },
    },
  };
}

const LIST_POINTER = '/parameterNameValues/listOfParamNameValues';

// The agency parameter's first value as sent, read leniently: the server tells a missing agency before any shape problem.
function sentAgency(def: Definition, body: unknown): string | undefined {
  const list = (body as { parameterNameValues?: { listOfParamNameValues?: unknown } } | null)?.parameterNameValues?.listOfParamNameValues;
  const name = def.report?.agencyParameter;
  if (!Array.isArray(list) || name === undefined) return undefined;
  const entry = (list as { name?: unknown; values?: unknown }[]).find((p) => p?.name === name);
  return Array.isArray(entry?.values) && typeof entry.values[0] === 'string' ? entry.values[0] : undefined;
}

/** The operator's body of a neutral request, and the neutral request of a body (with the agency it names). */
export const PORTAL_REPORT_WIRE: ReportWire<ReportPayload, ReportBodyFacts> = {
  reserved: [FORMAT_PARAMETER],
  // Definition format 1 → 2 (schemas migrate): the format moved from a body key to the last pair.
  upgradeFormatKey(payload) {
    const { formatType, ...body } = payload;
    const pairs = (body.parameterNameValues as { listOfParamNameValues?: { name: string; values: unknown[] }[] } | undefined)?.listOfParamNameValues;
    if (Array.isArray(pairs) && !pairs.some((p) => p.name === FORMAT_PARAMETER)) pairs.push({ name: FORMAT_PARAMETER, values: [formatType] });
    return { body, note: 'formatType moved from a body key to the last name/value pair' };
  },
  encode: (request) => ({
    type: request.kind,
    ...(request.year !== undefined ? { year: request.year } : {}),
    ...(request.week !== undefined ? { week: request.week } : {}),
    byPassCache: 'true',
    parameterNameValues: { listOfParamNameValues: [...request.parameters, { name: FORMAT_PARAMETER, values: [request.format] }] },
  }),
  decode(def, body, tools) {
    const agency = sentAgency(def, body);
    const facts: ReportBodyFacts = agency === undefined ? {} : { agencyNumber: agency };
    const list = (body as ReportPayload | null)?.parameterNameValues?.listOfParamNameValues;
    const problems: WireProblem[] = tools.listProblems(reportRequestSchema(def, tools), body, list, LIST_POINTER);
    const format = problems.length ? undefined : reportFormatOf(body as ReportPayload);
    if (problems.length === 0 && format === undefined) problems.push({ field: FORMAT_PARAMETER, code: 'requiredShort' });
    if (problems.length) return { ok: false, problems, facts };
    const { type, year, week } = body as ReportPayload;
    const parameters = list!.filter((p) => p.name !== FORMAT_PARAMETER); // the format pair is read by no field
    const request: ReportRequest = { code: def.report!.code, kind: type, ...(year !== undefined ? { year } : {}), ...(week !== undefined ? { week } : {}), parameters, format: format as FormatType };
    return { ok: true, request, facts };
  },
};

/** The same body asking for another format (the studio's PDF and XLSX buttons): its formatType pair replaced. */
export function reportBodyInFormat(body: ReportPayload, format: FormatType): ReportPayload {
  const list = body.parameterNameValues.listOfParamNameValues;
  return { ...body, parameterNameValues: { ...body.parameterNameValues, listOfParamNameValues: [...list.filter((p) => p.name !== FORMAT_PARAMETER), { name: FORMAT_PARAMETER, values: [format] }] } };
}

/** The suffix of a URL code that asks for the xlsx workbook ("EKOROM12_excel"); the plain code asks for the PDF. */
const EXCEL_SUFFIX = '_excel';

/** The code in a report URL: the report code, with _excel for xlsx (part 2 §7). */
export function reportUrlCode(code: string, format: FormatType): string {
  return format === 'xlsx' ? `${code}${EXCEL_SUFFIX}` : code;
}

/** The report code and format a URL code asks for ("EKOROM12_excel" → EKOROM12 as xlsx). */
export function parseReportUrlCode(urlCode: string): { code: string; format: FormatType } {
  return urlCode.endsWith(EXCEL_SUFFIX) ? { code: urlCode.slice(0, -EXCEL_SUFFIX.length), format: 'xlsx' } : { code: urlCode, format: 'pdf' };
}

/** Everything the SPA needs to fetch a report: which code and agency/partner to call, the body, the file name. */
export interface ReportCall {
  reportCode: string;
  /** The code in the URL: the report code, with an _excel suffix for xlsx (part 2 §7). */
  urlCode: string;
  /** The agency the report is for: the agency parameter's value when sent (RETAIL types it), else the context's. */
  agencyNumber: string;
  /** For partner reports: the partner id from the first partner role (PARTNER_TELIA → TELIA). */
  partnerId?: string;
  fileName: string;
  body: ReportPayload;
}

/** The call of a neutral request for a session (the engine's buildReportRequest). */
export function reportCall(def: Definition, request: ReportRequest, ctx: PortalContext): ReportCall {
  const agencyParameter = def.report?.agencyParameter;
  const sent = request.parameters.find((p) => p.name === agencyParameter)?.values[0];
  const partnerId = request.kind === 'partner' ? partnerIdOf(ctx.roles) : undefined;
  return {
    reportCode: request.code,
    urlCode: reportUrlCode(request.code, request.format),
    agencyNumber: sent ?? effectiveAgencyNumber(ctx),
    ...(partnerId ? { partnerId } : {}),
    fileName: reportFileName(request.code, request.format),
    body: PORTAL_REPORT_WIRE.encode(request),
  };
}
