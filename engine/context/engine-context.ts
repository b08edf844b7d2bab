import { DAY_MS, dayMs, dayOf, utcDayMs } from './periods';

/** An outlet segment name of the application's vocabulary. */
export type Segment = string;

/** Who is filling in a form, and on which calendar day: what the engine itself reads besides the values. */
export type SessionContext = {
  /** The session roles, in session order. */
  roles: string[];
  /** The segment of the vocabulary the session acts in. */
  segment: Segment;
  /** Today's Stockholm calendar day as yyyy-MM-dd; see stockholmToday(). Injected so every rule is testable. */
  today: string;
};

/**
 * A session and the host's own facts, typed by the host (the portal: its agency numbers, PortalContext); the engine
 * reads none of them, only the host's vocabulary does (contextParameterValue).
 */
export type EngineContext<Facts extends object = Record<string, unknown>> = SessionContext & Facts;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const HOUR_MS = 3_600_000;

/** The UTC instant of a month's last Sunday at 01:00, when the EU's summer time starts (March) or ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = utcDayMs(year, month + 1, 0); // day 0 of the next month
  const lastSunday = lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
  // Stryker disable next-line ArithmeticOperator: an hour either side of 01:00 UTC is still the small hours in Stockholm
  return lastSunday + HOUR_MS;
}

/**
 * The Stockholm calendar day of an instant as yyyy-MM-dd. Arithmetic, not Intl: a browser's first Intl object costs
 * 20-50 ms of ICU set-up (docs/decisions/pages-on-a-phone.md). Sweden keeps the EU's rule (since 1996): UTC+1, and
 * UTC+2 from the last Sunday of March to the last Sunday of October, 01:00 UTC. context.test.ts checks it against
 * Intl's time-zone data, so a change of rule fails that test.
 */
export function stockholmToday(now: Date = new Date()): string {
  const ms = now.getTime();
  const year = now.getUTCFullYear();
  // Stryker disable next-line EqualityOperator: at the instant of a change (01:00 UTC) both offsets give the same day
  const summer = ms >= lastSundayAtOneUtc(year, 3) && ms < lastSundayAtOneUtc(year, 10);
  return dayOf(ms + (summer ? 2 : 1) * HOUR_MS);
}

/** Throws when a context cannot be used: a wrong `today` (also 2024-02-30) would silently shift every date rule. */
export function assertContext(ctx: EngineContext): void {
  if (!ISO_DAY.test(ctx.today) || dayOf(dayMs(ctx.today)) !== ctx.today) {
    throw new Error(`EngineContext.today must be yyyy-MM-dd, got "${ctx.today}"`);
  }
  if (!Array.isArray(ctx.roles)) throw new Error('EngineContext.roles must be an array');
}
