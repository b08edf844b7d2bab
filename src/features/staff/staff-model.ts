import { decide, primaryStaffRole, type Role } from '@ombudsportalen/portal/access';
import type { StaffUser } from '@ombudsportalen/portal/api';
import { compareSwedish } from '@/ui/swedish-order';
import { ROLE_LABELS } from './staff-texts';

/** 'all', or a staff role of the filter (schemas/access/decisions.json staffRoles). */
export type StaffFilter = 'all' | Role;

/** The user's staff role: the first of the declared priority (manager and economy first; a user holds one in practice). */
export const primaryRole = primaryStaffRole;

export function roleLabel(roles: readonly string[]): string {
  return ROLE_LABELS[primaryRole(roles)] ?? '';
}

export function matchesFilter(user: StaffUser, filter: StaffFilter): boolean {
  return filter === 'all' || user.roles.includes(filter);
}

/** Managers first, then last name, then first name, in Swedish collation (Å, Ä, Ö after Z). */
export function compareStaff(a: StaffUser, b: StaffUser): number {
  const managers = Number(decide('listedFirst', { roles: b.roles })) - Number(decide('listedFirst', { roles: a.roles }));
  return managers || compareSwedish(a.lastname, b.lastname) || compareSwedish(a.firstname, b.firstname);
}

export function visibleStaff(users: readonly StaffUser[], filter: StaffFilter): StaffUser[] {
  return users.filter((user) => matchesFilter(user, filter)).sort(compareStaff);
}
