import { describe, expect, it, vi } from 'vitest';
import { nodeCompilers } from '@ombudsportalen/engine';
import { createEngine as createBrowserEngine } from '@ombudsportalen/engine/browser';
import { PORTAL_VOCABULARY } from '@ombudsportalen/portal/engine-vocabulary';
import { ruleRuntime } from '../../../engine/validation/rule-runtime';
import { validatorOf } from '../../../engine/validation/runtime-validator';
import { define } from '../definitions/helpers';
import { createTestEngine, testEngine } from '../../setup-engine';

const { interpretedValidator } = testEngine;

// Edges of the validators: the interpreted one's types, pointers and unset values, the compiled one's cache, rules at the root.

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
    const node = nodeCompilers();
    const compileValidator = vi.fn(node.runtime.compileValidator);
    const engine = createTestEngine({ compilers: { ...node, runtime: { ...node.runtime, compileValidator } } });
    const def = define({ t: { type: 'string' } });
    const first = engine.run(() => validatorOf(def));
    expect(engine.run(() => validatorOf(def))).toBe(first);
    expect(compileValidator).toHaveBeenCalledTimes(1);
  });

  it('without the Node compilers (a browser engine) says what needed them', () => {
    const def = define({ t: { type: 'string' } });
    const browser = createBrowserEngine({ vocabulary: PORTAL_VOCABULARY });
    expect(() => browser.run(() => validatorOf(def))).toThrow(`Validating "inline.json" without a precompiled validator needs ajv's schema compiler, which only an engine of the Node entry has; the browser uses precompiled validators`);
  });
});

describe('range rules on a value without a parent object', () => {
  it('hold (nothing to compare with)', () => {
    expect(ruleRuntime.rangeOrder('2024-03-01', { from: 'F', unit: 'date' }, undefined)).toBe(true);
    expect(ruleRuntime.rangeSpan('2024-03-01', { from: 'F', unit: 'date', max: 1 }, undefined)).toBe(true);
  });
});
