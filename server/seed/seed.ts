import { hashPassword } from '../auth/password.js';
import { createAgencyRepository } from '../repositories/agency-repository.js';
import { createUserRepository } from '../repositories/user-repository.js';
import type { Db } from '../db/open-database.js';
import { seedContent } from './seed-content.js';
import { seedEducation } from './seed-education.js';
import { seedOrdersAndTerminal } from './seed-orders-terminal.js';
import { SEED_AGENCIES } from './seed-data/agencies.js';
import { SEED_CHAINS } from './seed-data/chains.js';
import { seedReporting } from './seed-reporting.js';
import { seedStaff } from './seed-staff.js';
import { DEMO_PASSWORD, SEED_USERNAMES, seedUsers } from './seed-data/users.js';

export interface SeedResult {
  chains: number;
  agencies: number;
  users: number;
}

/**
 * Inserts the demo data that is missing; existing rows are never touched, so a second run changes
 * nothing and runtime state (failed logins, changed passwords) survives restarts.
 */
export async function seed(db: Db): Promise<SeedResult> {
  const users = createUserRepository(db);
  const agencies = createAgencyRepository(db);
  const existing = users.existingUsernames();
  const missing = SEED_USERNAMES.some((name) => !existing.has(name.toUpperCase()));
  // scrypt is the slow part: hash once per run, and only when a user is actually missing.
  const passwordHash = missing ? await hashPassword(DEMO_PASSWORD) : '';
  const result: SeedResult = { chains: 0, agencies: 0, users: 0 };
  db.transaction(() => {
    for (const [chainId, name] of SEED_CHAINS) result.chains += agencies.insertChainIfMissing(chainId, name) ? 1 : 0;
    for (const agency of SEED_AGENCIES) result.agencies += agencies.insertIfMissing(agency) ? 1 : 0;
    if (!missing) return;
    for (const user of seedUsers(passwordHash)) result.users += users.insertIfMissing(user) ? 1 : 0;
  })();
  seedEducation(db);
  seedStaff(db); // the population register of the staff page's person lookup
  seedOrdersAndTerminal(db); // material catalogue and terminal parameters (migration 009)
  seedReporting(db); // two years of report data for the demo agencies (idempotent, one transaction)
  await seedContent(db); // news, pages, pictures and winners lists dated from today (once per store)
  return result;
}
