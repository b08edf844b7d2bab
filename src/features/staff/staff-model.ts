import type { StaffUser } from '../../../engine/api';
import { ROLE_LABELS } from './staff-texts';

export type StaffFilter = 'all' | 'EKONOMI' | 'OMBMGR' | 'SALJARE' | 'SALJPLUS';

/** The user's staff role: manager and economy first (a user holds one in practice). */
export function primaryRole(roles: readonly string[]): string {
  return ['OMBMGR', 'EKONOMI', 'SALJPLUS', 'SALJARE'].find((role) => roles.includes(role)) ?? '';
}

export function roleLabel(roles: readonly string[]): string {
  return ROLE_LABELS[primaryRole(roles)] ?? '';
}

export function matchesFilter(user: StaffUser, filter: StaffFilter): boolean {
  return filter === 'all' || user.roles.includes(filter);
}

const collator = new Intl.Collator('sv');

/** Managers first, then last name, then first name, in Swedish collation (Å, Ä, Ö after Z). */
export function compareStaff(a: StaffUser, b: StaffUser): number {
  const managers = Number(b.roles.includes('OMBMGR')) - Number(a.roles.includes('OMBMGR'));
  return managers || collator.compare(a.lastname, b.lastname) || collator.compare(a.firstname, b.firstname);
}

export function visibleStaff(users: readonly StaffUser[], filter: StaffFilter): StaffUser[] {
  return users.filter((user) => matchesFilter(user, filter)).sort(compareStaff);
}
