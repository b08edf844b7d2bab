// Fastify's own compilers (ajv for requests, fast-json-stringify for responses), with every compiled route schema kept
// for the process: equal schemas under equal shared schemas and options compile once, not once per Fastify instance.
// The server builds one instance; the tests build one per file or test, and compiling was ~40% of building one.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = NonNullable<Factories['buildValidator']>;
type SerializerFactory = NonNullable<Factories['buildSerializer']>;

const buildValidator = AjvCompiler(); // its pool keeps one Ajv per shared schemas and options, for the process
const buildSerializer = SerializerSelector();
const compiled = new Map<string, Map<string, unknown>>();

/** The compiled function for `route` under `context` (shared schemas and options), compiled on its first use. */
function once<T>(context: string, route: string, compile: () => T): T {
  let routes = compiled.get(context);
  if (routes === undefined) compiled.set(context, (routes = new Map()));
  if (!routes.has(route)) routes.set(route, compile());
  return routes.get(route) as T;
}

const keyOf = (...parts: unknown[]) => JSON.stringify(parts);
/** A body or response schema per media type (`content`) comes with its type; Fastify's types leave it out. */
const contentTypeOf = (route: object) => (route as { contentType?: string }).contentType;

// The shared schemas' part of a context's key: each schema object written out once (a Fastify instance hands the same
// objects to each of its ~80 plugin contexts), then named by a number per distinct text, so equal contents match.
const schemaTexts = new WeakMap<object, string>();
const schemaNumbers = new Map<string, number>();
function schemaNumber(schema: unknown): number {
  let text = typeof schema === 'object' && schema !== null ? schemaTexts.get(schema) : undefined;
  if (text === undefined) {
    text = JSON.stringify(schema);
    if (typeof schema === 'object' && schema !== null) schemaTexts.set(schema, text);
  }
  let number = schemaNumbers.get(text);
  if (number === undefined) schemaNumbers.set(text, (number = schemaNumbers.size));
  return number;
}
const contextOf = (kind: string, externalSchemas: unknown, options: unknown) =>
  keyOf(kind, Object.entries(externalSchemas as Record<string, unknown>).map(([id, schema]) => [id, schemaNumber(schema)]), options);

// The underlying factory is called only when a route of the context is not compiled yet: it keys its own pool by
// writing out every shared schema again.
export const sharedCompilers: { buildValidator: ValidatorFactory; buildSerializer: SerializerFactory } = {
  buildValidator: (externalSchemas, options) => {
    let compile: ReturnType<ValidatorFactory> | undefined;
    const context = contextOf('validator', externalSchemas, options);
    return (route) => once(context, keyOf(route.httpPart, contentTypeOf(route), route.schema), () => (compile ??= buildValidator(externalSchemas, options))(route));
  },
  buildSerializer: (externalSchemas, options) => {
    let compile: ReturnType<SerializerFactory> | undefined;
    const context = contextOf('serializer', externalSchemas, options);
    return (route) => once(context, keyOf(route.httpStatus, contentTypeOf(route), route.schema), () => (compile ??= buildSerializer(externalSchemas, options))(route));
  },
};
