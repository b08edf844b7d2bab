import { afterEach, describe, expect, it, vi } from 'vitest';
import { interpretedValidator } from '../../../engine/index';
import { ruleRuntime } from '../../../engine/validation/rule-runtime';
import { type RuntimeCompilers, installRuntimeCompilers, runtimeCompilers } from '../../../engine/validation/runtime-compilers';
import { validatorOf } from '../../../engine/validation/runtime-validator';
import { define } from '../definitions/helpers';

// Edges of the validators: the interpreted one's types, pointers and unset values, the compiled one's cache, rules at the root.
let node: RuntimeCompilers | undefined;
afterEach(() => {
  if (node) installRuntimeCompilers(node);
  node = undefined;
});

describe('interpretedValidator at its edges', () => {
  it('a number must be finite', () => {
    const validate = interpretedValidator(define({ x: { type: 'number' } }));
    for (const x of [Infinity, Number.NaN]) {
      expect(validate({ x })).toBe(false);
      expect(validate.errors).toStrictEqual([{ keyword: 'type', instancePath: '/x', params: { type: 'number' } }]);
    }
  });

  it('a / in a field name is ~1 in the instance path', () => {
    const validate = interpretedValidator(define({ 'a/b': { type: 'string', maxLength: 1 } }));
    expect(validate({ 'a/b': 'xx' })).toBe(false);
    expect(validate.errors).toStrictEqual([{ keyword: 'maxLength', instancePath: '/a~1b', params: { maxLength: 1 } }]);
  });

  it('a value present but undefined is missing, not of the wrong type', () => {
    const validate = interpretedValidator(define({ t: { type: 'string' } }, { required: ['t'] }));
    expect(validate({ t: undefined })).toBe(false);
    expect(validate.errors).toStrictEqual([{ keyword: 'required', instancePath: '', params: { missingProperty: 't' } }]);
  });
});

describe('validatorOf', () => {
  it('compiles a definition once and keeps its validator', () => {
    node = runtimeCompilers('test');
    const compileValidator = vi.fn(node.compileValidator);
    installRuntimeCompilers({ ...node, compileValidator });
    const def = define({ t: { type: 'string' } });
    const first = validatorOf(def);
    expect(validatorOf(def)).toBe(first);
    expect(compileValidator).toHaveBeenCalledTimes(1);
  });

  it('without the Node compilers says what needed them', () => {
    node = runtimeCompilers('test');
    const def = define({ t: { type: 'string' } });
    installRuntimeCompilers(undefined as never);
    expect(() => validatorOf(def)).toThrow(`Validating "inline.json" without a precompiled validator needs ajv's schema compiler, which only the Node entry (engine/index) has; the browser uses precompiled validators`);
  });
});

describe('range rules on a value without a parent object', () => {
  it('hold (nothing to compare with)', () => {
    expect(ruleRuntime.rangeOrder('2024-03-01', { from: 'F', unit: 'date' }, undefined)).toBe(true);
    expect(ruleRuntime.rangeSpan('2024-03-01', { from: 'F', unit: 'date', max: 1 }, undefined)).toBe(true);
  });
});
