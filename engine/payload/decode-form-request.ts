import type { Values } from '../conditions/condition';
import type { EngineContext } from '../context/engine-context';
import { formatMessage } from '../model/message-catalogue';
import type { Definition } from '../model/definition';
import { decodeListBody } from './list-payload';
import type { ValidationError } from '../validation/validate-values';
import { decodeFormBody } from './decode-form-body';
import { decodeReportRequest } from './decode-report-request';
import { normalizeValues } from '../transforms/input-normalizers';

/**
 * A request body read back into the form values it was built from, or what is wrong with it, in one shape whatever
 * the form: `unknown` keys that name no field where the body puts them, `malformed` keys whose value has the wrong
 * shape, and `errors` the form's own Swedish field errors (a report body is checked against every rule of its form).
 */
export type DecodedFormRequest =
  | { ok: true; values: Values }
  | { ok: false; unknown: string[]; malformed: string[]; errors: ValidationError[]; formMessage: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A plain or list form's reading: refused when any key is unknown or malformed; types and rules are the caller's.
// The values come back as the form sends them: each declared normaliser applied ("070-123 45 03" → +46701234503).
function readOf(def: Definition, read: { values: Values; unknown: string[]; malformed: string[] }, ctx: EngineContext): DecodedFormRequest {
  if (read.unknown.length === 0 && read.malformed.length === 0) return { ok: true, values: normalizeValues(def, read.values, ctx) };
  return { ok: false, unknown: read.unknown, malformed: read.malformed, errors: [], formMessage: formatMessage(def.formMessage) };
}

/**
 * The server's one reading of a form's body: the inverse of the builder the definition itself chooses (docs/
 * definitions.md "Reading a body back"): a report (x-report) is read by its parameter list and checked against the
 * whole form; a template's list form (listPayload) by its `{ key, value }` entries; any other form by parameter name
 * with x-payload.nest groups. A list form reads only its list: other body keys belong to the API contract.
 */
export function decodeFormRequest(def: Definition, body: unknown, ctx: EngineContext): DecodedFormRequest {
  if (def.report) {
    const decoded = decodeReportRequest(def, body, ctx);
    return decoded.ok ? { ok: true, values: decoded.values } : { ok: false, unknown: [], malformed: [], errors: decoded.errors, formMessage: decoded.formMessage };
  }
  if (def.listPayload) {
    const list = isObject(body) && Object.hasOwn(body, def.listPayload.list) ? body[def.listPayload.list] : undefined;
    if (!Array.isArray(list)) return readOf(def, { values: {}, unknown: [], malformed: [def.listPayload.list] }, ctx);
    return readOf(def, decodeListBody(def, def.listPayload, list), ctx);
  }
  if (!isObject(body)) return readOf(def, { values: {}, unknown: [], malformed: ['body'] }, ctx);
  return readOf(def, decodeFormBody(def, body), ctx);
}
