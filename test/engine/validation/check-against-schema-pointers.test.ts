import { describe, expect, it } from 'vitest';
import { checkAgainstSchema } from '../../../engine/validation/check-against-schema';

// Which of ajv's errors become problems: an error is dropped when another points inside it, at any depth, and only then.
const problems = (schema: object, json: unknown) => checkAgainstSchema(schema, json, 'f.json').map((p) => `${p.pointer}: ${p.message}`);

describe('checkAgainstSchema keeps the deepest errors', () => {
  it('drops the root error when a property has one', () => {
    const schema = { type: 'object', minProperties: 3, required: ['x'], properties: { a: { type: 'string' } } };
    expect(problems(schema, { a: 1 })).toStrictEqual(['/x: is required', '/a: must be string']);
    expect(problems(schema, { a: 'ok' })).toStrictEqual(['/x: is required']);
  });

  it('drops a grandparent of an error three levels down', () => {
    const schema = { type: 'object', properties: { a: { type: 'object', minProperties: 2, properties: { b: { type: 'object', properties: { c: { type: 'string' } } } } } } };
    expect(problems(schema, { a: { b: { c: 1 } } })).toStrictEqual(['/a/b/c: must be string']);
  });

  it('keeps an error whose pointer only starts like another one (/a beside /ab/c)', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' }, ab: { type: 'object', properties: { c: { type: 'string' } } } } };
    expect(problems(schema, { a: 1, ab: { c: 1 } })).toStrictEqual(['/a: must be string', '/ab/c: must be string']);
  });
});
