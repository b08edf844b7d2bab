import { engineScope } from '../context/engine-scope';
import type { Problem } from '../model/problem';
import type { CompiledValidator, Definition } from '../model/definition';

/**
 * What needs ajv's schema compiler (code generated at run time with `new Function`): compiling a definition's
 * validator and checking a definition against its meta-schema. The Node entry's createEngine gives them to its
 * instance (nodeCompilers()); the browser entry's does not, so the SPA bundle carries only the precompiled validators and ajv's
 * small runtime, and a strict Content-Security-Policy (no 'unsafe-eval') holds.
 */
export interface RuntimeCompilers {
  compileValidator(def: Definition): CompiledValidator;
  metaSchemaProblems(json: unknown, file: string): Problem[];
}

/** The running engine's compilers; throws naming what needed them when it has none (a browser without a precompiled validator). */
export function runtimeCompilers(purpose: string): RuntimeCompilers {
  const installed = engineScope().compilers as RuntimeCompilers | undefined;
  if (!installed) throw new Error(`${purpose} needs ajv's schema compiler, which only an engine of the Node entry has; the browser uses precompiled validators`);
  return installed;
}
