import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeContracts } from '../api/contract-json';
import type { ApiContractFile, ShapeJson } from '../api/declarations.gen';
import { type DeclarationModule, ENGINE_DECLARATION_MODULES, generateContractTypes, generateDeclarationTypes } from '../api/generate-types';
import type { Args } from './args';
import type { CliOptions } from './cli-options';
import type { CliIO } from './io';

/** Where the meta-schemas the declaration types come from are. */
const META_DIR = 'schemas/meta';

/** Every generated type module and its text: the contracts' types (DIR → FILE), then the declarations' (from schemas/meta). */
export function generatedTypeFiles(cwd: string, from: string, out: string, modules: readonly DeclarationModule[] = ENGINE_DECLARATION_MODULES): { path: string; text: string }[] {
  const dir = join(cwd, from);
  const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort()
    .map((file) => ({ file, json: JSON.parse(readFileSync(join(dir, file), 'utf8')) as ApiContractFile }));
  const schemaOf = (file: string) => JSON.parse(readFileSync(join(cwd, META_DIR, file), 'utf8')) as ShapeJson;
  return [
    { path: out, text: generateContractTypes(mergeContracts(files)) },
    ...modules.map((module) => ({ path: module.path, text: generateDeclarationTypes(module, schemaOf, modules) })),
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
 * `contracts --from DIR --out FILE [--check]`: writes the TypeScript types of the API contracts in DIR (*.json) to FILE,
 * and the declaration types of schemas/meta/*.schema.json (the engine's modules, or those the application gives in
 * CliOptions.declarations); with --check only tells whether the files on disk are what the schemas give (exit 1 when
 * stale). The application names the paths (the portal's `npm run contracts`: schemas/api → portal/api/contracts.gen.ts).
 */
export function contractsCommand(args: Args, io: CliIO, options: CliOptions): number {
  const { from, out } = args.flags;
  if (from === undefined || out === undefined || from === 'true' || out === 'true') {
    io.stderr('contracts needs --from (the folder of contract files) and --out (the file of generated types)\n');
    return 2;
  }
  const files = generatedTypeFiles(io.cwd, from, out, options.declarations);
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
