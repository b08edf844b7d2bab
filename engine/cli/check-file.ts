import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import type { Problem } from '../model/problem';
import { type CheckDeclaration, declarationKinds, plainCheck } from './declaration-kinds';
import type { NodeEngine } from '../index';

/** A declaration file's JSON. */
export function readJson(path: string): unknown {
  // Stryker disable next-line StringLiteral: without an encoding JSON.parse reads the Buffer as UTF-8 text all the same
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Checks one declaration file: JSON syntax, its `$schema`, then the checks of its kind (see declarationKinds). */
export function checkFile(path: string, cwd: string, engine: NodeEngine, kinds: Record<string, CheckDeclaration> = declarationKinds): Problem[] | Promise<Problem[]> {
  const file = relative(cwd, resolve(cwd, path)) || path;
  let json: unknown;
  try {
    json = readJson(resolve(cwd, path));
  } catch (e) {
    return [{ file, pointer: '', message: `not readable JSON: ${(e as Error).message}` }];
  }
  const ref = (json as { $schema?: unknown } | null)?.$schema;
  if (typeof ref !== 'string') return [{ file, pointer: '/$schema', message: 'names no meta-schema (a relative path such as ../meta/definition.schema.json)' }];
  const metaPath = resolve(dirname(resolve(cwd, path)), ref);
  // A host repository has no schemas/meta/: the engine's own kinds check with the meta-schemas the engine carries.
  const own = kinds[basename(metaPath)];
  if (!existsSync(metaPath) && !own) return [{ file, pointer: '/$schema', message: `meta-schema ${ref} does not exist` }];
  const failed = (e: unknown): Problem[] => [{ file, pointer: '/$schema', message: `cannot check against ${ref}: ${(e as Error).message}` }];
  try {
    const problems = own ? own(json, file, existsSync(metaPath) ? (readJson(metaPath) as object) : {}, engine) : plainCheck(json, file, readJson(metaPath) as object, engine);
    return problems instanceof Promise ? problems.catch(failed) : problems;
  } catch (e) {
    return failed(e);
  }
}
