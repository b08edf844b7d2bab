import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShapeJson } from '../api/declarations.gen';
import { DECLARATION_MODULES, generateContractTypes, generateDeclarationTypes } from '../api/generate-types';
import { readContracts } from '../api/read-contracts';
import type { Args } from './args';
import type { CliIO } from './io';

export const CONTRACT_TYPES_FILE = 'engine/api/contracts.gen.ts';

/** Every generated type module and its text: the contracts' types, then the declarations' (from schemas/meta). */
export function generatedTypeFiles(cwd: string): { path: string; text: string }[] {
  const schemaOf = (file: string) => JSON.parse(readFileSync(join(cwd, 'schemas/meta', file), 'utf8')) as ShapeJson;
  return [
    { path: CONTRACT_TYPES_FILE, text: generateContractTypes(readContracts(join(cwd, 'schemas/api'))) },
    ...DECLARATION_MODULES.map((module) => ({ path: module.path, text: generateDeclarationTypes(module, schemaOf) })),
  ];
}

const readOrEmpty = (path: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/**
 * `contracts [--check]`: writes engine/api/contracts.gen.ts from schemas/api/*.json and the declaration types from
 * schemas/meta/*.schema.json; with --check only tells whether the files on disk are what the schemas give (exit 1 when stale).
 */
export function contractsCommand(args: Args, io: CliIO): number {
  const files = generatedTypeFiles(io.cwd);
  if (args.flags.check === 'true') {
    const stale = files.filter(({ path, text }) => readOrEmpty(join(io.cwd, path)) !== text);
    for (const { path } of stale) io.stderr(`${path} is stale: run npm run contracts\n`);
    return stale.length === 0 ? 0 : 1;
  }
  for (const { path, text } of files) {
    writeFileSync(join(io.cwd, path), text);
    io.stdout(`${path}\n`);
  }
  return 0;
}
