import { createStaffRepository } from '../repositories/staff-repository.js';
import type { Store } from '../db/store.js';
import { REGISTER_ONLY } from './seed-data/population-register.js';
import { seedUsers } from './seed-data/users.js';

/**
 * The population register behind the person lookup (migration 008): every seeded agency staff member, plus people on
 * no staff (found, or protected identities). Existing entries are left as they are; returns how many were added.
 */
export async function seedStaff(store: Store, createdDay: string): Promise<number> {
  const people = [
    ...seedUsers('', createdDay).filter((user) => user.agencyNumber !== null && user.socialSecurityNumber !== null)
      .map((user) => ({ ssn: user.socialSecurityNumber ?? '', firstname: user.firstname, lastname: user.lastname, protected: false })),
    ...REGISTER_ONLY,
  ];
  return store.db.transaction().execute(async (trx) => {
    const staff = createStaffRepository(store);
    let added = 0;
    for (const person of people) added += await staff.insertPersonIfMissing(person, trx) ? 1 : 0;
    return added;
  });
}
