import { describe, expect, it } from 'vitest';
import { define } from '../definitions/helpers';

// The ajv schema a definition compiles to: fields that always exist are plain properties; one with a condition, a
// visibility or both lives in if/then, so a hidden field is neither validated nor required.
describe('validationPlan', () => {
  it('puts conditional and role-bound fields in if/then, both parts in allOf when a field has both', () => {
    const def = define({
      a: { type: 'string' }, b: { type: 'string', 'x-condition': { op: 'set', field: 'a' } }, c: { type: 'string', 'x-visibleTo': { roles: ['ADMIN'] } },
      e: { type: 'string', 'x-visibleTo': { roles: ['ADMIN'] }, 'x-condition': { op: 'set', field: 'a' } }, f: { type: 'boolean' }, g: { type: 'string', 'x-condition': { op: 'set', field: 'a' } },
    }, { required: ['a', 'b', 'c', 'e', 'f'] });
    const text = { type: 'string', maxLength: 60 };
    expect(def.validation.schema).toStrictEqual({
      type: 'object', properties: { a: text, f: { type: 'boolean', const: true } }, required: ['a', 'f'],
      allOf: [
        { if: { required: ['a'] }, then: { properties: { b: text }, required: ['b'] } },
        { if: { 'rule-visibleTo': { roles: ['ADMIN'] } }, then: { properties: { c: text }, required: ['c'] } },
        { if: { allOf: [{ required: ['a'] }, { 'rule-visibleTo': { roles: ['ADMIN'] } }] }, then: { properties: { e: text }, required: ['e'] } },
        { if: { required: ['a'] }, then: { properties: { g: text } } },
      ],
    });
    expect(def.validation.table.f).toStrictEqual({
      required: { code: 'required', message: 'Fältet måste fyllas in.' }, type: { code: 'wrongFormat', message: 'Fältet har fel format' },
      const: { code: 'required', message: 'Fältet måste fyllas in.' },
    });
  });

  it('has no required list or allOf when nothing needs them', () => {
    expect(define({ a: { type: 'string' } }).validation.schema).toStrictEqual({ type: 'object', properties: { a: { type: 'string', maxLength: 60 } } });
  });
});
