import { describe, expect, it } from 'vitest';
import * as formatsModule from '../../../engine/model/formats';
import { inTestEngine } from '../../setup-engine';

const { FORMATS, formatInfo } = inTestEngine(formatsModule);

// Each format's regexp must match the whole value: a value with something before or after it is refused.
const VALID: Record<string, string[]> = {
  week: ['2401', '2452', '2053', '2653'],
  month: ['2401', '2412'],
  year: ['24', '2024'],
  mobile: ['+46701234567'],
  phone: ['081234567', '+46812345', '+46701234567'],
  postcode: ['12345', '123 45'],
  personalNumber: ['197001011234', '200012319999'],
  time: ['0000', '0930', '2330', '2400'],
};
const INVALID: Record<string, string[]> = {
  week: ['2400', '2453', '2453', '2553', '2500', '241', '24011'],
  month: ['2400', '2413', '241'],
  year: ['2', '202', '20245'],
  mobile: ['0701234567', '+4670123456', '+467012345678', '+46801234567'],
  phone: ['0123', '+460123456789', '1234567'],
  postcode: ['1234', '12 345', '123  45'],
  personalNumber: ['187001011234', '19700101123', '1970010112345'],
  time: ['0015', '2430', '2500', '930'],
};

function check(name: string, value: string): boolean {
  const regexp = formatInfo(name)?.regexp;
  if (!regexp) throw new Error(`${name} has no regexp`);
  return regexp.test(value);
}

describe('format regexps', () => {
  for (const [name, values] of Object.entries(VALID)) {
    it(`${name} accepts ${values.join(', ')} and refuses them with a prefix or suffix`, () => {
      for (const value of values) {
        expect(check(name, value), value).toBe(true);
        expect(check(name, `x${value}`), `x${value}`).toBe(false);
        expect(check(name, `${value}x`), `${value}x`).toBe(false);
        expect(check(name, `${value}\n`), `${value}\\n`).toBe(false);
      }
    });
  }
  for (const [name, values] of Object.entries(INVALID)) {
    it(`${name} refuses ${values.join(', ')}`, () => {
      for (const value of values) expect(check(name, value), value).toBe(false);
    });
  }

  it('password: 8–12 characters with two capitals and one digit, anchored', () => {
    const password = (value: string) => check('password', value);
    expect(password('Ombud2024AB')).toBe(true);
    expect(password('ÅÄbcdef1')).toBe(true);
    expect(password('ABcdefgh')).toBe(false); // no digit: the digit lookahead
    expect(password('Abcdefg1')).toBe(false); // one capital
    expect(password('ABcdef1')).toBe(false); // 7 characters
    expect(password('ABcdefghij12')).toBe(true);
    expect(password('ABcdefghij123')).toBe(false); // 13 characters
    expect(password('ABcdefghij12\n')).toBe(false);
  });

  // 'toString' used to answer Object.prototype's function (an `in` lookup): a definition's format is a client key.
  it('formatInfo knows only own format names', () => {
    expect(formatInfo(undefined)).toBeUndefined();
    expect(formatInfo('toString')).toBeUndefined();
    expect(formatInfo('nope')).toBeUndefined();
    expect(formatInfo('week')).toBe(FORMATS.week);
  });
});
