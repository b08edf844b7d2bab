import { describe, expect, it } from 'vitest';
import { generateContractTypes } from '@ombudsportalen/engine';
import { apiUrl, matchApiUrl } from '@ombudsportalen/portal/api';
import { contractScope, type DeclarationModule, generateDeclarationTypes, tsType } from '../../../engine/api/generate-types';

// How contract shapes become TypeScript (portal/api/contracts.gen.ts), one JSON-Schema construct at a time.
const types = { Item: { type: 'object', properties: { id: { type: 'integer' } } } };
const ts = (shape: Record<string, unknown>) => tsType(shape, '', contractScope(types));

describe('tsType', () => {
  it('objects: optional and quoted keys, comments with */ escaped, open and closed records', () => {
    expect(ts({ type: 'object', properties: { 'a-b': { type: 'string', description: 'x */ y' }, ok: { type: 'boolean' } }, required: ['ok'] }))
      .toBe("{\n  /** x *\\/ y */\n  'a-b'?: string;\n  ok: boolean;\n}");
    expect([ts({ type: 'object', additionalProperties: false }), ts({ type: 'object', additionalProperties: { type: 'string' } }), ts({ type: 'object' })])
      .toStrictEqual(['Record<string, never>', 'Record<string, string>', 'Record<string, unknown>']);
    expect(ts({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: true })).toBe('{\n  a?: string;\n  [key: string]: unknown;\n}');
    expect(ts({ type: 'object', properties: { a: { type: 'string' } }, patternProperties: { x: {} } })).toBe('{\n  a?: string;\n  [key: string]: unknown;\n}');
    expect(ts({ properties: { a: { type: 'number' } } })).toBe('{\n  a?: number;\n}');
  });

  it('scalars, unions, arrays (grouped when a union), consts and enums (quoted, escaped), refs', () => {
    expect([ts({ type: 'string', format: 'binary' }), ts({ type: ['string', 'null'] }), ts({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } }), ts({ type: 'array' })])
      .toStrictEqual(['Blob', 'string | null', '(string | number)[]', 'unknown[]']);
    expect([ts({ const: "it's" }), ts({ const: 3 }), ts({ enum: ['a\\b', 1] }), ts({ enum: [] }), ts({})]).toStrictEqual(["'it\\'s'", '3', "'a\\\\b' | 1", 'never', 'unknown']);
    expect(ts({ oneOf: [{ $ref: 'Item#' }, { type: 'null' }] })).toBe('Item | null');
  });

  it('allOf intersects its parts with the own type, grouping unions', () => {
    expect(ts({ allOf: [{ $ref: 'Item' }], type: 'object', properties: { b: { type: 'string' } } })).toBe('{\n  b?: string;\n} & Item');
    expect(ts({ allOf: [{ $ref: 'Item' }, { anyOf: [{ type: 'string' }, { type: 'null' }] }] })).toBe('Item & (string | null)');
  });

  it('refuses an unknown type', () => {
    expect(() => ts({ type: 'date' })).toThrow('schemas/api: unknown type date');
  });
});

describe('generateContractTypes', () => {
  it('writes each endpoint with its path parameters (declared or not), query, body and answer, and the runtime table with aliases', () => {
    const text = generateContractTypes({ types: {}, endpoints: {
      e: { method: 'POST', path: '/a/{id}/b', aliases: ['/c/{id}'], description: 'D', response: { 201: { type: 'string' } } },
      f: { method: 'GET', path: '/f', description: 'F', params: { type: 'object' }, query: { type: 'object', properties: { q: { type: 'string' } } }, body: { type: 'string' }, response: { 204: {} } },
    } });
    expect(text).toBe(`// Generated from schemas/api/*.json by \`npm run contracts\`: do not edit. A test fails when this file is stale.

/** Every endpoint: method, path, path parameters, query, body and the answer's type (any of its 2xx). */
export interface ApiEndpoints {
  /** POST /a/{id}/b: D */
  e: {
    method: 'POST';
    path: '/a/{id}/b';
    params: { id: string };
    query: Record<string, never>;
    body: undefined;
    response: string;
  };
  /** GET /f: F */
  f: {
    method: 'GET';
    path: '/f';
    params: Record<string, never>;
    query: {
      q?: string;
    };
    body: string;
    response: void;
  };
}

/** Method and path of every endpoint, for building URLs and registering routes. */
export const API_ENDPOINTS = {
  e: { method: 'POST', path: '/a/{id}/b', aliases: ['/c/{id}'] },
  f: { method: 'GET', path: '/f' },
} as const;
`);
  });
});

