import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Definition } from '../model/definition';
import { createValidationAjv } from '../validation/create-ajv';
import { requiresToImports } from './requires-to-imports';

/** Options of standalone compilation. */
export interface StandaloneOptions {
  /** Maps an import specifier of the output (RULE_RUNTIME_SPECIFIER, ajv and ajv-formats runtime files) to what to import. */
  resolveImport?: (specifier: string) => string;
}

/**
 * The validator of a definition as ES-module source (exports `validate` and default), for build-time precompilation:
 * the browser then needs no runtime compile. Pass the module's `validate` to loadDefinition({ validator }).
 */
export function compileDefinitionStandalone(def: Definition, options: StandaloneOptions = {}): string {
  const ajv = createValidationAjv(true);
  const validate = ajv.compile(def.validation.schema);
  return requiresToImports(standaloneCode(ajv, validate), options.resolveImport);
}
