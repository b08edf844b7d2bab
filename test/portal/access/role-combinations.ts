// Users as sets of roles for the access tests: nobody, every single role, every pair of roles, and an unknown role
// beside a known one; each with every segment. Combinations, so a rule that only works for one-role users fails.
import { SPEC_ROLES, SPEC_SEGMENTS } from './spec-tables';

export const UNKNOWN_ROLE = 'KASSOR';

/** Every user of the tests: [], [r], [r, s] for known roles r < s, and [UNKNOWN_ROLE, r]. */
export function roleSets(): string[][] {
  const sets: string[][] = [[], [UNKNOWN_ROLE]];
  SPEC_ROLES.forEach((role, i) => {
    sets.push([role], [UNKNOWN_ROLE, role]);
    for (const other of SPEC_ROLES.slice(i + 1)) sets.push([role, other]);
  });
  return sets;
}

/** Every (roles, segment) cell of the tables. */
export function cells(): { roles: string[]; segment: string }[] {
  return roleSets().flatMap((roles) => SPEC_SEGMENTS.map((segment) => ({ roles, segment })));
}
