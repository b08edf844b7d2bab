import { describe, expect, it } from 'vitest';
import { ctx, define } from '../definitions/helpers';
import { testEngine } from '../../setup-engine';

const { interpretationProblem, interpretedValidator, validateValues } = testEngine;

// The validator of definitions built from data (templates): the same keywords as ajv, interpreted, with ajv's error shape.
const plain = () => define({
  t: { type: 'string', minLength: 2, maxLength: 4, pattern: '^[a-zå]+$' },
  n: { type: 'integer', minimum: 1, maximum: 9 },
  x: { type: 'number', minimum: 0.5 },
  b: { type: 'boolean' },
  o: { type: 'string', 'x-options': ['A', 'B'] },
}, { required: ['t', 'b'] });

describe('interpretedValidator', () => {
  it('gives ajv-shaped errors: required at the root, others at the field, each keyword with its argument', () => {
    const validate = interpretedValidator(plain());
    expect(validate({ n: 0, x: 0.25, o: 'C' })).toBe(false);
    expect(validate.errors).toStrictEqual([
      { keyword: 'required', instancePath: '', params: { missingProperty: 't' } },
      { keyword: 'minimum', instancePath: '/n', params: { minimum: 1 } },
      { keyword: 'minimum', instancePath: '/x', params: { minimum: 0.5 } },
      { keyword: 'required', instancePath: '', params: { missingProperty: 'b' } },
      { keyword: 'enum', instancePath: '/o', params: { enum: ['A', 'B'] } },
    ]);
    expect(validate({ t: 'abcde1', b: true })).toBe(false);
    expect(validate.errors).toStrictEqual([
      { keyword: 'pattern', instancePath: '/t', params: { pattern: '^[a-zå]+$' } },
      { keyword: 'maxLength', instancePath: '/t', params: { maxLength: 4 } },
    ]);
    expect(validate({ t: 'ab', b: true })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(validate({ t: 'ab', b: false })).toBe(false); // a required checkbox must be ticked
    expect(validate.errors).toStrictEqual([{ keyword: 'const', instancePath: '/b', params: { const: true } }]);
  });

  it('checks the type first and nothing else of a value of the wrong type', () => {
    const validate = interpretedValidator(plain());
    expect(validate({ t: 12, b: 'true', n: 1.5, x: Number.NaN })).toBe(false);
    expect(validate.errors).toStrictEqual([
      { keyword: 'type', instancePath: '/t', params: { type: 'string' } },
      { keyword: 'type', instancePath: '/n', params: { type: 'integer' } },
      { keyword: 'type', instancePath: '/x', params: { type: 'number' } },
      { keyword: 'type', instancePath: '/b', params: { type: 'boolean' } },
    ]);
  });

  it('counts characters as code points, takes limits inclusively and reads no inherited key', () => {
    const validate = interpretedValidator(plain());
    expect(validate({ t: 'åå', b: true, n: 1, x: 0.5 })).toBe(true);
    expect(validate({ t: 'åååå', b: true, n: 9 })).toBe(true);
    expect(validate({ t: 'a', b: true })).toBe(false);
    expect(validate.errors).toStrictEqual([{ keyword: 'minLength', instancePath: '/t', params: { minLength: 2 } }]);
    expect(validate({ t: 'ab', b: true, n: 10 })).toBe(false);
    expect(validate.errors).toStrictEqual([{ keyword: 'maximum', instancePath: '/n', params: { maximum: 9 } }]);
    const emoji = define({ e: { type: 'string', maxLength: 2 } });
    expect(interpretedValidator(emoji)({ e: '😀😀' })).toBe(true); // 4 UTF-16 units, 2 characters
    expect(interpretedValidator(emoji)({ e: '😀😀😀' })).toBe(false);
    expect(validate(Object.create({ t: 'ab', b: true }))).toBe(false);
    expect(validate(null)).toBe(false);
    expect(validate.errors?.map((e) => e.params)).toStrictEqual([{ missingProperty: 't' }, { missingProperty: 'b' }]);
    expect(validate({ t: undefined, b: true })).toBe(false);
  });

  it('escapes a field name in the instance path as a JSON pointer', () => {
    const odd = define({ 'a~b': { type: 'string', maxLength: 1 } });
    const validate = interpretedValidator(odd);
    expect(validate({ 'a~b': 'xx' })).toBe(false);
    expect(validate.errors).toStrictEqual([{ keyword: 'maxLength', instancePath: '/a~0b', params: { maxLength: 1 } }]);
  });

  it('gives validateValues the same answers as the compiled validator', () => {
    const compiled = plain();
    const interpreted = { ...compiled, validator: interpretedValidator(compiled) };
    const cases = [{}, { t: 'ab', b: true }, { t: 'a', b: 1, n: 0, x: 'x', o: 'C' }, { t: 'abcdef', b: false, n: 99, x: 0.1, o: 'B' }, { t: 'ab', b: false }, { t: 'AB', b: true, n: 5, x: 3 }];
    for (const values of cases) expect(validateValues(interpreted, values, ctx()), JSON.stringify(values)).toStrictEqual(validateValues(compiled, values, ctx()));
  });
});

describe('interpretationProblem', () => {
  it('names the first field whose rules need a compiled validator', () => {
    expect(interpretationProblem(plain())).toBeUndefined();
    expect(interpretationProblem(define({ a: { type: 'string' }, b: { type: 'string', 'x-condition': { op: 'set', field: 'a' } } })))
      .toBe('field "b": conditions, visibility and ranges need a compiled validator');
    expect(interpretationProblem(define({ a: { type: 'string', 'x-visibleTo': { roles: ['ADMIN'] } } })))
      .toBe('field "a": conditions, visibility and ranges need a compiled validator');
    expect(interpretationProblem(define({ 'F:T': { type: 'string', format: 'date' } })))
      .toBe('field "F": conditions, visibility and ranges need a compiled validator');
    expect(interpretationProblem(define({ a: { type: 'string', format: 'week', 'x-notInFuture': true } })))
      .toBe('field "a": format, rule-notInFuture need a compiled validator');
  });

  it('is why interpretedValidator refuses a definition', () => {
    expect(() => interpretedValidator(define({ a: { type: 'string', format: 'email' } }))).toThrow('field "a": format need a compiled validator');
  });
});
