import type { Config } from '../config.js';
import { AppError } from '../http/errors.js';
import type { CdaAsset, CdaCollection, CdaEntry } from './cda-types.js';
import { AUDIENCE_FIELDS, isForAudience, type ContentAudience } from './content-audience.js';
import { deliverForAudience, type ContentSource } from './content-delivery.js';
import type { ContentQuery, OrderKey } from './content-query.js';

/** A real Contentful space to forward to (README "Content service"; CONTENTFUL_* in server/environment.ts); null = the embedded store answers. */
export type ContentfulUpstream = NonNullable<Config['contentful']>;

const UPSTREAM_TIMEOUT_MS = 10_000;

const upstreamFailed = () => new AppError(502, 'error.content.upstream', 'Innehållstjänsten svarar inte just nu.');

/** GET …/entries with the parameters; the space's answer as it gives it. */
async function fetchEntries(upstream: ContentfulUpstream, params: URLSearchParams, fetchImpl: typeof fetch): Promise<CdaCollection> {
  const url = `${upstream.host}/spaces/${upstream.spaceId}/environments/${upstream.environment}/entries?${params.toString()}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${upstream.deliveryToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch {
    throw upstreamFailed();
  }
  if (response.status === 400 || response.status === 422) {
    throw new AppError(400, 'error.content.query', 'Innehållstjänsten kunde inte tolka frågan.');
  }
  if (!response.ok) throw upstreamFailed();
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw upstreamFailed();
  }
  if (typeof answer !== 'object' || answer === null || !Array.isArray((answer as CdaCollection).items)) throw upstreamFailed();
  return answer as CdaCollection;
}

/** Entries the audience probe reads per request to the space (Contentful's largest limit), and requests at most. */
export const PROBE_PAGE = 1000;
export const MAX_PROBE_PAGES = 3;

/** The query's order with sys.id last, so the probe and the page agree on an order with no ties. */
function stableOrder(order: readonly OrderKey[]): string {
  const keys = order.map(({ path, descending }) => `${descending ? '-' : ''}${path.join('.')}`);
  return (keys.includes('sys.id') || keys.includes('-sys.id') || keys.length >= 5 ? keys : [...keys, 'sys.id']).join(',');
}

/** The client's filters as delivery-API parameters (the route's schema allowed only known operators). */
function filterParams(body: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (key === 'fields' || !(key.startsWith('fields.') || key.startsWith('sys.'))) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * The query for the caller's outlet against a Contentful space (issue 23, item 16). The delivery API cannot say "no
 * chain category, or one of these" (its filters only AND), so the space is first asked for the matching entries' ids
 * and the fields the audience rule reads (`select`), in the query's order; the audience rule (content-audience.ts, the
 * same as the embedded store's) picks the visible ones, and the page is asked for by `sys.id[in]` with its includes.
 * Paging and the total are those of the visible entries, so a page of 6 news holds 6 and scrolling skips none.
 */
export async function queryContentfulForAudience(
  upstream: ContentfulUpstream, query: ContentQuery, body: Record<string, unknown>, audience: ContentAudience, fetchImpl: typeof fetch = fetch,
): Promise<CdaCollection> {
  const order = stableOrder(query.order);
  const select = ['sys.id', 'sys.contentType', ...(AUDIENCE_FIELDS[query.contentType] ?? []).map((field) => `fields.${field}`)].join(',');
  const visible: string[] = [];
  let scanned = 0;
  let matching = 0;
  for (let page = 0; page < MAX_PROBE_PAGES; page += 1) {
    const params = filterParams(body);
    params.set('content_type', query.contentType);
    params.set('select', select);
    params.set('order', order);
    params.set('include', '0');
    params.set('limit', String(PROBE_PAGE));
    params.set('skip', String(page * PROBE_PAGE));
    const probe = await fetchEntries(upstream, params, fetchImpl);
    matching = typeof probe.total === 'number' ? probe.total : probe.items.length;
    scanned += probe.items.length;
    for (const entry of probe.items) {
      if (isForAudience({ ...entry, fields: entry.fields ?? {} }, audience, query.contentType)) visible.push(entry.sys.id);
    }
    if (probe.items.length < PROBE_PAGE || scanned >= matching) break;
  }
  // Past the probe's reach the unread entries may all be visible: the total says so rather than end the list early.
  const total = visible.length + Math.max(0, matching - scanned);
  const ids = visible.slice(query.skip, query.skip + query.limit);
  const empty: CdaCollection = { sys: { type: 'Array' }, total, skip: query.skip, limit: query.limit, items: [] };
  if (ids.length === 0) return query.include > 0 ? { ...empty, includes: { Entry: [], Asset: [] } } : empty;
  const params = new URLSearchParams({ content_type: query.contentType, 'sys.id[in]': ids.join(','), include: String(query.include), limit: String(ids.length) });
  const answer = await fetchEntries(upstream, params, fetchImpl);
  const byId = new Map(answer.items.filter((entry) => isForAudience(entry, audience, query.contentType)).map((entry) => [entry.sys.id, entry]));
  const pageItems = ids.map((id) => byId.get(id)).filter((entry): entry is CdaEntry => entry !== undefined);
  // The space's JSON, read as the delivery API's shapes (fetchEntries checked only that items is a list).
  const entries = new Map([...(answer.includes?.Entry ?? []) as CdaEntry[], ...answer.items].map((entry) => [entry.sys.id, entry]));
  const assets = new Map(((answer.includes?.Asset ?? []) as CdaAsset[]).map((asset) => [asset.sys.id, asset]));
  const source: ContentSource = { entry: (id) => entries.get(id), asset: (id) => assets.get(id) };
  const { items, includes } = deliverForAudience(pageItems, query.include, source, audience);
  return { sys: { type: 'Array' }, total, skip: query.skip, limit: query.limit, items, ...(includes === undefined ? {} : { includes }) };
}
