import type { DefinitionJson } from '../declarations.gen';
import type { CompiledValidator, Definition } from '../model/definition';
import { runtimeCompilers } from '../validation/runtime-compilers';
import { buildDefinition } from './build-definition';
import { checkMeaning } from './check-meaning';
import { DefinitionError, type Problem } from '../model/problem';

/** Options of loadDefinition. */
export interface LoadOptions {
  /**
   * Validate against the meta-schema (default true; Node only). Browsers pass false for definitions checked at build
   * time: meta-schema validation compiles with `new Function`, which the portal's Content-Security-Policy forbids.
   */
  metaCheck?: boolean;
  /** A precompiled validator (compileDefinitionStandalone output) to use instead of compiling at runtime. */
  validator?: CompiledValidator;
}

/** Meta-schema first (when asked): meaning checks assume the shape it guarantees. */
export function structuralProblems(json: unknown, file: string, metaCheck: boolean): Problem[] {
  const meta = metaCheck ? runtimeCompilers(`Checking "${file}" against the meta-schema`).metaSchemaProblems(json, file) : [];
  return meta.length ? meta : checkMeaning(json as DefinitionJson, file);
}

/** Checks (meta-schema and meaning, not examples) and builds a definition; throws DefinitionError listing every problem. */
export function loadDefinition(json: unknown, file: string, options: LoadOptions = {}): Definition {
  const problems = structuralProblems(json, file, options.metaCheck ?? true);
  if (problems.length) throw new DefinitionError(problems);
  return buildDefinition(json as DefinitionJson, file, options.validator);
}