describe('apiUrl and matchApiUrl at their edges', () => {
  it('a query keeps 0 and false, drops null; a path value is URI-encoded and decoded back', () => {
    expect(apiUrl('getAgencyInfo', { agencyNumber: 'a b' }, { x: 0, y: false, z: null } as never)).toBe('/api/api-retail/v2/agencies/a%20b/info?x=0&y=false');
    expect(matchApiUrl('getAgencyInfo', '/api/api-retail/v2/agencies/a%20b/info?x=1')).toStrictEqual({ agencyNumber: 'a b' });
  });

  it('a parameter is one path segment, and the whole path must match', () => {
    expect(matchApiUrl('getAgencyInfo', '/api/api-retail/v2/agencies/a/b/info')).toBeUndefined();
    expect(matchApiUrl('getAgencyInfo', 'x/api/api-retail/v2/agencies/1/info')).toBeUndefined();
    expect(matchApiUrl('getAgencyInfo', '/api/api-retail/v2/agencies/1/infox')).toBeUndefined();
  });
});

describe('generateDeclarationTypes', () => {
  // Two meta-schemas in two modules: a rule language (read-only, its role names plain text) and a format that uses it.
  const rules = {
    $defs: {
      role: { enum: ['A', 'B'] },
      segment: { enum: ['X', 'Y'] },
      rule: { type: 'object', additionalProperties: false, properties: { roles: { type: 'array', items: { $ref: '#/$defs/role' } }, not: { $ref: '#/$defs/rule' } } },
    },
  };
  const format = {
    description: 'A format.',
    type: 'object',
    required: ['when'],
    additionalProperties: false,
    oneOf: [{ required: ['when'] }, { required: ['pair'] }],
    properties: {
      when: { $ref: '#/$defs/test' },
      who: { $ref: 'rules.schema.json#/$defs/rule' },
      segment: { $ref: 'rules.schema.json#/$defs/segment' },
      pair: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
      open: { type: 'object', required: ['type'], propertyNames: { enum: ['type', 'extra'] }, properties: { type: { const: 'object' } } },
      any: true,
    },
    $defs: {
      test: {
        type: 'object',
        required: ['op'],
        properties: { op: { enum: ['is', 'all', 'any'] } },
        allOf: [
          { if: { properties: { op: { const: 'is' } } }, then: { additionalProperties: false, required: ['value'], properties: { op: true, value: { type: 'string' } } } },
          { if: { properties: { op: { enum: ['all', 'any'] } } }, then: { additionalProperties: false, required: ['tests'], properties: { op: true, tests: { type: 'array', items: { $ref: '#/$defs/test' } } } } },
        ],
      },
    },
  };
  const schemas: Record<string, Record<string, unknown>> = { 'rules.schema.json': rules, 'format.schema.json': format };
  const modules: DeclarationModule[] = [
    { path: 'engine/rules.gen.ts', description: 'rules', schemas: [{ file: 'rules.schema.json', defs: { rule: 'Rule' }, plain: ['role', 'segment'], readonly: true }] },
    { path: 'engine/api/format.gen.ts', description: 'a format', schemas: [{ file: 'format.schema.json', root: 'Format', defs: { test: 'Test' } }] },
  ];
  const generate = (index: number) => generateDeclarationTypes(modules[index]!, (file) => schemas[file]!, modules);

  it('writes named $defs as read-only types where declared so, plain text where the meta-schema says so', () => {
    expect(generate(0)).toBe(`// Generated from schemas/meta/*.schema.json by \`npm run contracts\`: do not edit. A test fails when this file is stale.
// The types of rules.

export type Rule = {
  readonly roles?: readonly string[];
  readonly not?: Rule;
};
`);
  });

  it('imports what another module declares; an if/then union on one enum is one member per value; a fixed length is a tuple', () => {
    expect(generate(1)).toBe(`// Generated from schemas/meta/*.schema.json by \`npm run contracts\`: do not edit. A test fails when this file is stale.
// The types of a format.
import type { Rule } from '../rules.gen';

/** A format. */
export type Format = {
  when: Test;
  who?: Rule;
  segment?: 'X' | 'Y';
  pair?: [string, string];
  open?: {
    type: 'object';
    extra?: unknown;
  };
  any?: unknown;
};

export type Test = {
  op: 'is';
  value: string;
} | {
  op: 'all';
  tests: Test[];
} | {
  op: 'any';
  tests: Test[];
};
`);
  });

  it('refuses a $ref to nothing and a named $def the meta-schema lacks', () => {
    const broken: Record<string, Record<string, unknown>> = { ...schemas, 'format.schema.json': { ...format, properties: { x: { $ref: '#/$defs/missing' } } } };
    expect(() => generateDeclarationTypes(modules[1]!, (file) => broken[file]!, modules)).toThrow('schemas/meta/format.schema.json: $ref #/$defs/missing names nothing');
    const unnamed: DeclarationModule = { ...modules[1]!, schemas: [{ file: 'format.schema.json', defs: { nothing: 'Nothing' } }] };
    expect(() => generateDeclarationTypes(unnamed, (file) => schemas[file]!, modules)).toThrow('schemas/meta/format.schema.json: no $defs/nothing');
  });
});
