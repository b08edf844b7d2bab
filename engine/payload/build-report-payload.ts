import type { Values } from '../conditions/condition';
import { visibleValues } from '../model/visible-fields';
import { type EngineContext, effectiveAgencyNumber } from '../context/engine-context';
import type { Definition } from '../model/definition';
import { applyTransforms } from '../transforms/apply-transforms';
import { collectParameters } from './collect-parameters';
import type { FormatType } from '../declarations.gen';

/** One name/values pair of a report request. */
export interface ReportParameter {
  name: string;
  values: string[];
}

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

/** The format a body asks for: the value of its formatType pair (undefined when there is none). */
export function reportFormatOf(body: ReportPayload): string | undefined {
  return body.parameterNameValues.listOfParamNameValues.find((p) => p.name === FORMAT_PARAMETER)?.values[0];
}

/** Options of a report request. */
export interface ReportOptions {
  /** pdf (default) or xlsx. */
  formatType?: FormatType;
}

/** The exact request body of a report for (valid) values; call validateValues first, or use prepareReportRequest. */
export function buildReportPayload(def: Definition, values: Values, ctx: EngineContext, options: ReportOptions = {}): ReportPayload {
  const report = def.report;
  if (!report) throw new Error(`${def.file}: not a report definition (no x-report)`);
  const formatType = options.formatType ?? 'pdf';
  if (!report.formats.includes(formatType)) throw new Error(`${def.file}: report ${report.code} has no ${formatType} format`);
  const visible = visibleValues(def, values, ctx);
  const { params, body } = applyTransforms(def.transforms, collectParameters(def, visible), visible);
  const agency = effectiveAgencyNumber(ctx);
  if (report.agencyParameter && agency && !params.some((p) => p.name === report.agencyParameter)) {
    params.push({ name: report.agencyParameter, values: [agency] }); // internal users: picked agency; others: their own
  }
  return {
    type: report.payloadKind,
    ...(body.year !== undefined ? { year: body.year } : {}),
    ...(body.week !== undefined ? { week: body.week } : {}),
    byPassCache: 'true',
    parameterNameValues: {
      listOfParamNameValues: [
        ...params.map((p) => ({ name: p.name, values: p.values.map(String) })),
        { name: FORMAT_PARAMETER, values: [formatType] },
      ],
    },
  };
}
