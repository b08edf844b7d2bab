import metaSchema from '../../schemas/meta/definition.schema.json';
import type { DefinitionJson } from '../model/definition-json';
import type { CompiledValidator, Definition } from '../model/definition';
import { runExamples } from '../examples/run-examples';
import { buildDefinition } from './build-definition';
import { checkAgainstSchema } from './check-against-schema';
import { checkMeaning } from './check-meaning';
import { DefinitionError, type Problem } from './problem';

/** The definition meta-schema (schemas/meta/definition.schema.json). */
export const definitionMetaSchema: object = metaSchema;

/** Options of loadDefinition. */
export interface LoadOptions {
  /**
   * Validate against the meta-schema (default true). Browsers pass false for definitions checked at build time:
   * meta-schema validation compiles with `new Function`, which the portal's Content-Security-Policy forbids.
   */
  metaCheck?: boolean;
  /** A precompiled validator (compileDefinitionStandalone output) to use instead of compiling at runtime. */
  validator?: CompiledValidator;
}

// Meta-schema first: meaning checks assume the shape it guarantees.
function structuralProblems(json: unknown, file: string, metaCheck: boolean): Problem[] {
  const meta = metaCheck ? checkAgainstSchema(metaSchema, json, file) : [];
  return meta.length ? meta : checkMeaning(json as DefinitionJson, file);
}

/** Every problem of a definition file: meta-schema, meaning, then its golden examples. Empty when all is well. */
export function checkDefinition(json: unknown, file: string): Problem[] {
  const problems = structuralProblems(json, file, true);
  return problems.length ? problems : runExamples(buildDefinition(json as DefinitionJson, file));
}

/** Checks (meta-schema and meaning, not examples) and builds a definition; throws DefinitionError listing every problem. */
export function loadDefinition(json: unknown, file: string, options: LoadOptions = {}): Definition {
  const problems = structuralProblems(json, file, options.metaCheck ?? true);
  if (problems.length) throw new DefinitionError(problems);
  return buildDefinition(json as DefinitionJson, file, options.validator);
}
