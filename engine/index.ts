// The engine's Node entry (@ombudsportalen/engine): the browser entry plus what compiles at run time. Its createEngine
// gives the instance Node's compilers (ajv at run time, RE2) unless told otherwise, and Node's methods.
import { checkDefinition } from './compile/check-definition';
import { compileDefinitionStandalone } from './compile/compile-standalone';
import { nodeCompilers } from './compile/node-compilers';
import { runExamples } from './load/run-examples';
import { exampleCoverage } from './load/example-coverage';
import { decodeFormRequest } from './payload/decode-form-request';
import { migrateDefinition } from './migrate/migrate-definition';
import { type Engine, type EngineOptions, bindMethods, engineOf, engineScopeOf } from './engine';

export * from './browser';

// What needs ajv's compiler (the meta-schema of a report body, a definition's or its examples' check).
const NODE_METHODS = { checkDefinition, compileDefinitionStandalone, decodeFormRequest, migrateDefinition, runExamples, exampleCoverage };

/** A Node engine: the browser engine's methods plus checkDefinition, compileDefinitionStandalone, decodeFormRequest, migrateDefinition, runExamples and exampleCoverage. */
export interface NodeEngine extends Engine {
  /** Every problem of a definition file: meta-schema, meaning, then its golden examples. Empty when all is well. */
  readonly checkDefinition: typeof checkDefinition;
  /** A definition's validator as a standalone ES module (the SPA's precompiled validators). */
  readonly compileDefinitionStandalone: typeof compileDefinitionStandalone;
  /** The server's one reading of a form's or a report's request body. */
  readonly decodeFormRequest: typeof decodeFormRequest;
  /** A definition file rewritten to the current format, with what changed and what needs a person. */
  readonly migrateDefinition: typeof migrateDefinition;
  /** A definition's golden examples, run: the problems. */
  readonly runExamples: typeof runExamples;
  /** What a definition's golden examples exercise: conditions in both outcomes, transforms, rules, error texts. */
  readonly exampleCoverage: typeof exampleCoverage;
}

/** A new Node engine; `compilers` defaults to nodeCompilers(). */
export function createEngine(options: EngineOptions): NodeEngine {
  const scope = engineScopeOf({ compilers: nodeCompilers(), ...options });
  return Object.freeze({ ...engineOf(scope), ...bindMethods(scope, NODE_METHODS) });
}

export { nodeCompilers };
export { type DeclarationModule, type DeclarationSchema, ENGINE_DECLARATION_MODULES, generateContractTypes, generateDeclarationTypes } from './api/generate-types';
export { definitionMetaSchema } from './compile/node-compilers';
export { checkAgainstSchema } from './validation/check-against-schema';
export type { DecodedFormRequest } from './payload/decode-form-request';
export type { CoverageItem, DefinitionCoverage } from './load/example-coverage';
export type { StandaloneOptions } from './compile/compile-standalone';
export { RULE_RUNTIME_SPECIFIER } from './validation/rule-keywords';
export { DEFINITION_FORMAT_VERSION, formatVersionOf, formatVersionProblem } from './migrate/format-version';
export { formatDefinitionJson, type Migration } from './migrate/migrate-definition';
