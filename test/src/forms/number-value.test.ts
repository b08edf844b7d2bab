import { afterEach, describe, expect, it, vi } from 'vitest';
import { decimalSeparator, numberValueOf, shownNumber } from '@/forms/number-value';

// What rjsf's NumberField did with a number field's text, kept when SchemaForm stopped using rjsf.
describe('a number field stores a number once its text reads as one', () => {
  it.each([
    ['12', '.', 12],
    ['12.5', '.', 12.5],
    ['12,5', ',', 12.5],
    ['.5', '.', 0.5],
    ['3.', '.', 3],
    ['3,', ',', 3],
    ['3.50', '.', 3.5],
    ['-4', '.', -4],
    ['12a', '.', '12a'],
    ['', '.', undefined],
    [undefined, '.', undefined],
    [7, '.', 7],
  ])('%j with separator %j stores %j', (text, separator, stored) => {
    expect(numberValueOf(text, separator)).toStrictEqual(stored);
  });

  it('shows the typed text while it stands for the stored number, else the number', () => {
    expect(shownNumber(3, '3.', '.', 'number')).toBe('3.');
    expect(shownNumber(3, '3,', ',', 'number')).toBe('3,');
    expect(shownNumber(3.5, '3.50', '.', 'number')).toBe('3.50');
    expect(shownNumber(4, '3.', '.', 'number')).toBe(4);
    expect(shownNumber(undefined, '3.', '.', 'number')).toBeUndefined();
  });

  it('writes a stored number with the browser separator in a plain text widget only', () => {
    expect(shownNumber(12.5, undefined, ',', 'text')).toBe('12,5');
    expect(shownNumber(12.5, undefined, ',', 'number')).toBe(12.5);
    expect(shownNumber(12.5, undefined, '.', 'text')).toBe(12.5);
  });
});

describe("the browser's decimal separator", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    [['sv-SE', 'en'], ','],
    [['sv'], ','],
    [['en-US', 'sv'], '.'],
    [['de-DE'], ','],
    [['sv-FI'], ','],
  ])('first language of %j: %j', (languages, separator) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    expect(decimalSeparator()).toBe(separator);
  });

  it('Swedish needs no Intl object (a page\'s first costs 20-50 ms of ICU set-up)', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sv-SE']);
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect(decimalSeparator()).toBe(',');
    expect(made).not.toHaveBeenCalled();
  });
});
