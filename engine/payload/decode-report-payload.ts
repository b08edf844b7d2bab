import type { Values } from '../conditions/condition';
import type { EngineContext } from '../context/engine-context';
import { checkAgainstSchema } from '../validation/check-against-schema';
import { type MessageCode, formatMessage } from '../model/message-catalogue';
import type { Definition } from '../model/definition';
import { type ValidationError, validateValues } from '../validation/validate-values';
import { FORMAT_PARAMETER, type ReportPayload, buildReportPayload, reportFormatOf } from './build-report-payload';
import { reportRequestSchema, sendableParameters } from './report-request-schema';
import { decodeValues } from './decode-values';
import type { FormatType } from '../declarations.gen';

/** The server's reading of a report request body: the form values it was built from, or Swedish errors. */
export type DecodedReport = { ok: true; values: Values; body: ReportPayload } | { ok: false; errors: ValidationError[]; formMessage: string };

const error = (field: string, code: MessageCode): ValidationError => ({ field, message: formatMessage(code), code });

// Room for every parameter a definition sends, each sent twice (so a duplicate is still named), and a few values each.
const MAX_VALUES_PER_PARAMETER = 16;
const maxEntries = (def: Definition) => 2 * sendableParameters(def).length + 8;

// A list far longer than any form builds is refused before the schema walks it (allErrors would visit every entry).
function oversized(def: Definition, list: unknown): boolean {
  if (!Array.isArray(list)) return false;
  if (list.length > maxEntries(def)) return true;
  return list.some((p) => Array.isArray((p as { values?: unknown } | null)?.values) && (p as { values: unknown[] }).values.length > MAX_VALUES_PER_PARAMETER);
}

// Shape problems (schema of what the definition can send), each on the parameter or body key it concerns.
function shapeErrors(def: Definition, body: unknown): ValidationError[] {
  const list = (body as ReportPayload | null)?.parameterNameValues?.listOfParamNameValues;
  if (oversized(def, list)) return [error('parameterNameValues', 'wrongFormat')];
  const errors = checkAgainstSchema(reportRequestSchema(def), body, def.file).map((p) => {
    const index = /listOfParamNameValues\/(\d+)/.exec(p.pointer)?.[1];
    // Stryker disable next-line ConditionalExpression,OptionalChaining: an index comes only from a pointer into the list, so the list is an array then; list[NaN] is undefined anyway
    const name = index === undefined ? undefined : list?.[Number(index)]?.name;
    const field = typeof name === 'string' ? name : p.pointer.split('/')[1] || 'body';
    return error(field, p.pointer.endsWith('/name') ? 'unknownParameter' : 'wrongFormat');
  });
  if (Array.isArray(list)) {
    const seen = new Set<string>();
    for (const p of list as { name?: unknown }[]) {
      if (typeof p?.name === 'string' && seen.has(p.name)) errors.push(error(p.name, 'duplicateParameter'));
      if (typeof p?.name === 'string') seen.add(p.name);
    }
  }
  if (errors.length === 0 && reportFormatOf(body as ReportPayload) === undefined) errors.push(error(FORMAT_PARAMETER, 'requiredShort'));
  // One error per field, the first; a Set keeps this linear in the number of errors (a body may carry thousands).
  const reported = new Set<string>();
  return errors.filter((e) => !reported.has(e.field) && Boolean(reported.add(e.field)));
}

// What differs between the sent body and the one the definition builds from the decoded values.
function roundTripErrors(sent: ReportPayload, rebuilt: ReportPayload): ValidationError[] {
  const byName = (p: ReportPayload) => new Map(p.parameterNameValues.listOfParamNameValues.map((e) => [e.name, JSON.stringify(e.values)]));
  const [got, want] = [byName(sent), byName(rebuilt)];
  const errors: ValidationError[] = [];
  for (const [name, value] of got) {
    if (!want.has(name)) errors.push(error(name, 'unexpectedParameter'));
    else if (want.get(name) !== value) errors.push(error(name, 'parameterMismatch'));
  }
  for (const name of want.keys()) if (!got.has(name)) errors.push(error(name, 'requiredShort'));
  for (const key of ['year', 'week'] as const) if (sent[key] !== rebuilt[key]) errors.push(error(key, 'parameterMismatch'));
  return errors;
}

/**
 * Reads a report request body the way the form built it (docs/reports.md, "Server check"): its shape must be one the
 * definition can produce; the form values are decoded in one pass (each transform undone by its declared inverse,
 * unsent helper fields read off what they reveal); those values must pass every rule of the form; and building the
 * body again from them must give exactly the sent parameters (so a hidden field, a wrong copy or a foreign agency
 * number is refused).
 */
export function decodeReportPayload(def: Definition, body: unknown, ctx: EngineContext): DecodedReport {
  const fail = (errors: ValidationError[]): DecodedReport => ({ ok: false, errors, formMessage: formatMessage(def.formMessage) });
  const shape = shapeErrors(def, body);
  if (shape.length) return fail(shape);
  const sentBody = body as ReportPayload;
  const formatType = reportFormatOf(sentBody) as FormatType; // one of the report's formats: the shape check saw to it
  // The format pair is read too, by no field (check refuses a report parameter named formatType).
  const sent = new Map(sentBody.parameterNameValues.listOfParamNameValues.map((p) => [p.name, p.values[0] as string])); // one value at least: the shape check saw to it
  const mismatchesOf = (values: Values) => roundTripErrors(sentBody, buildReportPayload(def, values, ctx, { formatType }));
  let values = decodeValues(def, sent, ctx);
  let mismatches = mismatchesOf(values);
  if (mismatches.length) {
    // The revealed reading does not explain the body: its differences are told against the form as it opens.
    // Stryker disable next-line StringLiteral: any reading but 'revealed' is the defaults reading
    values = decodeValues(def, sent, ctx, 'default');
    mismatches = mismatchesOf(values);
  }
  const validation = validateValues(def, values, ctx);
  if (!validation.valid) return fail(validation.errors);
  if (mismatches.length) return fail(mismatches);
  return { ok: true, values, body: sentBody };
}
