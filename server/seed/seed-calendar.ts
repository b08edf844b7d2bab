import type { Kysely } from 'kysely';
import { addDays } from '@ombudsportalen/engine';
import type { Database } from '../db/tables.js';

/** The demo data's calendar (migration 012): every seeded date is relative to the day the database was created. */
export interface SeedCalendar {
  /** The Stockholm day the database was first seeded (yyyy-MM-dd). */
  createdDay: string;
  /** The last day holding report data, or null before the first reporting seed. */
  reportingLastDay: string | null;
}

/** Days of report data a new database gets: two years, ending yesterday. */
export const REPORTING_DAYS = 730;

/** The first day of report data of a database created on `createdDay`. */
export function reportingFirstDay(createdDay: string): string {
  return addDays(createdDay, -REPORTING_DAYS);
}

/** The store's calendar; on the first seed `today` becomes its creation day. */
export async function ensureSeedCalendar(db: Kysely<Database>, today: string): Promise<SeedCalendar> {
  await db.insertInto('seed_calendar').values({ id: 1, created_day: today, reporting_last_day: null }).onConflict((oc) => oc.doNothing()).execute();
  return (await readSeedCalendar(db)) as SeedCalendar;
}

export async function readSeedCalendar(db: Kysely<Database>): Promise<SeedCalendar | undefined> {
  return db.selectFrom('seed_calendar').select(['created_day as createdDay', 'reporting_last_day as reportingLastDay']).where('id', '=', 1).executeTakeFirst();
}

export async function setReportingLastDay(db: Kysely<Database>, day: string): Promise<void> {
  await db.updateTable('seed_calendar').set({ reporting_last_day: day }).where('id', '=', 1).execute();
}

/** The clock the demo data is seeded by: the real one, or noon of a fixed day (PORTAL_FIXED_DATE, tests only). */
export function seedClock(fixedDate: string | undefined): () => Date {
  if (fixedDate === undefined) return () => new Date();
  const noon = new Date(`${fixedDate}T11:00:00.000Z`); // 12:00 or 13:00 in Stockholm: the same calendar day
  return () => new Date(noon);
}
