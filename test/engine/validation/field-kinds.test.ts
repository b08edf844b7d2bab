import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_LENGTH, inputMaxLength, isTypedText, valueMaxLength } from '../../../engine/validation/field-rules';
import { fieldKind, keywordKindProblems } from '../../../engine/load/keyword-kinds';
import type { FieldJson } from '@ombudsportalen/engine';
import { define } from '../definitions/helpers';

// What a field is (its kind) and how long its text may be: the limits the form's inputs and the rules share.
const field = (schema: FieldJson) => define({ f: schema }).fields[0]!;

describe('text lengths', () => {
  it('typed text holds at most 60 characters, or less when declared; other fields as declared', () => {
    expect(DEFAULT_MAX_LENGTH).toBe(60);
    expect([valueMaxLength(field({ type: 'string' })), valueMaxLength(field({ type: 'string', maxLength: 10 })), valueMaxLength(field({ type: 'string', maxLength: 60 }))]).toStrictEqual([60, 10, 60]);
    expect([valueMaxLength(field({ type: 'string', readOnly: true })), valueMaxLength(field({ type: 'string', readOnly: true, maxLength: 200 }))]).toStrictEqual([undefined, 200]);
    expect([valueMaxLength(field({ type: 'string', 'x-options': ['a'] })), valueMaxLength(field({ type: 'integer' }))]).toStrictEqual([undefined, undefined]);
  });

  it('the input maxLength: typed text its limit, numbers 60, options, checkboxes and read-only text none', () => {
    expect([inputMaxLength(field({ type: 'string', maxLength: 12 })), inputMaxLength(field({ type: 'integer' })), inputMaxLength(field({ type: 'number' }))]).toStrictEqual([12, 60, 60]);
    expect([inputMaxLength({ ...field({ type: 'integer' }), options: [{ value: 1, label: '1' }] }), inputMaxLength(field({ type: 'number', readOnly: true })), inputMaxLength(field({ type: 'boolean' }))]).toStrictEqual([undefined, undefined, undefined]);
    expect([inputMaxLength(field({ type: 'string', 'x-options': ['a'] })), inputMaxLength(field({ type: 'string', readOnly: true }))]).toStrictEqual([undefined, undefined]);
  });

  it('typed text is a string without options that is not read-only', () => {
    expect([isTypedText(field({ type: 'string', format: 'date' })), isTypedText(field({ type: 'integer' })), isTypedText(field({ type: 'string', 'x-options': ['a'] })), isTypedText(field({ type: 'string', readOnly: true }))])
      .toStrictEqual([true, false, false, false]);
  });
});

describe('field kinds', () => {
  it('from type and format', () => {
    const kinds = [{ type: 'boolean' }, { type: 'integer' }, { type: 'number' }, { type: 'string', format: 'time' }, { type: 'string', format: 'date' },
      { type: 'string', format: 'week' }, { type: 'string', format: 'month' }, { type: 'string', format: 'year' }, { type: 'string', format: 'email' }, { type: 'string' }] as FieldJson[];
    expect(kinds.map(fieldKind)).toStrictEqual(['checkbox', 'number', 'number', 'time', 'date', 'week', 'month', 'year', 'text', 'text']);
  });

  it('a keyword or widget on a kind it does not apply to, and select or radio without options', () => {
    const problems = (s: FieldJson) => {
      const out: string[] = [];
      keywordKindProblems(s, '/f', (pointer, message) => out.push(`${pointer}: ${message}`));
      return out;
    };
    expect(problems({ type: 'integer', minimum: 1, maximum: 2, 'x-clampAbove': 3, 'x-options': ['1'], 'x-widget': 'radio' } as FieldJson)).toStrictEqual([]);
    expect(problems({ type: 'string', minimum: 1, 'x-widget': 'select' } as FieldJson)).toStrictEqual([
      '/f/minimum: minimum applies to number fields, not to a text field', '/f/x-widget: widget select needs x-options',
    ]);
    expect(problems({ type: 'string', format: 'time', 'x-widget': 'radio', 'x-before': 'x' } as FieldJson)).toStrictEqual([
      '/f/x-widget: widget radio shows text, number fields, not a time field', '/f/x-widget: widget radio needs x-options',
    ]);
    expect(problems({ type: 'boolean', 'x-widget': 'hidden' } as FieldJson)).toStrictEqual([]);
  });
});
