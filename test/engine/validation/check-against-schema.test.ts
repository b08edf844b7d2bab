import { describe, expect, it } from 'vitest';
import { checkAgainstSchema } from '@ombudsportalen/engine';

// Plain JSON-Schema checks of declarations and request bodies: one problem per pointer, the deepest, in readable words.
const schema = {
  type: 'object', additionalProperties: false, required: ['a', 'b'], properties: {
    a: { enum: ['x', 'y'] },
    b: { type: 'object', properties: { c: { oneOf: [{ type: 'string' }, { type: 'integer' }] }, 'd/e': { type: 'string' } } },
    f: { type: 'array', items: { type: 'string', minLength: 2 } },
  },
};
const problems = (value: unknown) => checkAgainstSchema(schema, value, 'f.json').map(({ pointer, message }) => `${pointer}: ${message}`);

describe('checkAgainstSchema', () => {
  it('finds nothing in a value that matches', () => {
    expect(checkAgainstSchema(schema, { a: 'x', b: {} }, 'f.json')).toStrictEqual([]);
  });

  it('points at an unknown key, a missing one and a value that is not one of the allowed ones, escaping / in keys', () => {
    expect(problems({ a: 'z', b: { c: true, 'd/e': 1 }, g: 1 })).toStrictEqual(['/g: is not a known keyword here', '/a: must be one of "x", "y"', '/b/c: must be string', '/b/d~1e: must be string']);
    expect(problems({ b: 1, f: ['a', 'bb', 3] })).toStrictEqual(['/a: is required', '/b: must be object', '/f/0: must NOT have fewer than 2 characters', '/f/2: must be string']);
    expect(checkAgainstSchema(schema, null, 'f.json')).toStrictEqual([{ file: 'f.json', pointer: '', message: 'must be object' }]);
  });

  it('keeps the deepest problem and one per pointer (a failed oneOf says its first branch, not "must match exactly one")', () => {
    expect(problems({ a: 'x', b: { c: 1.5 } })).toStrictEqual(['/b/c: must be string']);
    expect(problems({ a: 'x', b: {}, f: [1, 1] })).toStrictEqual(['/f/0: must be string', '/f/1: must be string']);
  });

  it('compiles schemas by content, so two with the same $id do not clash', () => {
    expect(checkAgainstSchema({ $id: 'https://x/y.json', type: 'string' }, 1, 'a.json')).toStrictEqual([{ file: 'a.json', pointer: '', message: 'must be string' }]);
    expect(checkAgainstSchema({ $id: 'https://x/y.json', type: 'integer' }, 'x', 'b.json')).toStrictEqual([{ file: 'b.json', pointer: '', message: 'must be integer' }]);
    expect(checkAgainstSchema({ $id: 'https://x/y.json', type: 'string' }, 'ok', 'a.json')).toStrictEqual([]);
  });
});
