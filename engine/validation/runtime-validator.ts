import type { CompiledValidator, Definition } from '../model/definition';
import { createValidationAjv } from './create-ajv';

// One ajv for runtime compilation (Node, tests, server). Browsers use precompiled validators instead: a strict
// Content-Security-Policy forbids the `new Function` that runtime compilation needs.
let runtimeAjv: ReturnType<typeof createValidationAjv> | undefined;
const compiled = new WeakMap<Definition, CompiledValidator>();

/** The validator of a definition: the precompiled one given at load, else compiled once at runtime. */
export function validatorOf(def: Definition): CompiledValidator {
  if (def.validator) return def.validator;
  let v = compiled.get(def);
  if (!v) {
    runtimeAjv ??= createValidationAjv(false);
    v = runtimeAjv.compile(def.validation.schema) as unknown as CompiledValidator;
    compiled.set(def, v);
  }
  return v;
}
