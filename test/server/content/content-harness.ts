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

/** What a browser logged in as `username` holds for the files: the asset URLs (with their grants) by asset id, and the asset-session cookie. */
export interface AssetSession {
  urls: Map<string, string>;
  cookies: Record<string, string>;
}

/**
 * The asset URLs that the pages and articles give one login session of `username` (one entry at a time, as the bounds
 * allow at include 10), and the cookie the answers set beside them (server/content/asset-grants.ts).
 */
export async function grantedAssets(t: TestApp, username: string, token?: string): Promise<AssetSession> {
  const headers = bearer(token ?? await accessTokenFor(t, username));
  const urls = new Map<string, string>();
  const cookies: Record<string, string> = {};
  for (const contentType of ['page', 'article']) {
    for (let skip = 0; ; skip += 1) {
      const response = await t.app.inject({ method: 'POST', url: DATA, headers, payload: { contentType, include: 10, limit: 1, skip } });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      const page = response.json<Collection>();
      for (const cookie of response.cookies) cookies[cookie.name] = cookie.value;
      for (const asset of page.includes?.Asset ?? []) urls.set(asset.sys.id, asset.fields.file.url);
      if (skip + 1 >= page.total) break;
    }
  }
  return { urls, cookies };
}

/** The asset URLs of one login session of `username`, by asset id (for tests about who gets which URL). */
export async function grantedAssetUrls(t: TestApp, username: string): Promise<Map<string, string>> {
  return (await grantedAssets(t, username)).urls;
}
