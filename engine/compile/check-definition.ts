import type { DefinitionJson } from '../declarations.gen';
import { runExamples } from '../load/run-examples';
import { buildDefinition } from '../load/build-definition';
import { structuralProblems } from '../load/load-definition';
import type { Problem } from '../model/problem';

/** Every problem of a definition file: meta-schema, meaning, then its golden examples (needs an engine with Node's compilers). Empty when all is well. */
export function checkDefinition(json: unknown, file: string): Problem[] {
  const problems = structuralProblems(json, file, true);
  return problems.length ? problems : runExamples(buildDefinition(json as DefinitionJson, file));
}
