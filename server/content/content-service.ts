import type { FastifyRequest } from 'fastify';
import type { CdaCollection } from './cda-types.js';
import { audienceFilter, audienceOf } from './content-audience.js';
import { parseContentQuery } from './content-query.js';
import { queryContentful } from './contentful-upstream.js';
import { queryLocalContent } from './local-content-service.js';
import './content-context.js';

/**
 * One entries query for the caller: from the configured Contentful space (its answer passed through, items the
 * caller's outlet must not see taken out) or from the embedded store (filtered before paging).
 */
export async function answerContentQuery(request: FastifyRequest, body: Record<string, unknown>): Promise<CdaCollection> {
  const query = parseContentQuery(body);
  const chosenAgency = typeof body['agencyNumber'] === 'string' ? body['agencyNumber'] : undefined;
  const visible = audienceFilter(query.contentType, audienceOf(request, chosenAgency));
  const { upstream, fetch } = request.server.contentUpstream;
  // Asset URLs get their grants last, on the filtered answer: only what the caller may see becomes fetchable.
  if (upstream === null) return request.server.assetGrants.withGrants(queryLocalContent(request.server.repos.content, query, request.server.now(), visible));
  const answer = await queryContentful(upstream, body, fetch);
  if (!Array.isArray(answer.items)) return answer;
  const items = answer.items.filter(visible);
  return { ...answer, items, total: Math.max(0, answer.total - (answer.items.length - items.length)) };
}
