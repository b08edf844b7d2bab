import { describe, expect, it } from 'vitest';
import { PASSWORD_FORMAT } from '@ombudsportalen/portal/password-standard';

describe('the password format counts characters, not UTF-16 units', () => {
  it('12 characters pass even when one lies outside the BMP; 13 do not', () => {
    expect(PASSWORD_FORMAT.test('ABcdefghij1😀')).toBe(true);
    expect(PASSWORD_FORMAT.test('ABcdefghij12😀')).toBe(false);
  });
});
