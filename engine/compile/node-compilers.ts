import metaSchema from '../../schemas/meta/definition.schema.json';
import { checkAgainstSchema } from '../validation/check-against-schema';
import type { CompiledValidator } from '../model/definition';
import { createValidationAjv } from '../validation/create-ajv';
import { installRuntimeCompilers } from '../validation/runtime-compilers';
import { installPatternEngine } from '../validation/safe-pattern';
import { RE2JS } from 're2js';

/** The definition meta-schema (schemas/meta/definition.schema.json). */
export const definitionMetaSchema: object = metaSchema;

// One ajv for runtime compilation (Node: server, CLI, tests); browsers never install it.
let runtimeAjv: ReturnType<typeof createValidationAjv> | undefined;
let installed = false;

/**
 * Installs ajv's schema compiler and the RE2 pattern engine (Node only; idempotent). The Node entry's functions that
 * compile or run patterns at run time (loadDefinition, validateValues, checkDefinition, runExamples, patternProblem) call it: importing does nothing.
 */
export function installNodeCompilers(): void {
  if (installed) return;
  installed = true;
  installRuntimeCompilers({
    compileValidator(def) {
      // Stryker disable next-line BooleanLiteral: standalone only keeps the generated source beside the same validator
      runtimeAjv ??= createValidationAjv(false);
      return runtimeAjv.compile(def.validation.schema) as unknown as CompiledValidator;
    },
    metaSchemaProblems: (json, file) => checkAgainstSchema(metaSchema, json, file),
  });
  // Patterns from data (templates, terminal parameters) run on RE2 at once in Node; the browser loads it when needed.
  installPatternEngine(RE2JS);
}
