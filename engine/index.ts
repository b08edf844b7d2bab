// The engine's Node entry (@ombudsportalen/engine): the browser entry plus what compiles at run time. Its createEngine
// gives the instance Node's compilers (ajv at run time, RE2) unless told otherwise, and Node's methods.
import { checkDefinition } from './compile/check-definition';
import { compileDefinitionStandalone } from './compile/compile-standalone';
import { nodeCompilers } from './compile/node-compilers';
import { runExamples } from './load/run-examples';
import { exampleCoverage } from './load/example-coverage';
import { decodeFormRequest } from './payload/decode-form-request';
import { type DecodedReport, decodeReportRequest } from './payload/decode-report-request';
import { migrateDefinition } from './migrate/migrate-definition';
import { type Engine, type EngineOptions, bindMethods, engineOf, engineScopeOf } from './engine';
import type { ReportRequest, ReportWire } from './payload/report-wire';

export * from './browser';

// What needs ajv's compiler (the meta-schema of a report body, a definition's or its examples' check).
const NODE_METHODS = { checkDefinition, compileDefinitionStandalone, decodeFormRequest, decodeReportRequest, migrateDefinition, runExamples, exampleCoverage };

/** A Node engine: the browser engine's methods plus checkDefinition, compileDefinitionStandalone, decodeFormRequest, decodeReportRequest, migrateDefinition, runExamples and exampleCoverage. */
export interface NodeEngine<Body = unknown, Facts = unknown> extends Engine<Body> {
  /** Every problem of a definition file: meta-schema, meaning, then its golden examples. Empty when all is well. */
  readonly checkDefinition: typeof checkDefinition;
  /** A definition's validator as a standalone ES module (the SPA's precompiled validators). */
  readonly compileDefinitionStandalone: typeof compileDefinitionStandalone;
  /** The server's one reading of a form's or a report's request body. */
  readonly decodeFormRequest: typeof decodeFormRequest;
  /** The one reading of a report body: values, format and the host facts its wire reads off it, or the problems. */
  decodeReportRequest(def: Parameters<typeof decodeReportRequest>[0], body: unknown, ctx: Parameters<typeof decodeReportRequest>[2]): DecodedReport<Facts>;
  /** A definition file rewritten to the current format, with what changed and what needs a person. */
  readonly migrateDefinition: typeof migrateDefinition;
  /** A definition's golden examples, run: the problems. */
  readonly runExamples: typeof runExamples;
  /** What a definition's golden examples exercise: conditions in both outcomes, transforms, rules, error texts. */
  readonly exampleCoverage: typeof exampleCoverage;
}

/** A new Node engine; `compilers` defaults to nodeCompilers(). `WireFacts`: what its wire's decode reads off a body. */
export function createEngine<Facts extends object = Record<string, unknown>, Body = ReportRequest, WireFacts = unknown>(
  options: EngineOptions<Facts, Body> & { readonly reportWire?: ReportWire<Body, WireFacts> },
): NodeEngine<Body, WireFacts> {
  const scope = engineScopeOf({ compilers: nodeCompilers(), ...options });
  return Object.freeze({ ...engineOf<Body>(scope), ...(bindMethods(scope, NODE_METHODS) as Omit<NodeEngine<Body, WireFacts>, keyof Engine>) });
}

export { nodeCompilers };
export { type DeclarationModule, type DeclarationSchema, ENGINE_DECLARATION_MODULES, generateContractTypes, generateDeclarationTypes } from './api/generate-types';
export { definitionMetaSchema } from './compile/node-compilers';
export { checkAgainstSchema } from './validation/check-against-schema';
export type { DecodedFormRequest } from './payload/decode-form-request';
export { type DecodedReport, wireTools } from './payload/decode-report-request';
export type { CoverageItem, DefinitionCoverage } from './load/example-coverage';
export type { StandaloneOptions } from './compile/compile-standalone';
export { RULE_RUNTIME_SPECIFIER } from './validation/rule-keywords';
export { DEFINITION_FORMAT_VERSION, formatVersionOf, formatVersionProblem } from './migrate/format-version';
export { formatDefinitionJson, type Migration, rewriteDefinitionText } from './migrate/migrate-definition';
