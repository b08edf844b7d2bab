import type { Definition, FormatType, Values } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { reportErrors } from './report-errors.js';
import { serverEngine } from '../engine.js';

const { decodeReportRequest, formatMessage, visibleFieldNames } = serverEngine;

const mismatch = (field: string) => ({ field, message: formatMessage('parameterMismatch') });

/** A report body read once: the form values the dataset binds, the format it names, and the agency it is for when sent. */
export interface ReportBodyReading {
  values: Values;
  format: FormatType;
  agencyNumber?: string;
}

// The caller types the agency number (RETAIL: a field sending the agency parameter is visible to it).
function agencyTypedBy(def: Definition, ctx: PortalContext): boolean {
  const param = def.report?.agencyParameter;
  return param !== undefined && visibleFieldNames(def, {}, ctx).some((name) => def.byName.get(name)?.param === param);
}

/**
 * The one reading of a report body with the report's own definition (docs/reports.md "Server check"), through the
 * engine's decodeReportRequest and the portal's wire. 404 'Fyll i ombudsnummer.' when the caller types the agency and
 * sent none; 400 error.validation with Swedish field errors when the body is not one the form builds from valid values.
 */
export function readReportBody(def: Definition, body: unknown, ctx: PortalContext): ReportBodyReading {
  const decoded = decodeReportRequest(def, body, ctx);
  if (agencyTypedBy(def, ctx) && decoded.facts.agencyNumber === undefined) throw reportErrors.agencyMissing();
  if (!decoded.ok) throw reportErrors.invalid(decoded.formMessage, decoded.errors.map(({ field, message }) => ({ field, message })));
  return { values: decoded.values, format: decoded.format, ...(decoded.facts.agencyNumber === undefined ? {} : { agencyNumber: decoded.facts.agencyNumber }) };
}

/**
 * The server's check of a report body, returning the form values the dataset binds: its reading (readReportBody, or
 * the caller's when it read the body already), then 400 when it names another format than the URL, or another agency
 * than the one the report is for.
 */
export function checkReportBody(def: Definition, body: unknown, ctx: PortalContext, format: FormatType, agencyNumber?: string, reading = readReportBody(def, body, ctx)): Values {
  const agencyParameter = def.report?.agencyParameter;
  const formMessage = formatMessage(def.formMessage);
  if (reading.format !== format) throw reportErrors.invalid(formMessage, [mismatch('formatType')]);
  if (agencyNumber !== undefined && agencyParameter !== undefined && reading.agencyNumber !== agencyNumber) {
    throw reportErrors.invalid(formMessage, [mismatch(agencyParameter)]);
  }
  return reading.values;
}
