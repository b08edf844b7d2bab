// Size bounds for what a client sends, shared by the route schemas (docs/security.md, finding 1). Only sizes: no
// `type`, so Fastify's ajv coerces nothing and the definitions' own checks still give their Swedish field errors.

/** Body limits per route, in bytes: each is room for the largest body the route's form can build, and little more. */
export const BODY_LIMITS = {
  report: 64 * 1024,
  form: 32 * 1024,
  small: 8 * 1024,
} as const;

export const MAX_STRING = 1024;

/**
 * Any JSON value whose strings, arrays and objects are bounded, nested at most `depth` levels (arrays and objects
 * deeper than that must be empty). For form bodies the engine then reads field by field.
 */
export function boundedJson(depth: number, items = 32, properties = 64): Record<string, unknown> {
  if (depth <= 0) return { maxLength: MAX_STRING, maxItems: 0, maxProperties: 0 };
  const inner = boundedJson(depth - 1, items, properties);
  return { maxLength: MAX_STRING, maxItems: items, maxProperties: properties, items: inner, additionalProperties: inner };
}

/**
 * A report request body (part 2 §3) bounded in every array and string. The report's definition checks the rest with
 * its own Swedish messages (server/reports/check-report-body.ts).
 */
export const reportBodyBounds = {
  type: 'object',
  maxProperties: 8,
  additionalProperties: boundedJson(1, 8, 8),
  properties: {
    parameterNameValues: {
      maxProperties: 4,
      additionalProperties: boundedJson(1, 8, 8),
      properties: {
        listOfParamNameValues: {
          maxItems: 64,
          items: {
            maxProperties: 4,
            additionalProperties: boundedJson(1, 8, 8),
            properties: { name: { maxLength: 64 }, values: { maxItems: 16, items: { maxLength: 256, maxItems: 0, maxProperties: 0 } } },
          },
        },
      },
    },
  },
} as const;
