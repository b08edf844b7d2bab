import { describe, expect, it } from 'vitest';
import { ALL_ROLES, isAgencyStaff, isChainUser, isInternal, isPartner, partnerIdOf } from '@ombudsportalen/portal/access';

// Users hold several roles: every ordered pair of the 17 roles, so a check that reads only the first role fails here.
// The spec's sets (part 1 §6), written out here so the test does not read them from the code it checks.
const internal = new Set<string>(['ADMIN', 'SALJCOACH']);
const partner = new Set<string>(ALL_ROLES.filter((role) => role.startsWith('PARTNER_')));
const pairs = ALL_ROLES.flatMap((a) => ALL_ROLES.map((b) => [a, b] as const));

describe('role helpers on every pair of roles', () => {
  it('isInternal holds when either role is ADMIN or SALJCOACH', () => {
    for (const [a, b] of pairs) expect(isInternal([a, b]), `${a}+${b}`).toBe(internal.has(a) || internal.has(b));
  });

  it('isPartner holds when either role is a partner role; partnerIdOf names the first one', () => {
    for (const [a, b] of pairs) {
      const first = [a, b].find((r) => partner.has(r));
      expect(isPartner([a, b]), `${a}+${b}`).toBe(first !== undefined);
      expect(partnerIdOf([a, b]), `${a}+${b}`).toBe(first?.split('_')[1]);
    }
  });

  it('isAgencyStaff holds for SALJARE, SALJPLUS, OMBMGR or EKONOMI; isChainUser for RETAIL (part 1 §4, §6)', () => {
    const staff = new Set(['SALJARE', 'SALJPLUS', 'OMBMGR', 'EKONOMI']);
    for (const [a, b] of pairs) {
      expect(isAgencyStaff([a, b]), `${a}+${b}`).toBe(staff.has(a) || staff.has(b));
      expect(isChainUser([a, b]), `${a}+${b}`).toBe(a === 'RETAIL' || b === 'RETAIL');
    }
  });

  it('no roles: neither internal nor partner', () => {
    expect(isInternal([])).toBe(false);
    expect(isPartner([])).toBe(false);
    expect(partnerIdOf([])).toBeUndefined();
  });
});
