import { describe, expect, it } from 'vitest';
import {
  ALL_ROLES, agencyNumberFromUsername, deriveSegment, isInternal, isKnownRole, isPartner, partnerIdOf,
} from '@ombudsportalen/portal/access';
import { SPEC_ROLES } from './spec-tables';

describe('deriveSegment (part 1 §1)', () => {
  it.each([
    [{ agencyType: 'D', revenueSegment: null }, 'DIGITAL'],
    [{ agencyType: 'D', revenueSegment: 'BANA' }, 'DIGITAL'],
    [{ agencyType: 'O', revenueSegment: 'BANA' }, 'TRACK'],
    [{ revenueSegment: 'BANA' }, 'TRACK'],
    [{ agencyType: 'O', revenueSegment: 'OMBUD' }, 'AGENCY'],
    [{ agencyType: null, revenueSegment: null }, 'AGENCY'],
    [{ agencyType: 'd', revenueSegment: 'bana' }, 'AGENCY'],
    [{}, 'AGENCY'],
    [null, 'AGENCY'],
    [undefined, 'AGENCY'],
  ] as const)('%o gives %s', (info, segment) => {
    expect(deriveSegment(info)).toBe(segment);
  });
});

describe('roles (part 1 §6)', () => {
  it('knows exactly the 17 roles of the spec', () => {
    expect([...ALL_ROLES].sort()).toStrictEqual([...SPEC_ROLES].sort());
    expect(ALL_ROLES.filter((role) => isPartner([role]))).toHaveLength(10);
    expect(ALL_ROLES.filter((role) => isInternal([role]))).toStrictEqual(['ADMIN', 'SALJCOACH']);
    expect(isKnownRole('PARTNER_NEWCO')).toBe(false);
  });

  it('isInternal is true for ADMIN or SALJCOACH only', () => {
    expect(isInternal(['ADMIN'])).toBe(true);
    expect(isInternal(['SALJARE', 'SALJCOACH'])).toBe(true);
    expect(isInternal(['OMBMGR', 'RETAIL', 'PARTNER_TELIA'])).toBe(false);
    expect(isInternal([])).toBe(false);
  });

  it('partnerIdOf takes the second part of the first PARTNER_ role', () => {
    expect(partnerIdOf(['PARTNER_TELIA'])).toBe('TELIA');
    expect(partnerIdOf(['SALJARE', 'PARTNER_MILJONLOTTERIET', 'PARTNER_TRE'])).toBe('MILJONLOTTERIET');
    expect(partnerIdOf(['RETAIL'])).toBeUndefined();
    expect(isPartner(['PARTNER_FOLKSPEL'])).toBe(true);
    expect(isPartner(['OMBMGR'])).toBe(false);
  });

  it('agencyNumberFromUsername is the part before an underscore, else empty', () => {
    expect(agencyNumberFromUsername('1001_MGR')).toBe('1001');
    expect(agencyNumberFromUsername('1001_A_B')).toBe('1001');
    expect(agencyNumberFromUsername('KEDJA3')).toBe('');
    expect(agencyNumberFromUsername('')).toBe('');
  });
});
