import type { Values } from '../conditions/condition';
import type { EngineContext } from '../context/engine-context';
import { checkAgainstSchema } from '../validation/check-against-schema';
import { type MessageCode, formatMessage } from '../model/message-catalogue';
import type { Definition } from '../model/definition';
import { type ValidationError, validateValues } from '../validation/validate-values';
import { buildReportRequest, sendableParameters } from './report-request';
import { type ReportRequest, type WireProblem, type WireTools, reportWire } from './report-wire';
import { decodeValues } from './decode-values';
import type { FormatType } from '../declarations.gen';

/**
 * The one reading of a report body: the form values it was built from, its format and the host facts the wire reads
 * off it (the portal: the agency), or Swedish errors (the facts even then: a host answers a missing one its own way).
 */
export type DecodedReport<Facts = unknown> =
  | { ok: true; values: Values; format: FormatType; request: ReportRequest; facts: Facts }
  | { ok: false; errors: ValidationError[]; formMessage: string; facts: Facts };

const error = (field: string, code: MessageCode): ValidationError => ({ field, message: formatMessage(code), code });

const MAX_VALUES_PER_PARAMETER = 16;

// A list far longer than any form builds is refused before the schema walks it (allErrors would visit every entry).
function oversized(maxEntries: number, list: unknown): boolean {
  if (!Array.isArray(list)) return false;
  if (list.length > maxEntries) return true;
  return list.some((p) => Array.isArray((p as { values?: unknown } | null)?.values) && (p as { values: unknown[] }).values.length > MAX_VALUES_PER_PARAMETER);
}

/** What the engine lends a wire's decode for a definition: its sendable parameters, their bound, a shape checker. */
export function wireTools(def: Definition): WireTools {
  const sendable = sendableParameters(def);
  const maxEntries = 2 * sendable.length + 8;
  return {
    sendable,
    maxEntries,
    listProblems(schema, body, list, listPointer) {
      if (oversized(maxEntries, list)) return [{ field: listPointer.split('/')[1] ?? 'body', code: 'wrongFormat' }];
      const problems: WireProblem[] = checkAgainstSchema(schema, body, def.file).map((p) => {
        const index = p.pointer.startsWith(`${listPointer}/`) ? p.pointer.slice(listPointer.length + 1).split('/')[0] : undefined;
        // Stryker disable next-line ConditionalExpression,OptionalChaining: an index comes only from a pointer into the list, so the list is an array then; list[NaN] is undefined anyway
        const name = index === undefined ? undefined : (list as { name?: unknown }[] | undefined)?.[Number(index)]?.name;
        const field = typeof name === 'string' ? name : p.pointer.split('/')[1] || 'body';
        return { field, code: p.pointer.endsWith('/name') ? 'unknownParameter' : 'wrongFormat' };
      });
      if (Array.isArray(list)) {
        const seen = new Set<string>();
        for (const p of list as { name?: unknown }[]) {
          if (typeof p?.name === 'string' && seen.has(p.name)) problems.push({ field: p.name, code: 'duplicateParameter' });
          if (typeof p?.name === 'string') seen.add(p.name);
        }
      }
      // One problem per field, the first; a Set keeps this linear in the number of problems (a body may carry thousands).
      const reported = new Set<string>();
      return problems.filter((e) => !reported.has(e.field) && Boolean(reported.add(e.field)));
    },
  };
}

// What differs between the sent request and the one the definition builds from the decoded values.
function roundTripErrors(sent: ReportRequest, rebuilt: ReportRequest): ValidationError[] {
  const byName = (r: ReportRequest) => new Map(r.parameters.map((e) => [e.name, JSON.stringify(e.values)]));
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
 * Reads a report body the way the form built it (docs/reports.md, "Server check"): the engine's wire reads its shape
 * (one the definition can produce) into the neutral request; the form values are decoded in one pass (each transform
 * undone by its declared inverse, unsent helper fields read off what they reveal); those values must pass every rule
 * of the form; and building the request again from them must give exactly the sent parameters (so a hidden field, a
 * wrong copy or a foreign context parameter is refused).
 */
export function decodeReportRequest(def: Definition, body: unknown, ctx: EngineContext): DecodedReport {
  const reading = reportWire().decode(def, body, wireTools(def));
  const fail = (errors: ValidationError[]): DecodedReport => ({ ok: false, errors, formMessage: formatMessage(def.formMessage), facts: reading.facts });
  if (!reading.ok) return fail(reading.problems.map((p) => error(p.field, p.code)));
  const sent = reading.request;
  const format = sent.format; // one of the report's formats: the wire's shape check saw to it
  const byName = new Map(sent.parameters.map((p) => [p.name, p.values[0] as string])); // one value at least: the shape check saw to it
  const mismatchesOf = (values: Values) => roundTripErrors(sent, buildReportRequest(def, values, ctx, { formatType: format }));
  let values = decodeValues(def, byName, ctx);
  let mismatches = mismatchesOf(values);
  if (mismatches.length) {
    // The revealed reading does not explain the body: its differences are told against the form as it opens.
    // Stryker disable next-line StringLiteral: any reading but 'revealed' is the defaults reading
    values = decodeValues(def, byName, ctx, 'default');
    mismatches = mismatchesOf(values);
  }
  const validation = validateValues(def, values, ctx);
  if (!validation.valid) return fail(validation.errors);
  if (mismatches.length) return fail(mismatches);
  return { ok: true, values, format, request: sent, facts: reading.facts };
}
