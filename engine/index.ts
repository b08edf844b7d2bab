// The public API of the definition engine for Node (server, CLI, tests, bench): the browser entry (engine/browser.ts)
// plus what compiles at run time. Importing it installs nothing: its compiling functions install ajv's compiler and
// RE2 on first call (installNodeCompilers), so a definition without a precompiled validator works in Node.
import { installNodeCompilers } from './compile/node-compilers';
import { loadDefinition as loadInBrowser } from './load/load-definition';
import { decodeFormRequest as decodeWithInstalled } from './payload/decode-form-request';
import { runExamples as runExamplesWithInstalled } from './load/run-examples';
import { patternProblem as patternProblemWithInstalled } from './validation/safe-pattern';
import { validateValues as validateWithInstalled } from './validation/validate-values';

export * from './browser';
export { installNodeCompilers };

/** loadDefinition with Node's compilers installed (the meta-schema check and a validator without a precompiled one). */
export const loadDefinition: typeof loadInBrowser = (...args) => (installNodeCompilers(), loadInBrowser(...args));
/** validateValues with Node's compilers installed (a definition without a precompiled validator compiles one). */
export const validateValues: typeof validateWithInstalled = (...args) => (installNodeCompilers(), validateWithInstalled(...args));
/** decodeFormRequest with Node's compilers installed: the server's one reading of a form's body (a report's is validated). */
export const decodeFormRequest: typeof decodeWithInstalled = (...args) => (installNodeCompilers(), decodeWithInstalled(...args));
/** runExamples with Node's compilers installed. */
export const runExamples: typeof runExamplesWithInstalled = (...args) => (installNodeCompilers(), runExamplesWithInstalled(...args));
/** patternProblem with RE2 installed (a pattern from data, e.g. a terminal parameter's regexp). */
export const patternProblem: typeof patternProblemWithInstalled = (...args) => (installNodeCompilers(), patternProblemWithInstalled(...args));
export { checkDefinition } from './compile/check-definition';
export { type DeclarationModule, type DeclarationSchema, ENGINE_DECLARATION_MODULES, generateContractTypes, generateDeclarationTypes } from './api/generate-types';
export { definitionMetaSchema } from './compile/node-compilers';
export { checkAgainstSchema } from './validation/check-against-schema';
export type { DecodedFormRequest } from './payload/decode-form-request';
export type { StandaloneOptions } from './compile/compile-standalone';
export { compileDefinitionStandalone } from './compile/compile-standalone';
export { RULE_RUNTIME_SPECIFIER } from './validation/rule-keywords';
export { DEFINITION_FORMAT_VERSION, formatVersionOf, formatVersionProblem } from './migrate/format-version';
export { formatDefinitionJson, type Migration, migrateDefinition } from './migrate/migrate-definition';
