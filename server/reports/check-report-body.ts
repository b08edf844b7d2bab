import { type Definition, type EngineContext, type ReportPayload, type Values, reportFormatOf } from '@ombudsportalen/engine';
import { reportErrors } from './report-errors.js';
import { serverEngine } from '../engine.js';

const { decodeFormRequest, formatMessage, visibleFieldNames } = serverEngine;

const mismatch = (field: string) => ({ field, message: formatMessage('parameterMismatch') });

// The caller types the agency number (RETAIL: a field sending the agency parameter is visible to it).
function agencyTypedBy(def: Definition, ctx: EngineContext): boolean {
  const param = def.report?.agencyParameter;
  return param !== undefined && visibleFieldNames(def, {}, ctx).some((name) => def.byName.get(name)?.param === param);
}

function sentParameter(body: unknown, name: string | undefined): string | undefined {
  const list = (body as { parameterNameValues?: { listOfParamNameValues?: unknown } } | null)?.parameterNameValues?.listOfParamNameValues;
  if (!Array.isArray(list) || name === undefined) return undefined;
  const entry = (list as { name?: unknown; values?: unknown }[]).find((p) => p?.name === name);
  return Array.isArray(entry?.values) && typeof entry.values[0] === 'string' ? entry.values[0] : undefined;
}

/**
 * The server's check of a report body with the report's own definition (docs/reports.md "Server check"), returning the
 * form values the dataset binds. 404 'Fyll i ombudsnummer.' when the caller types the agency and sent none; 400
 * error.validation with Swedish field errors when the body is not one the form builds from valid values, names another
 * format than the URL, or names another agency than the one the report is for.
 */
export function checkReportBody(def: Definition, body: unknown, ctx: EngineContext, format: 'pdf' | 'xlsx', agencyNumber?: string): Values {
  const agencyParameter = def.report?.agencyParameter;
  if (agencyTypedBy(def, ctx) && sentParameter(body, agencyParameter) === undefined) throw reportErrors.agencyMissing();
  const decoded = decodeFormRequest(def, body, ctx);
  const formMessage = formatMessage(def.formMessage);
  if (!decoded.ok) throw reportErrors.invalid(decoded.formMessage, decoded.errors.map(({ field, message }) => ({ field, message })));
  if (reportFormatOf(body as ReportPayload) !== format) throw reportErrors.invalid(formMessage, [mismatch('formatType')]);
  if (agencyNumber !== undefined && agencyParameter !== undefined && sentParameter(body, agencyParameter) !== agencyNumber) {
    throw reportErrors.invalid(formMessage, [mismatch(agencyParameter)]);
  }
  return decoded.values;
}
