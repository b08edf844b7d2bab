import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errors } from './errors.js';

/** Strong ETag of a row version; a save sends it back in If-Match. */
export function etagOf(version: number): string {
  return `"${version}"`;
}

export function setEtag(reply: FastifyReply, version: number): void {
  void reply.header('etag', etagOf(version));
}

/** What a write's If-Match says of the row: the version the client read, and whether that is still the current one. */
export interface VersionMatch {
  readonly version: number;
  readonly stale: boolean;
}

/**
 * The row version an If-Match names, read against the current one: 428 without a usable If-Match (also for "*",
 * which would skip the lost-update check); stale when none of the listed tags is the current strong ETag. Weak tags
 * never match (If-Match compares strongly).
 */
export function matchVersion(request: FastifyRequest, currentVersion: number): VersionMatch {
  const header = request.headers['if-match'];
  const value = (Array.isArray(header) ? header.join(',') : header ?? '').trim();
  if (value === '' || value === '*') throw errors.preconditionRequired();
  const tags = value.split(',').map((tag) => tag.trim());
  return { version: currentVersion, stale: !tags.includes(etagOf(currentVersion)) };
}

/** The current version an If-Match must name: 428 without one, 412 when it is stale. */
export function requireCurrentVersion(request: FastifyRequest, currentVersion: number): number {
  const match = matchVersion(request, currentVersion);
  if (match.stale) throw errors.preconditionFailed();
  return match.version;
}

/**
 * Reads a write's body under its If-Match: over a stale version a refused body is a 412, as the precondition is
 * judged before the content (RFC 9110 §13.2.2); the body is read at all only to see whether it is already applied.
 */
export async function bodyUnderMatch<T>(match: VersionMatch, read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (match.stale && error instanceof AppError && error.statusCode < 500) throw errors.preconditionFailed();
    throw error;
  }
}

/**
 * Whether a write over this If-Match is already applied, so it succeeds without writing (RFC 9110 §13.1.1): its
 * version is stale but the row already holds what it would write. That is a write that landed and whose answer was
 * lost, sent again by the client or by the balancer to another instance, or the same change made by someone else. Any
 * other stale write is 412.
 */
export function alreadyApplied(match: VersionMatch, rowHoldsTheWrite: boolean): boolean {
  if (!match.stale) return false;
  if (!rowHoldsTheWrite) throw errors.preconditionFailed();
  return true;
}
