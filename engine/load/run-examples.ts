import type { Values } from '../conditions/condition';
import { computeDefaults } from '../form-model/compute-defaults';
import type { Definition } from '../model/definition';
import { buildFormPayload } from '../payload/build-form-payload';
import { buildReportPayload, buildReportRequest } from '../payload/report-request';
import { decodeFormRequest } from '../payload/decode-form-request';
import type { Problem } from '../model/problem';
import { isDefinitionVisible } from '../model/visible-fields';
import { pointerToken } from '../model/expand-fields';
import { readBack, readBackWords, stepsChanging } from '../transforms/read-back';
import { transformLibrary } from '../transforms/transform-library';
import { validateValues } from '../validation/validate-values';
import type { ExampleJson } from '../declarations.gen';
import type { ReportRequest } from '../payload/report-wire';

// Compares one example; returns what differs, or undefined.
function runExample(def: Definition, ex: ExampleJson): { pointer: string; message: string } | undefined {
  const values: Values = ex.withDefaults ? { ...computeDefaults(def, ex.context), ...ex.values } : ex.values;
  const result = validateValues(def, values, ex.context);
  if (ex.errors) {
    // An expected error without a code matches on field and message only.
    const shape = (e: { field: string; message: string; code?: string }, withCode: boolean) => (withCode ? { field: e.field, message: e.message, code: e.code } : { field: e.field, message: e.message });
    const actual = result.errors.map((e, i) => shape(e, Boolean(ex.errors?.[i]?.code)));
    const expected = ex.errors.map((e) => shape(e, Boolean(e.code)));
    const same = JSON.stringify(actual) === JSON.stringify(expected);
    return same ? undefined : { pointer: '/errors', message: `expected errors ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}` };
  }
  if (!result.valid) {
    return { pointer: '/values', message: `expected a payload, got errors ${result.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}` };
  }
  const payload = def.report
    ? buildReportPayload(def, values, ex.context, ex.formatType ? { formatType: ex.formatType } : {})
    : buildFormPayload(def, values, ex.context);
  const [actual, expected] = [JSON.stringify(payload), JSON.stringify(ex.payload)];
  if (actual !== expected) return { pointer: '/payload', message: `expected ${expected}, got ${actual}` };
  if (!def.report) return undefined;
  // The server reads bodies with decodeFormRequest: every golden report body must be accepted as it stands.
  const decoded = decodeFormRequest(def, payload, ex.context);
  const request = buildReportRequest(def, values, ex.context, ex.formatType ? { formatType: ex.formatType } : {});
  return decoded.ok ? undefined : { pointer: '/payload', message: `the server check refuses it: ${decoded.errors.map((e) => `${e.field}: ${e.message}${readBackNote(def, e.field, request)}`).join('; ')}` };
}

// Why a refused field's value differs on the server: the text steps on it and what the server read ("lotto" → "LOTTO").
function readBackNote(def: Definition, name: string, request: ReportRequest): string {
  const field = def.byName.get(name) ?? def.fields.find((f) => f.param === name);
  if (!field) return '';
  const steps = stepsChanging(def.json['x-transforms'] ?? [], field.param).filter((t) => transformLibrary[t.op]?.inverse?.readsBack);
  const reading = readBack(steps, field);
  const sent = request.parameters.find((p) => p.name === field.param)?.values[0];
  if (steps.length === 0 || typeof sent !== 'string' || !('read' in reading)) return '';
  return ` (${field.param} is sent as "${sent}" and read back as "${reading.read(sent)}": ${readBackWords(steps)})`;
}

// An example a form would never produce: values of fields the definition lacks, or a caller who cannot see the form.
function impossibleExample(def: Definition, ex: ExampleJson): { pointer: string; message: string } | undefined {
  const unknown = Object.keys(ex.values).find((name) => !def.byName.has(name));
  if (unknown !== undefined) {
    return { pointer: `/values/${pointerToken(unknown)}`, message: `"${unknown}" is not a field of this definition (fields: ${[...def.byName.keys()].join(', ')})` };
  }
  if (!isDefinitionVisible(def, ex.context)) return { pointer: '/context', message: `roles ${ex.context.roles.join(', ')} in segment ${ex.context.segment} cannot see this ${def.report ? 'report' : 'form'}` };
  return undefined;
}

/** Runs a definition's golden examples: values + context must give exactly the payload (byte for byte) or the errors. */
export function runExamples(def: Definition): Problem[] {
  return def.examples.flatMap((ex, i) => {
    const at = `/x-examples/${i}`;
    const impossible = impossibleExample(def, ex);
    if (impossible) return [{ file: def.file, pointer: `${at}${impossible.pointer}`, message: `"${ex.name}": ${impossible.message}` }];
    try {
      const diff = runExample(def, ex);
      return diff ? [{ file: def.file, pointer: `${at}${diff.pointer}`, message: `"${ex.name}": ${diff.message}` }] : [];
    } catch (e) {
      return [{ file: def.file, pointer: at, message: `"${ex.name}": ${(e as Error).message}` }];
    }
  });
}
