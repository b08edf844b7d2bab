import type { Definition } from '../model/definition';
import { transformLibrary } from '../transforms/transform-library';
import { FORMAT_PARAMETER } from './build-report-payload';

/** Every parameter name a definition can send: its fields', those its transforms add, and the agency parameter. */
export function sendableParameters(def: Definition): string[] {
  const names = new Set(def.fields.filter((f) => f.submit).map((f) => f.param));
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: a loaded definition names known ops only (check refuses others)
  for (const t of def.transforms) for (const p of transformLibrary[t.op]?.adds(t) ?? []) names.add(p);
  if (def.report?.agencyParameter) names.add(def.report.agencyParameter);
  return [...names];
}

/**
 * A JSON Schema of the report request body a definition produces (part 2 §3), for the server to check incoming
 * requests with the same definition: the body's type, known parameter names, non-empty string values, and the format
 * as the pair formatType (one of the report's formats; never a body key).
 * Transformed values (e.g. "240301") cannot be traced back to the form's rules, so values are checked as strings only.
 */
export function reportRequestSchema(def: Definition): Record<string, unknown> {
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
            maxItems: 2 * sendableParameters(def).length + 8,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['name', 'values'],
              properties: {
                name: { enum: [...sendableParameters(def), FORMAT_PARAMETER] },
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
