import { createStaffRepository } from '../repositories/staff-repository.js';
import type { Db } from '../db/open-database.js';
import { REGISTER_ONLY } from './seed-data/population-register.js';
import { seedUsers } from './seed-data/users.js';

/**
 * The population register behind the person lookup (migration 008): every seeded agency staff member, plus people on
 * no staff (found, or protected identities). Existing entries are left as they are; returns how many were added.
 */
export function seedStaff(db: Db, createdDay: string): number {
  const staff = createStaffRepository(db);
  const people = [
    ...seedUsers('', createdDay).filter((user) => user.agencyNumber !== null && user.socialSecurityNumber !== null)
      .map((user) => ({ ssn: user.socialSecurityNumber ?? '', firstname: user.firstname, lastname: user.lastname, protected: false })),
    ...REGISTER_ONLY,
  ];
  let added = 0;
  db.transaction(() => {
    for (const person of people) added += staff.insertPersonIfMissing(person) ? 1 : 0;
  })();
  return added;
}
