import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { accountKindOf } from '@/features/account/account-kind';
import { ownUserPath, ownUserRequest } from '@/features/account/api/own-user-api';
import { passwordRequest } from '@/features/account/api/password-api';
import { passwordFailureOf } from '@/features/account/password-failure';
import { saveFailureOf } from '@/features/account/save-failure';

const change = { oldPassword: 'Ombud2024AB', newPassword: 'KaFfe7Torn' };

describe('the account endpoints per kind of user (spec part 1 §7)', () => {
  it('agency staff: /user/password and /users with the agency number', () => {
    const agency = accountKindOf(['SALJARE'], '1001');
    expect(passwordRequest(agency, '1001_SALJ', change)).toEqual({
      url: '/api/api-retail/v2/user/password',
      method: 'PUT',
      body: { ...change, username: '1001_SALJ', agencyNumber: '1001' },
    });
    expect(ownUserRequest(agency, '1001_SALJ', { gdprAcceptDate: '2026-11-02' })).toEqual({
      url: '/api/api-retail/v2/users',
      method: 'PUT',
      body: { agencyNumber: '1001', username: '1001_SALJ', gdprAcceptDate: '2026-11-02' },
    });
  });

  it('partner users: /partner/... with the partner id; chain users: /chain/...; no alias for either', () => {
    const partner = accountKindOf(['PARTNER_TELIA'], '');
    expect(passwordRequest(partner, 'TELIA1', change).url).toBe('/api/api-retail/v2/partner/user/password');
    expect(passwordRequest(partner, 'TELIA1', change).body).toEqual({ ...change, username: 'TELIA1', partner: 'TELIA' });
    expect(ownUserRequest(partner, 'TELIA1', { mobile: '+46701112233', alias: 'x' })).toEqual({
      url: '/api/api-retail/v2/partner/user',
      method: 'PUT',
      body: { username: 'TELIA1', partner: 'TELIA', mobile: '+46701112233' },
    });
    const chain = accountKindOf(['RETAIL'], '');
    expect(passwordRequest(chain, 'KEDJA3', change)).toEqual({ url: '/api/api-retail/v2/chain/user/password', method: 'PUT', body: { ...change, username: 'KEDJA3' } });
    expect(ownUserRequest(chain, 'KEDJA3', { mobile: '+46701112233' }).url).toBe('/api/api-retail/v2/chain/user');
  });

  it('internal staff have no own-account endpoint here', () => {
    expect(() => passwordRequest(accountKindOf(['ADMIN'], '1001'), 'ADMIN1', change)).toThrow();
  });
});

describe('failure texts', () => {
  it('417: every catalogue text as "Lösenordet uppfyller inte kraven: …", the wrong current password included', () => {
    expect(passwordFailureOf(new ApiError('Lösenordet måste innehålla minst en siffra.', 417, 'error.password.digit-required')).message).toBe(
      'Lösenordet uppfyller inte kraven: Lösenordet måste innehålla minst en siffra.',
    );
    expect(passwordFailureOf(new ApiError('Ditt nuvarande lösenord är fel.', 417, 'error.password.wrong-current')).message).toBe(
      'Lösenordet uppfyller inte kraven: Ditt nuvarande lösenord är fel.',
    );
  });

  it('anything else: "Ett fel uppstod när lösenordet skulle ändras. Felkod: {code}"', () => {
    expect(passwordFailureOf(new ApiError('Kontot är låst.', 400, 'error.authentication.locked')).message).toBe(
      'Ett fel uppstod när lösenordet skulle ändras. Felkod: error.authentication.locked',
    );
    expect(passwordFailureOf(new ApiError('Failed to fetch', 0)).message).toBe('Ett fel uppstod när lösenordet skulle ändras. Felkod: Failed to fetch');
  });

  it('a save: 412 is a conflict with the server message; 400 with fields puts them under the fields', () => {
    expect(saveFailureOf(new ApiError('Någon annan har ändrat uppgifterna.', 412, 'error.precondition-failed'))).toEqual({ kind: 'conflict', message: 'Någon annan har ändrat uppgifterna.' });
    const fields = [{ field: 'agencyEmail', message: 'Ange en giltig e-postadress.', code: 'email' }];
    expect(saveFailureOf(new ApiError('Ett eller flera fält …', 400, 'error.validation', { fields }))).toEqual({
      kind: 'fields',
      fields: [{ field: 'agencyEmail', message: 'Ange en giltig e-postadress.' }],
      code: 'error.validation',
    });
    expect(saveFailureOf(new ApiError('Internt fel', 500, 'error.internal'))).toEqual({ kind: 'other', code: 'error.internal' });
  });
});

describe('reading one’s own user by the spec’s paths (part 1 §7)', () => {
  it('agency staff /agencies/{agency}/users/{username}, partner /partner/{p}/users/{u}, chain /chain/users/{u}; internal our /me', () => {
    expect(ownUserPath({ kind: 'agency', agencyNumber: '1001' }, '1001_SALJ')).toBe('/api/api-retail/v2/agencies/1001/users/1001_SALJ');
    expect(ownUserPath({ kind: 'partner', partner: 'TELIA' }, 'TELIA1')).toBe('/api/api-retail/v2/partner/TELIA/users/TELIA1');
    expect(ownUserPath({ kind: 'chain' }, 'KEDJA3')).toBe('/api/api-retail/v2/chain/users/KEDJA3');
    expect(ownUserPath({ kind: 'internal' }, 'ADMIN1')).toBe('/api/api-retail/v2/me');
    expect(ownUserPath({ kind: 'agency', agencyNumber: '1001' }, 'A/B')).toBe('/api/api-retail/v2/agencies/1001/users/A%2FB');
  });
});
