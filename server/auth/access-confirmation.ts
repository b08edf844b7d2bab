// Access confirmed beside the work (docs/decisions.md "A report's access is confirmed beside its dataset"). On
// PostgreSQL the API guard's session facts are kept in caches that a change-clock read confirms: a round trip before
// the request may go on. A route whose answer is itself a round trip to the database (a report's dataset) opts in here:
// the guard lets it through on facts kept under the clock's newest reading and sends the confirming read at once, so
// the two round trips overlap. No answer of such a request leaves before that read is back (the onSend hook in
// api-guard.ts), and when the clock has moved the guard's checks run again on facts read then. A handler whose answer
// is made from those facts (a report's subject and segment) runs its work through workBesideConfirmation.
import type { FastifyRequest } from 'fastify';

/** Route options (merged by contractRoute) of a route whose access may be confirmed beside its work. */
export const ACCESS_CONFIRMED_BESIDE_WORK = { config: { accessConfirmedBesideWork: true } };

/** Whether the request's route opted in (ACCESS_CONFIRMED_BESIDE_WORK). */
export function confirmsAccessBesideWork(request: FastifyRequest): boolean {
  return request.routeOptions.config.accessConfirmedBesideWork === true;
}

/** An access check that passed on kept facts, to run again on fresh ones. */
export type AccessRecheck = () => boolean | Promise<boolean>;

/** A request the API guard let through on kept facts, until its answer is confirmed. */
export interface PendingConfirmation {
  /** The change-clock value the facts were kept under. */
  readonly generation: number;
  /** The change-clock read sent after the request arrived: the same value confirms the facts. */
  readonly reading: Promise<number>;
  /** The route's access checks that passed on those facts, in order. */
  readonly rechecks: AccessRecheck[];
}

/** Starts the confirming read for facts kept under `generation`. */
export function pendingConfirmation(clock: () => number | Promise<number>, generation: number): PendingConfirmation {
  const reading = Promise.resolve(clock());
  // Awaited by the onSend hook; a request that never reaches it must not leave a rejection unhandled.
  reading.catch(() => undefined);
  return { generation, reading, rechecks: [] };
}
