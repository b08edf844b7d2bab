import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateContractTypes } from '../api/generate-types';
import { readContracts } from '../api/read-contracts';
import type { Args } from './args';
import type { CliIO } from './io';

export const CONTRACT_TYPES_FILE = 'engine/api/contracts.gen.ts';

/**
 * `contracts [--check]`: writes engine/api/contracts.gen.ts from schemas/api/*.json; with --check only tells whether
 * the file on disk is what the contracts give (exit 1 when stale).
 */
export function contractsCommand(args: Args, io: CliIO): number {
  const text = generateContractTypes(readContracts(join(io.cwd, 'schemas/api')));
  const target = join(io.cwd, CONTRACT_TYPES_FILE);
  if (args.flags.check === 'true') {
    const current = readFileSync(target, 'utf8');
    if (current === text) return 0;
    io.stderr(`${CONTRACT_TYPES_FILE} is stale: run npm run contracts\n`);
    return 1;
  }
  writeFileSync(target, text);
  io.stdout(`${CONTRACT_TYPES_FILE}\n`);
  return 0;
}
