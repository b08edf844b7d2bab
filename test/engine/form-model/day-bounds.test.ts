// Issue 41 §5: a date picker offers only the days the field's rules allow (today and later are not offered where the
// rule says "senast i går"); the bounds come from the same keywords the validation reads.
import { describe, expect, it } from 'vitest';
import { dayBounds } from '@ombudsportalen/engine';
import { ctx, fixture } from '../definitions/helpers';

describe('dayBounds', () => {
  it('up to yesterday from 2000 for Daglig försäljning (x-notAfter yesterday, x-minYear 2000), both range ends', () => {
    const def = fixture('EKORDF01');
    expect(dayBounds(def, 'P_FOM', ctx())).toEqual({ min: '2000-01-01', max: '2024-03-14' });
    expect(dayBounds(def, 'P_TOM', ctx())).toEqual({ min: '2000-01-01', max: '2024-03-14' });
  });

  it('up to today where the rule allows today, nothing for a field that is not a date', () => {
    expect(dayBounds(fixture('EKOROM12'), 'P_TOM', ctx()).max).toBe('2024-03-15');
    expect(dayBounds(fixture('EKORDA01'), 'P_VECKA', ctx())).toEqual({});
  });
});
