import type { LightMyRequestResponse } from 'fastify';
import { contentSeededAt } from '../../../server/seed/seed-content.js';
import type { TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';

export const DATA = '/api/api-retail/v1/contentful/data';
export const ALERTS = '/api/api-retail/v1/contentful/alerts';

export interface Collection {
  total: number;
  skip: number;
  limit: number;
  items: { sys: { id: string; contentType: { sys: { id: string } } }; fields: Record<string, unknown> }[];
  includes?: { Entry?: { sys: { id: string; contentType: { sys: { id: string } } }; fields: Record<string, unknown> }[]; Asset?: { sys: { id: string }; fields: { file: { url: string } } }[] };
}

/** Moves the test clock to a minute after the template's content was seeded (its news are all out by then). */
export async function moveToSeedDay(t: TestApp): Promise<string> {
  const seededAt = await contentSeededAt(t.store.db);
  if (seededAt === undefined) throw new Error('the template database holds no content');
  t.clock.advance(Date.parse(seededAt) + 60_000 - t.clock.now().getTime());
  return seededAt;
}

export async function query(t: TestApp, username: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  const token = await accessTokenFor(t, username);
  return t.app.inject({ method: 'POST', url: DATA, headers: bearer(token), payload: body });
}

export async function items(t: TestApp, username: string, body: Record<string, unknown>): Promise<Collection> {
  const response = await query(t, username, body);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<Collection>();
}

/** The news list's query as the start page sends it. */
export const NEWS_QUERY = { contentType: 'article', 'fields.placement': 'Nyheter', order: '-fields.publishTime', include: 1 };

/** The ids of every entry the query matches for the user, read page by page as the SPA's infinite scroll does. */
export async function allIds(t: TestApp, username: string, body: Record<string, unknown>, pageSize = 6): Promise<string[]> {
  const ids: string[] = [];
  for (let skip = 0; ; skip += pageSize) {
    const page = await items(t, username, { ...body, limit: pageSize, skip });
    ids.push(...page.items.map((item) => item.sys.id));
    if (skip + pageSize >= page.total) return ids;
  }
}

/** The asset URLs (with their grants) that the pages and articles give `username`, by asset id: one entry at a time, as the bounds allow at include 10. */
export async function grantedAssetUrls(t: TestApp, username: string): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const contentType of ['page', 'article']) {
    for (let skip = 0; ; skip += 1) {
      const page = await items(t, username, { contentType, include: 10, limit: 1, skip });
      for (const asset of page.includes?.Asset ?? []) urls.set(asset.sys.id, asset.fields.file.url);
      if (skip + 1 >= page.total) break;
    }
  }
  return urls;
}
