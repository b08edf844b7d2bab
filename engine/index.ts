// The public API of the definition engine for Node (server, CLI, tests, bench): the browser entry (engine/browser.ts)
// plus what compiles at run time. Importing it installs ajv's compiler (docs/definitions.md).
import './compile/node-compilers';

export * from './browser';
export { checkDefinition } from './load/check-definition';
export { generateContractTypes } from './api/generate-types';
export { definitionMetaSchema } from './compile/node-compilers';
export { checkAgainstSchema } from './load/check-against-schema';
export { runExamples } from './examples/run-examples';
export type { DecodedReport } from './payload/decode-report-payload';
export { decodeReportPayload } from './payload/decode-report-payload';
export type { StandaloneOptions } from './compile/compile-standalone';
export { compileDefinitionStandalone } from './compile/compile-standalone';
export { RULE_RUNTIME_SPECIFIER } from './validation/rule-keywords';
export { DEFINITION_FORMAT_VERSION, formatVersionOf, formatVersionProblem } from './migrate/format-version';
export { formatDefinitionJson, type Migration, migrateDefinition } from './migrate/migrate-definition';
