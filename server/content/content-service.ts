import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import { assetSessionOf, setAssetSessionCookie } from './asset-grants.js';
import type { CdaCollection } from './cda-types.js';
import { audienceKey, audienceOf } from './content-audience.js';
import { parseContentQuery } from './content-query.js';
import { contentSnapshot } from './content-snapshot.js';
import { queryContentfulForAudience } from './contentful-upstream.js';
import { queryLocalContent } from './local-content-service.js';
import './content-context.js';

/** Queries one user, and all users together, may have waiting on a Contentful space at once (as report rendering is capped). */
export const UPSTREAM_CAPS = { perUser: 4, total: 32 } as const;

export const contentErrors = {
  busy: () => new AppError(429, 'error.content.busy', 'Innehållstjänsten har många frågor just nu. Försök igen om en stund.'),
  busyForUser: () => new AppError(429, 'error.content.busy-user', 'Du har redan flera innehållsfrågor på gång. Vänta tills de är klara och försök igen.'),
};

const inFlight = new WeakMap<FastifyInstance, { total: number; perUser: Map<string, number> }>();

/** Runs `work` within the caps on queries waiting on the space; over a cap 429 at once instead of queueing. */
async function withinUpstreamCaps<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  let counts = inFlight.get(request.server);
  if (counts === undefined) {
    counts = { total: 0, perUser: new Map() };
    inFlight.set(request.server, counts);
  }
  // Anonymous callers (the login alert) share one key.
  const key = request.session?.user.username.toUpperCase() ?? '';
  const mine = counts.perUser.get(key) ?? 0;
  if (mine >= UPSTREAM_CAPS.perUser) throw contentErrors.busyForUser();
  if (counts.total >= UPSTREAM_CAPS.total) throw contentErrors.busy();
  counts.total += 1;
  counts.perUser.set(key, mine + 1);
  try {
    return await work();
  } finally {
    counts.total -= 1;
    const left = (counts.perUser.get(key) ?? 1) - 1;
    if (left > 0) counts.perUser.set(key, left);
    else counts.perUser.delete(key);
  }
}

/**
 * One entries query for the caller's outlet, bounded per content type (content-query-bounds.ts): from the configured
 * Contentful space (the audience filter inside the delivery query) or from the embedded store's snapshot, where the
 * answer is kept until the content changes. Either way every entry and asset of the answer is for the caller's outlet.
 */
export async function answerContentQuery(request: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>): Promise<CdaCollection> {
  const query = parseContentQuery(body);
  const chosenAgency = typeof body['agencyNumber'] === 'string' ? body['agencyNumber'] : undefined;
  const audience = await audienceOf(request, chosenAgency);
  const { upstream, fetch } = request.server.contentUpstream;
  if (upstream !== null) return withinUpstreamCaps(request, () => queryContentfulForAudience(upstream, query, body, audience, fetch));
  const snapshot = await contentSnapshot(request.server.repos.content, request.server.now(), request.session?.clockReading);
  const key = `${audienceKey(audience)}\n${JSON.stringify(query)}`;
  // Grants last, on the kept answer: only what the caller may see becomes fetchable, and kept answers never hold an expired grant.
  const session = assetSessionOf(request.session?.user ?? null);
  const answer = await request.server.assetGrants.withGrants(snapshot.answer(key, () => queryLocalContent(snapshot, query, audience)), session);
  // The browser brings it to the files: grants are good only beside the session's own cookie.
  if (session !== undefined && (answer.includes?.Asset?.length ?? 0) > 0) setAssetSessionCookie(reply, request.server.config.publicOrigin, session);
  return answer;
}
