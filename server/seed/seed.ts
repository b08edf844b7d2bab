import { stockholmToday } from '@ombudsportalen/engine';
import { hashPassword } from '../auth/password.js';
import { createAgencyRepository } from '../repositories/agency-repository.js';
import { createUserRepository } from '../repositories/user-repository.js';
import { ADVISORY_LOCK, withAdvisoryLock } from '../db/advisory-lock.js';
import type { Store } from '../db/store.js';
import { ensureSeedCalendar } from './seed-calendar.js';
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
  /** Days of report data added (two years on the first seed, the days since the last one on a later start). */
  reportingDays: number;
}

/**
 * Inserts the demo data that is missing; existing rows are never touched, so a second run on the same day changes
 * nothing and runtime state (failed logins, changed passwords) survives restarts. Everything dated is relative to the
 * day the store was created (the Stockholm day of `now()` at the first seed; tests inject a fixed clock), and the
 * report data is topped up to yesterday on every run. Instances of a fleet started together seed one at a time (an
 * advisory lock on PostgreSQL): the first writes, the others then find every row there and add nothing.
 */
export async function seed(store: Store, now: () => Date = () => new Date()): Promise<SeedResult> {
  return withAdvisoryLock(store, ADVISORY_LOCK.demoData, () => seedMissing(store, now));
}

async function seedMissing(store: Store, now: () => Date): Promise<SeedResult> {
  const today = stockholmToday(now());
  const { createdDay } = await ensureSeedCalendar(store.db, today);
  const users = createUserRepository(store);
  const agencies = createAgencyRepository(store);
  const existing = await users.existingUsernames();
  const missing = SEED_USERNAMES.some((name) => !existing.has(name.toUpperCase()));
  // scrypt is the slow part: hash once per run, and only when a user is actually missing.
  const passwordHash = missing ? await hashPassword(DEMO_PASSWORD) : '';
  const result: SeedResult = { chains: 0, agencies: 0, users: 0, reportingDays: 0 };
  for (const [chainId, name] of SEED_CHAINS) result.chains += await agencies.insertChainIfMissing(chainId, name) ? 1 : 0;
  for (const agency of SEED_AGENCIES) result.agencies += await agencies.insertIfMissing(agency) ? 1 : 0;
  if (missing) {
    // One transaction: all seed users or none, and one commit rather than one per user.
    await store.db.transaction().execute(async (trx) => {
      for (const user of seedUsers(passwordHash, createdDay)) result.users += await users.insertIfMissing(user, trx) ? 1 : 0;
    });
  }
  await seedEducation(store, createdDay);
  await seedStaff(store, createdDay); // the population register of the staff page's person lookup
  await seedOrdersAndTerminal(store); // material catalogue and terminal parameters (migration 009)
  result.reportingDays = (await seedReporting(store, today)).days; // report data up to yesterday (one transaction)
  await seedContent(store, now()); // news, pages, pictures and winners lists dated from the first seed (once per store)
  return result;
}
