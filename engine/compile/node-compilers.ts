import metaSchema from '../../schemas/meta/definition.schema.json';
import { checkAgainstSchema } from '../validation/check-against-schema';
import type { CompiledValidator } from '../model/definition';
import { createValidationAjv } from '../validation/create-ajv';
import type { RuntimeCompilers } from '../validation/runtime-compilers';
import type { PatternEngine } from '../context/engine-scope';
import { RE2JS } from 're2js';

/** The definition meta-schema (schemas/meta/definition.schema.json). */
export const definitionMetaSchema: object = metaSchema;

// One ajv for runtime compilation (Node: server, CLI, tests), made on first use; browsers never load this module.
let runtimeAjv: ReturnType<typeof createValidationAjv> | undefined;

const NODE_RUNTIME: RuntimeCompilers = {
  compileValidator(def) {
    // Stryker disable next-line BooleanLiteral: standalone only keeps the generated source beside the same validator
    runtimeAjv ??= createValidationAjv(false);
    return runtimeAjv.compile(def.validation.schema) as unknown as CompiledValidator;
  },
  metaSchemaProblems: (json, file) => checkAgainstSchema(metaSchema, json, file),
};

/** Node's compilers for createEngine: ajv's schema compiler and RE2 (patterns from data run at once in Node). */
export function nodeCompilers(): { runtime: RuntimeCompilers; patterns: PatternEngine } {
  return { runtime: NODE_RUNTIME, patterns: RE2JS };
}
