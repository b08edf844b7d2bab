import { describe, expect, it } from 'vitest';
import { type DecisionName, STAFF_ROLE_LABELS, decide, primaryStaffRole } from '@ombudsportalen/portal/access';
import declarations from '../../../schemas/access/decisions.json';
import { cells } from './role-combinations';
import { SPEC_ROLES } from './spec-tables';

// The spec's rules written out literally, as predicates over a user's roles and the outlet segment. Each decision of
// schemas/access/decisions.json must have a row here, and must agree with it in every role × segment cell.
const has = (roles: readonly string[], ...wanted: string[]) => roles.some((role) => wanted.includes(role));
const PARTNERS = SPEC_ROLES.filter((role) => role.startsWith('PARTNER_'));

const SPEC: Record<string, (roles: readonly string[], segment: string) => boolean> = {
  // part 1 §6: "ADMIN and SALJCOACH (internal; must pick an agency)".
  internal: (r) => has(r, 'ADMIN', 'SALJCOACH'),
  // part 1 §4: "For SALJPLUS, OMBMGR, EKONOMI and SALJARE the agency info is loaded after login".
  agencyStaff: (r) => has(r, 'SALJPLUS', 'OMBMGR', 'EKONOMI', 'SALJARE'),
  // part 1 §6: RETAIL (chain user).
  chainUser: (r) => has(r, 'RETAIL'),
  // part 1 §6: PARTNER_{name}, ten names.
  partner: (r) => has(r, ...PARTNERS),
  // part 1 §2: "Mobile number confirmation page, unless the user has an internal role or OMBMGR".
  mobileGateExempt: (r) => has(r, 'ADMIN', 'SALJCOACH', 'OMBMGR'),
  // part 1 §4 / part 2 §6: not EKONOMI, not DIGITAL or TRACK; only staff who take courses (not internal, chain, partner).
  educationStatus: (r, s) => s === 'AGENCY' && !has(r, 'EKONOMI') && has(r, 'SALJARE', 'SALJPLUS', 'OMBMGR'),
  // part 2 §6: "Education status is not fetched ... for digital and track shops" (Mina uppgifter's course list).
  courseDetails: (_r, s) => s === 'AGENCY',
  // part 2 §6: "Education status is not fetched for EKONOMI users".
  takesCourses: (r) => !has(r, 'EKONOMI'),
  // part 1 §2: "Permission, shown as Ekonomi or Standard".
  economyPermission: (r) => has(r, 'EKONOMI'),
  // part 2 §6: SALJPLUS is the extended (augmented) role.
  extendedPermission: (r) => has(r, 'SALJPLUS'),
  // part 2 §2: "Users are sorted with managers first".
  listedFirst: (r) => has(r, 'OMBMGR'),
  // part 2 §5: "Select options with authorizedRoles are shown only to users holding one of those roles or ADMIN".
  seesEveryOption: (r) => has(r, 'ADMIN'),
  // part 2 §6: winners material is hidden for digital and track outlets.
  winnersMaterial: (_r, s) => s === 'AGENCY',
  // Ours (docs/decisions/reports.md, issue 25): the analyst studio opens as the outlet manager.
  studioStartRole: (r) => has(r, 'OMBMGR'),
  // part 2 §6: "Education status is not fetched ... for digital and track shops" (the staff page's overview).
  staffEducation: (_r, s) => s === 'AGENCY',
  // part 2 §2: "add seller (labelled 'Lägg till spellägggare' for the digital segment)".
  digitalSellerLabel: (_r, s) => s === 'DIGITAL',
};

const names = Object.keys(declarations.decisions) as DecisionName[];

describe('schemas/access/decisions.json against the spec, every role combination × segment', () => {
  it('every decision has a spec row, and every spec row a decision', () => {
    expect([...names].sort()).toEqual(Object.keys(SPEC).sort());
  });

  it.each(names)('%s', (name) => {
    const spec = SPEC[name]!;
    const wrong = cells().filter(({ roles, segment }) => decide(name, { roles, segment }) !== spec(roles, segment))
      .map(({ roles, segment }) => `[${roles.join(', ')}] ${segment}: spec ${spec(roles, segment)}`);
    expect(wrong).toEqual([]);
  });

  it('a decision about segments never holds where no segment is known', () => {
    expect(decide('courseDetails', { roles: ['SALJARE'] })).toBe(false);
    expect(decide('educationStatus', { roles: ['SALJARE'] })).toBe(false);
  });
});

describe('the staff roles (part 2 §6)', () => {
  it('labels every staff role as the spec does, in the filter order of part 2 §2', () => {
    expect(Object.entries(STAFF_ROLE_LABELS)).toEqual([
      ['EKONOMI', 'Ekonomi'], ['OMBMGR', 'Spelansvarig'], ['SALJARE', 'Standard'], ['SALJPLUS', 'Utökad'],
    ]);
  });

  it('a card shows the manager or economy role before the seller roles', () => {
    expect(primaryStaffRole(['SALJARE', 'OMBMGR'])).toBe('OMBMGR');
    expect(primaryStaffRole(['SALJPLUS', 'EKONOMI'])).toBe('EKONOMI');
    expect(primaryStaffRole(['SALJARE', 'SALJPLUS'])).toBe('SALJPLUS');
    expect(primaryStaffRole(['RETAIL'])).toBe('');
  });
});
