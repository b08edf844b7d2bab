import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { errorText, UNKNOWN_ERROR_TEXT } from '@/api/http-client';

describe('errorText (spec §8 generic error text)', () => {
  it('prefers the error code', () => {
    expect(errorText({ code: 'error.unauthorized', message: 'Ej behörig' })).toBe('error.unauthorized');
    expect(errorText(new ApiError('Ej behörig', 401, 'error.unauthorized'))).toBe('error.unauthorized');
  });

  it('uses the message when there is no code', () => {
    expect(errorText(new Error('Nätverksfel'))).toBe('Nätverksfel');
    expect(errorText({ message: 'Något hände' })).toBe('Något hände');
  });

  it('falls back to the response body message', () => {
    expect(errorText({ response: { data: { message: 'Servern svarade fel' } } })).toBe('Servern svarade fel');
    expect(errorText({ data: { message: 'Från kroppen' } })).toBe('Från kroppen');
  });

  it('uses the inner quoted text when the body message embeds one', () => {
    expect(errorText({ response: { data: { message: 'Request failed: "Kontot är låst"' } } })).toBe('Kontot är låst');
  });

  it('uses the string form of an object that has nothing else', () => {
    const custom = { toString: () => 'Eget fel' };
    expect(errorText(custom)).toBe('Eget fel');
  });

  it('shows a non-object as plain text', () => {
    expect(errorText('Tidsgränsen överskreds')).toBe('Tidsgränsen överskreds');
    expect(errorText(404)).toBe('404');
  });

  it('falls back to "Okänt fel"', () => {
    expect(UNKNOWN_ERROR_TEXT).toBe('Okänt fel');
    expect(errorText(undefined)).toBe('Okänt fel');
    expect(errorText(null)).toBe('Okänt fel');
    expect(errorText({})).toBe('Okänt fel');
    expect(errorText('')).toBe('Okänt fel');
  });
});
