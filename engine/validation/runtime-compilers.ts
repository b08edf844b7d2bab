import type { Problem } from '../model/problem';
import type { CompiledValidator, Definition } from '../model/definition';

/**
 * What needs ajv's schema compiler (code generated at run time with `new Function`): compiling a definition's
 * validator and checking a definition against its meta-schema. The Node entry (engine/index.ts) installs them; the
 * browser entry (engine/browser.ts) does not, so the SPA bundle carries only the precompiled validators and ajv's
 * small runtime, and a strict Content-Security-Policy (no 'unsafe-eval') holds.
 */
export interface RuntimeCompilers {
  compileValidator(def: Definition): CompiledValidator;
  metaSchemaProblems(json: unknown, file: string): Problem[];
}

let installed: RuntimeCompilers | undefined;

/** Installs the compilers (installNodeCompilers in engine/compile/node-compilers.ts does). */
export function installRuntimeCompilers(compilers: RuntimeCompilers): void {
  installed = compilers;
}

/** The installed compilers; throws naming what needed them when none are (a browser without a precompiled validator). */
export function runtimeCompilers(purpose: string): RuntimeCompilers {
  if (!installed) throw new Error(`${purpose} needs ajv's schema compiler, which only the Node entry (engine/index) has; the browser uses precompiled validators`);
  return installed;
}
