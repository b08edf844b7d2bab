import { dayMs, dayOf } from './periods';

/** An outlet segment name of the application's vocabulary. */
export type Segment = string;

/** Who is filling in a form, and on which calendar day: everything the engine may depend on besides the values. */
export interface EngineContext {
  /** The session roles, in session order (the first decides the partner id). */
  roles: string[];
  /** The outlet segment of the agency acted for. */
  segment: Segment;
  /** The user's own agency number ('' for users without one). */
  agencyNumber: string;
  /** The agency an internal user (ADMIN, SALJCOACH) has picked; wins over agencyNumber. */
  selectedAgencyNumber?: string;
  /** Today's Stockholm calendar day as yyyy-MM-dd; see stockholmToday(). Injected so every rule is testable. */
  today: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Made once: constructing an Intl.DateTimeFormat costs ~0.1 ms, and the server asks for today at every request (bench:peak).
const STOCKHOLM_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Stockholm calendar day of an instant as yyyy-MM-dd (the sv-SE locale formats dates as ISO). */
export function stockholmToday(now: Date = new Date()): string {
  return STOCKHOLM_DAY.format(now);
}

/** Throws when a context cannot be used: a wrong `today` (also 2024-02-30) would silently shift every date rule. */
export function assertContext(ctx: EngineContext): void {
  if (!ISO_DAY.test(ctx.today) || dayOf(dayMs(ctx.today)) !== ctx.today) {
    throw new Error(`EngineContext.today must be yyyy-MM-dd, got "${ctx.today}"`);
  }
  if (!Array.isArray(ctx.roles)) throw new Error('EngineContext.roles must be an array');
}

/** The agency a request is made for: the picked agency for internal users, otherwise the user's own. */
export function effectiveAgencyNumber(ctx: EngineContext): string {
  return ctx.selectedAgencyNumber || ctx.agencyNumber;
}
