import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, matchApiUrl } from '@ombudsportalen/portal/api';
import { checkAgainstSchema, generateContractTypes, generateDeclarationTypes, mergeContracts, pathParameterNames, successStatus } from '@ombudsportalen/engine';
import { API_CONTRACTS_DIR, readContractFiles, readContracts } from '@ombudsportalen/portal/api/read-contracts';
import { DECLARATION_MODULES } from '@ombudsportalen/portal/api/declaration-modules';

const root = new URL('../../../', import.meta.url).pathname;
let contracts: ReturnType<typeof readContracts>;
beforeEach(() => {
  contracts = readContracts();
});

describe('schemas/api: the contract files', () => {
  it('each passes the contract meta-schema', () => {
    const meta = JSON.parse(readFileSync(join(root, 'schemas/meta/api.schema.json'), 'utf8')) as object;
    expect(readContractFiles().flatMap(({ file, json }) => checkAgainstSchema(meta, json, file))).toStrictEqual([]);
    expect(checkAgainstSchema(meta, { description: 'x', endpoints: { a: { method: 'GET', path: '/a', description: 'a', response: { 299: {}, abc: {} } } } }, 'bad.json')).not.toStrictEqual([]);
  });

  it('declares every path parameter, and only those, in params', () => {
    const wrong = Object.entries(contracts.endpoints).filter(([, endpoint]) => {
      const declared = Object.keys((endpoint.params?.['properties'] ?? {}) as object).sort();
      return [endpoint.path, ...(endpoint.aliases ?? [])].some((path) => pathParameterNames(path).sort().join() !== declared.join());
    }).map(([name]) => name);
    expect(wrong).toStrictEqual([]);
  });

  it('gives every endpoint a 2xx answer', () => {
    expect(Object.entries(contracts.endpoints).filter(([, endpoint]) => successStatus(endpoint) === undefined).map(([name]) => name)).toStrictEqual([]);
  });

  it('refuses a name declared in two files', () => {
    const file = { description: 'x', types: { Same: { type: 'string' } } };
    expect(() => mergeContracts([{ file: 'a.json', json: file }, { file: 'b.json', json: file }])).toThrow(/Same is declared in both a.json and b.json/);
  });

  it('refuses a $ref to an undeclared type', () => {
    expect(() => generateContractTypes({ types: { A: { $ref: 'Missing' } }, endpoints: {} })).toThrow(/names no declared type/);
  });
});

describe('the declaration types (engine/declarations.gen.ts, engine/api/declarations.gen.ts, portal/api/declarations.gen.ts)', () => {
  const schemaOf = (file: string) => JSON.parse(readFileSync(join(root, 'schemas/meta', file), 'utf8')) as Record<string, unknown>;

  it.each(DECLARATION_MODULES.map((module) => [module.path, module] as const))('%s is what schemas/meta gives (run `npm run contracts` after changing a meta-schema)', (path, module) => {
    expect(readFileSync(join(root, path), 'utf8')).toBe(generateDeclarationTypes(module, schemaOf, DECLARATION_MODULES));
  });

  it('type every meta-schema', () => {
    const typed = DECLARATION_MODULES.flatMap((module) => module.schemas.map((schema) => schema.file)).sort();
    expect(typed).toStrictEqual(readdirSync(join(root, 'schemas/meta')).filter((file) => file.endsWith('.schema.json')).sort());
  });
});

describe('portal/api/contracts.gen.ts', () => {
  it('is what the contracts give (run `npm run contracts` after changing schemas/api)', () => {
    expect(readFileSync(join(root, 'portal/api/contracts.gen.ts'), 'utf8')).toBe(generateContractTypes(contracts));
  });

  it('reads every file of schemas/api', () => {
    expect(readContractFiles().map(({ file }) => file)).toStrictEqual(readdirSync(API_CONTRACTS_DIR).filter((f) => f.endsWith('.json')).sort());
  });

  it('types shapes as TypeScript: optional, nullable, enums, arrays, refs and intersections', () => {
    const text = generateContractTypes({
      types: {
        Item: { description: 'An item.', type: 'object', required: ['id'], properties: { id: { type: 'integer' }, note: { type: ['string', 'null'] } } },
        Kind: { enum: ['A', 'B'] },
        List: { type: 'array', items: { $ref: 'Item' } },
        Both: { allOf: [{ $ref: 'Item' }, { type: 'object', required: ['kind'], properties: { kind: { $ref: 'Kind' } } }] },
      },
      endpoints: {},
    });
    expect(text).toContain('/** An item. */\nexport type Item = {\n  id: number;\n  note?: string | null;\n};\n');
    expect(text).toContain("export type Kind = 'A' | 'B';");
    expect(text).toContain('export type List = Item[];');
    expect(text).toContain('export type Both = Item & {\n  kind: Kind;\n};');
  });
});

describe('an endpoint\'s answer type', () => {
  const answerOf = (response: Record<string, Record<string, unknown>>) => {
    const text = generateContractTypes({ types: {}, endpoints: { e: { method: 'GET', path: '/e', description: 'e', response } } });
    return /response: ([\s\S]*?);\n {2}\};/.exec(text)![1]!.replace(/\s+/g, ' ');
  };

  it('is the union of every 2xx (undefined for a 204 among others, void for a 204 alone); errors are not answers', () => {
    const token = { type: 'object', required: ['t'], properties: { t: { type: 'string' } } };
    expect(answerOf({ 200: token, 204: { type: 'null' }, 401: { type: 'object' } })).toBe('{ t: string; } | undefined');
    expect(answerOf({ 201: token })).toBe('{ t: string; }');
    expect(answerOf({ 204: { type: 'null' } })).toBe('void');
  });
});

describe('apiUrl and matchApiUrl', () => {
  it('fill path parameters URI-encoded and add the defined query values', () => {
    expect(apiUrl('getAgencyInfo', { agencyNumber: '1001' })).toBe('/api/api-retail/v2/agencies/1001/info');
    expect(apiUrl('partnerReport', { partnerId: 'A/B', reportCode: 'PART_LOTTAVR' })).toBe('/api/api-retail/v2/partner/A%2FB/economy/reports/PART_LOTTAVR');
    expect(apiUrl('internalReport', { reportCode: 'EKORDF01' }, { agencyNumber: '3003', username: undefined })).toBe('/api/api-retail/v2/internal/economy/reports/EKORDF01?agencyNumber=3003');
    expect(() => apiUrl('getAgencyInfo', {} as never)).toThrow(/no value for \{agencyNumber\}/);
  });

  it('read the parameters back from a URL of that endpoint only', () => {
    expect(matchApiUrl('getAgencyInfo', '/api/api-retail/v2/agencies/1001/info')).toStrictEqual({ agencyNumber: '1001' });
    expect(matchApiUrl('getAgencyInfo', '/api/api-retail/v2/internal/agencies/1001/info')).toBeUndefined();
    expect(matchApiUrl('getMe', '/api/api-retail/v2/me?x=1')).toStrictEqual({});
  });
});
