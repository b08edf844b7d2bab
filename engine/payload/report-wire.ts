// A report request as the engine builds and reads it, and the seam to a host's wire format: the host gives
// createEngine a ReportWire (the portal: portal/reports/report-wire.ts); without one the neutral request is the body.
import type { FormatType, ReportJson } from '../declarations.gen';
import type { Definition } from '../model/definition';
import type { MessageCode } from '../model/message-catalogue';
import { type EngineScope, engineScope } from '../context/engine-scope';

/** One name/values pair of a report request. */
export interface ReportParameter {
  name: string;
  values: string[];
}

/** A report request in no host's format: the parameters in order, the body keys transforms set, the file format. */
export interface ReportRequest {
  code: string;
  kind: ReportJson['payloadKind'];
  year?: string;
  week?: string;
  parameters: ReportParameter[];
  format: FormatType;
}

/** A shape problem of a body, on the parameter or body key it concerns. */
export interface WireProblem {
  field: string;
  code: MessageCode;
}

/** A body read by a wire: the neutral request, or its shape problems; the host's facts in the body either way. */
export type WireReading<Facts> = { ok: true; request: ReportRequest; facts: Facts } | { ok: false; problems: WireProblem[]; facts: Facts };

/** What the engine lends a wire's decode: the definition's sendable parameters and a checker of a body against a shape. */
export interface WireTools {
  /** Every parameter name the definition can send (sendableParameters). */
  readonly sendable: readonly string[];
  /** Room for every sendable parameter sent twice (so a duplicate is still named) and a few more. */
  readonly maxEntries: number;
  /** Schema problems of `body`, each on the parameter (an entry of the list at `listPointer`) or body key it concerns. */
  listProblems(schema: object, body: unknown, list: unknown, listPointer: string): WireProblem[];
}

/** A host's report body: written from a neutral request (the SPA sends it, golden examples hold it), read back on the server. */
export interface ReportWire<Body = unknown, Facts = unknown> {
  encode(request: ReportRequest): Body;
  /** The neutral request a body carries and the host facts it names, or why it is no body the definition builds. */
  decode(def: Definition, body: unknown, tools: WireTools): WireReading<Facts>;
  /** Parameter names the wire keeps for itself (check refuses a report parameter so named). */
  readonly reserved?: readonly string[];
  /** A golden body of definition format 1 (the format as a body key formatType) in the wire's body, and what changed. */
  upgradeFormatKey?(payload: Record<string, unknown>): { body: Record<string, unknown>; note: string };
}

const MAX_VALUES = 16;

// Each engine's wire, by its scope (the payload layer's setting: the context layer knows no request).
const WIRES = new WeakMap<EngineScope, ReportWire>();

/** Gives an engine its wire (createEngine does, once). */
export function bindReportWire(scope: EngineScope, wire: ReportWire): void {
  WIRES.set(scope, wire);
}

/** The running engine's wire: the host's, or the neutral one. */
export function reportWire(): ReportWire {
  return WIRES.get(engineScope()) ?? NEUTRAL_REPORT_WIRE;
}

/** The engine's own wire: the neutral request is the body (a host without a wire format of its own). */
export const NEUTRAL_REPORT_WIRE: ReportWire<ReportRequest, Record<string, never>> = {
  encode: (request) => request,
  decode(def, body, tools) {
    const report = def.report!; // only reports are decoded
    const schema = {
      type: 'object', additionalProperties: false, required: ['code', 'kind', 'parameters', 'format'],
      properties: {
        code: { const: report.code }, kind: { const: report.payloadKind }, format: { enum: report.formats },
        year: { type: 'string', pattern: '^[0-9]{2}$' }, week: { type: 'string', pattern: '^[0-9]{2}$' },
        parameters: {
          type: 'array', maxItems: tools.maxEntries,
          items: {
            type: 'object', additionalProperties: false, required: ['name', 'values'],
            properties: { name: { enum: [...tools.sendable] }, values: { type: 'array', minItems: 1, maxItems: MAX_VALUES, items: { type: 'string', minLength: 1, maxLength: 256 } } },
          },
        },
      },
    };
    const problems = tools.listProblems(schema, body, (body as { parameters?: unknown } | null)?.parameters, '/parameters');
    return problems.length ? { ok: false, problems, facts: {} } : { ok: true, request: body as ReportRequest, facts: {} };
  },
};
