import { addDays } from '../../engine/context/periods.js';
import type { Db } from '../db/open-database.js';

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
export function ensureSeedCalendar(db: Db, today: string): SeedCalendar {
  db.prepare('INSERT OR IGNORE INTO seed_calendar (id, created_day, reporting_last_day) VALUES (1, ?, NULL)').run(today);
  return readSeedCalendar(db) as SeedCalendar;
}

export function readSeedCalendar(db: Db): SeedCalendar | undefined {
  return db.prepare<[], SeedCalendar>('SELECT created_day AS createdDay, reporting_last_day AS reportingLastDay FROM seed_calendar WHERE id = 1').get();
}

export function setReportingLastDay(db: Db, day: string): void {
  db.prepare('UPDATE seed_calendar SET reporting_last_day = ? WHERE id = 1').run(day);
}

/** The clock the demo data is seeded by: the real one, or noon of a fixed day (PORTAL_FIXED_DATE, tests only). */
export function seedClock(fixedDate: string | undefined): () => Date {
  if (fixedDate === undefined) return () => new Date();
  const noon = new Date(`${fixedDate}T11:00:00.000Z`); // 12:00 or 13:00 in Stockholm: the same calendar day
  return () => new Date(noon);
}
