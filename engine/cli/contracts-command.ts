import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiContractFile, mergeContracts } from '../api/contract-json';
import { generateContractTypes } from '../api/generate-types';
import type { Args } from './args';
import type { CliIO } from './io';

/**
 * `contracts --from DIR --out FILE [--check]`: writes the TypeScript types of the API contracts in DIR (*.json) to FILE;
 * with --check only tells whether FILE is what the contracts give (exit 1 when stale). The application names both
 * paths (the portal's `npm run contracts`: schemas/api → portal/api/contracts.gen.ts).
 */
export function contractsCommand(args: Args, io: CliIO): number {
  const { from, out } = args.flags;
  if (from === undefined || out === undefined || from === 'true' || out === 'true') {
    io.stderr('contracts needs --from (the folder of contract files) and --out (the file of generated types)\n');
    return 2;
  }
  const dir = join(io.cwd, from);
  const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort()
    .map((file) => ({ file, json: JSON.parse(readFileSync(join(dir, file), 'utf8')) as ApiContractFile }));
  const text = generateContractTypes(mergeContracts(files));
  const target = join(io.cwd, out);
  if (args.flags.check === 'true') {
    const current = readFileSync(target, 'utf8');
    if (current === text) return 0;
    io.stderr(`${out} is stale: run npm run contracts\n`);
    return 1;
  }
  writeFileSync(target, text);
  io.stdout(`${out}\n`);
  return 0;
}
