// Node only (not exported from portal/api/index.ts): reads the contract files from disk.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiContractFile, type ApiContracts, mergeContracts, type NamedContractFile } from '@ombudsportalen/engine/browser';

/** schemas/api of this checkout. */
export const API_CONTRACTS_DIR = new URL('../../schemas/api/', import.meta.url).pathname;

/** The contract files, in name order. */
export function readContractFiles(dir: string = API_CONTRACTS_DIR): NamedContractFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => ({ file, json: JSON.parse(readFileSync(join(dir, file), 'utf8')) as ApiContractFile }));
}

export function readContracts(dir: string = API_CONTRACTS_DIR): ApiContracts {
  return mergeContracts(readContractFiles(dir));
}
