import type { CompiledValidator, Definition } from '../model/definition';
import { runtimeCompilers } from './runtime-compilers';

const compiled = new WeakMap<Definition, CompiledValidator>();

/** The validator of a definition: the precompiled one given at load, else compiled once at runtime (Node only). */
export function validatorOf(def: Definition): CompiledValidator {
  if (def.validator) return def.validator;
  let v = compiled.get(def);
  if (!v) {
    v = runtimeCompilers(`Validating "${def.file}" without a precompiled validator`).compileValidator(def);
    compiled.set(def, v);
  }
  return v;
}
