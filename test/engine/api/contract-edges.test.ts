import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateContractTypes, successStatus } from '@ombudsportalen/engine';
import { contractScope, tsType } from '../../../engine/api/generate-types';
import { readContractFiles } from '@ombudsportalen/portal/api/read-contracts';

// The edges of the contract tooling the contract files themselves never reach.
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('readContractFiles', () => {
  it('reads only the .json files of the folder, in name order', () => {
    dir = mkdtempSync(join(tmpdir(), 'contracts-'));
    writeFileSync(join(dir, 'b.json'), '{"description":"B"}');
    writeFileSync(join(dir, 'a.json'), '{"description":"A"}');
    writeFileSync(join(dir, 'notes.txt'), 'not a contract');
    expect(readContractFiles(dir)).toStrictEqual([{ file: 'a.json', json: { description: 'A' } }, { file: 'b.json', json: { description: 'B' } }]);
  });
});

describe('successStatus', () => {
  it('is undefined when an endpoint declares only errors', () => {
    expect(successStatus({ method: 'GET', path: '/e', description: 'e', response: { 401: {}, 404: {} } })).toBeUndefined();
    expect(successStatus({ method: 'GET', path: '/e', description: 'e', response: { 201: {}, 400: {} } })).toBe('201');
  });
});

describe('generated types at their edges', () => {
  it('an empty description writes no comment; an open record without properties is of unknown values', () => {
    expect(tsType({ type: 'object', properties: { a: { type: 'string', description: '' } } }, '', contractScope({}))).toBe('{\n  a?: string;\n}');
    expect(tsType({ type: 'object', additionalProperties: true }, '', contractScope({}))).toBe('Record<string, unknown>');
  });

  it('two undeclared path parameters and two aliases are listed with their separators', () => {
    const text = generateContractTypes({ types: {}, endpoints: {
      e: { method: 'GET', path: '/a/{x}/b/{y}', aliases: ['/c/{x}/{y}', '/d/{x}/{y}'], description: 'E', response: { 200: { type: 'string' } } },
    } });
    expect(text).toContain('    params: { x: string; y: string };\n');
    expect(text).toContain("  e: { method: 'GET', path: '/a/{x}/b/{y}', aliases: ['/c/{x}/{y}', '/d/{x}/{y}'] },\n");
  });
});
