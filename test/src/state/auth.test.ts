import { describe, expect, it } from 'vitest';
import { decodeAccessTokenClaims } from '@/state/access-token-claims';
import { agencyNumberFromUsername, fullName } from '@/state/auth';
import { fakeAccessToken } from '../support/fake-access-token';

describe('agencyNumberFromUsername', () => {
  it('is the part before the underscore', () => {
    expect(agencyNumberFromUsername('12345_ANNA')).toBe('12345');
  });

  it('takes the part before the first underscore only', () => {
    expect(agencyNumberFromUsername('12345_ANNA_B')).toBe('12345');
  });

  it('is empty when there is no underscore', () => {
    expect(agencyNumberFromUsername('ADMIN1')).toBe('');
    expect(agencyNumberFromUsername('')).toBe('');
  });

  it('is empty when nothing precedes the underscore', () => {
    expect(agencyNumberFromUsername('_ANNA')).toBe('');
  });
});

describe('decodeAccessTokenClaims', () => {
  it('reads username, roles and names, UTF-8 included', () => {
    const token = fakeAccessToken({ username: '12345_ÅSA', roles: ['OMBMGR'], given_name: 'Åsa', family_name: 'Öberg' });
    expect(decodeAccessTokenClaims(token)).toEqual({ username: '12345_ÅSA', roles: ['OMBMGR'], givenName: 'Åsa', familyName: 'Öberg' });
  });

  it('rejects what is not a JWT with a username', () => {
    expect(() => decodeAccessTokenClaims('not-a-jwt')).toThrow();
    expect(() => decodeAccessTokenClaims(fakeAccessToken({ roles: [] }))).toThrow();
  });

  it('full name joins the names that are present', () => {
    expect(fullName({ firstname: 'Åsa', lastname: 'Öberg' })).toBe('Åsa Öberg');
    expect(fullName({ firstname: 'Åsa', lastname: '' })).toBe('Åsa');
  });
});
