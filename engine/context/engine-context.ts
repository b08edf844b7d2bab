import { dayMs, dayOf } from './periods';

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
