import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from './errors.js';

/** Strong ETag of a row version; a save sends it back in If-Match. */
export function etagOf(version: number): string {
  return `"${version}"`;
}

export function setEtag(reply: FastifyReply, version: number): void {
  void reply.header('etag', etagOf(version));
}

/**
 * The row version an If-Match names, checked against the current one: 428 without a usable If-Match (also for "*",
 * which would skip the lost-update check), 412 when none of the listed tags is the current strong ETag. Weak tags
 * never match (If-Match compares strongly).
 */
export function requireCurrentVersion(request: FastifyRequest, currentVersion: number): number {
  const header = request.headers['if-match'];
  const value = (Array.isArray(header) ? header.join(',') : header ?? '').trim();
  if (value === '' || value === '*') throw errors.preconditionRequired();
  const tags = value.split(',').map((tag) => tag.trim());
  if (!tags.includes(etagOf(currentVersion))) throw errors.preconditionFailed();
  return currentVersion;
}
