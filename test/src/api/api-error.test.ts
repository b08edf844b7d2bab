import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsOf } from '@/api/api-error';

const MOBILE = { field: 'mobile', message: 'Ange ett mobilnummer (07XXXXXXXX).' };

describe('fieldErrorsOf', () => {
  it("reads a 400 answer's field errors, without their codes", () => {
    const error = new ApiError('Begäran innehåller ogiltiga värden.', 400, 'error.validation', { fields: [{ ...MOBILE, code: 'mobile' }] });
    expect(fieldErrorsOf(error)).toEqual([MOBILE]);
  });

  it('drops entries that are not { field, message } strings (a proxy page, a changed server)', () => {
    const error = new ApiError('x', 400, 'error.validation', { fields: [MOBILE, { field: 1, message: 'y' }, null, 'mobile', { field: 'email' }] });
    expect(fieldErrorsOf(error)).toEqual([MOBILE]);
  });

  it('is empty for any other status, a body without fields and a failure without an answer', () => {
    expect(fieldErrorsOf(new ApiError('x', 412, 'error.conflict', { fields: [MOBILE] }))).toEqual([]);
    expect(fieldErrorsOf(new ApiError('x', 400, 'error.validation', '<html>'))).toEqual([]);
    expect(fieldErrorsOf(new ApiError('x', 400, 'error.validation', { fields: 'mobile' }))).toEqual([]);
    expect(fieldErrorsOf(new Error('Failed to fetch'))).toEqual([]);
  });
});
