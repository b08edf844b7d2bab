// The content service in Contentful's delivery shape: paging, includes, the chain and shop-type filter, the
// published window, the bearer check and the body bounds (spec part 1 §6, §7).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { ALERTS, allIds, DATA, items, moveToSeedDay, NEWS_QUERY, query, type Collection } from './content-harness.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import type { FastifyRequest } from 'fastify';
import { deriveSegment } from '@ombudsportalen/portal/access';
import { audienceOf } from '../../../server/content/content-audience.js';
import { createAgencyRepository } from '../../../server/repositories/agency-repository.js';
import { createUserRepository } from '../../../server/repositories/user-repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await moveToSeedDay(t);
});
afterAll(async () => t.close());

const ids = (collection: Collection) => collection.items.map((item) => item.sys.id);

describe('paging', () => {
  it('pages of 6 in publish order cover the whole list once, with the total', async () => {
    const first = await items(t, '1001_MGR', { ...NEWS_QUERY, limit: 6, skip: 0 });
    expect(first.limit).toBe(6);
    expect(first.items).toHaveLength(6);
    expect(first.total).toBeGreaterThanOrEqual(20);
    const all: string[] = [];
    const times: string[] = [];
    for (let skip = 0; skip < first.total; skip += 6) {
      const page = await items(t, '1001_MGR', { ...NEWS_QUERY, limit: 6, skip });
      all.push(...ids(page));
      times.push(...page.items.map((item) => String(item.fields['publishTime'])));
    }
    expect(all).toHaveLength(first.total);
    expect(new Set(all).size).toBe(first.total);
    expect([...times].sort().reverse()).toEqual(times);
    const beyond = await items(t, '1001_MGR', { ...NEWS_QUERY, limit: 6, skip: first.total });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('filters on fields with Contentful operators', async () => {
    const tips = await allIds(t, '1001_MGR', { contentType: 'article', 'fields.category': 'Sociala medier' });
    expect(tips.sort()).toEqual(['tips-05', 'tips-06', 'tips-07', 'tips-08']);
    const important = await items(t, '1001_MGR', { contentType: 'article', 'fields.category[in]': 'Viktig info', 'fields.placement': 'Nyheter' });
    expect(important.items.every((item) => item.fields['category'] === 'Viktig info')).toBe(true);
    const one = await items(t, '1001_MGR', { contentType: 'article', 'sys.id': 'nyhet-01' });
    expect(one.items[0]?.fields['header']).toBe('Jackpott på V75 i helgen – över 40 miljoner i sjuan');
    const hero = await items(t, '1001_MGR', { contentType: 'heroItem', order: 'fields.sortOrder', limit: 3 });
    expect(hero.items.map((item) => item.fields['sortOrder'])).toEqual([1, 2, 3]);
  });
});

describe('includes resolution', () => {
  it('include 10 resolves page → segments → sections → items and their assets', async () => {
    const page = await items(t, '1001_MGR', { contentType: 'page', 'fields.id': 'andelsspel', include: 10 });
    expect(page.items).toHaveLength(1);
    const entries = new Map((page.includes?.Entry ?? []).map((entry) => [entry.sys.id, entry]));
    const assets = new Set((page.includes?.Asset ?? []).map((asset) => asset.sys.id));
    const segmentLinks = page.items[0]?.fields['segments'] as { sys: { id: string } }[];
    // Only the outlet's segment is delivered (issue 23, item 9); 1001 is a physical shop.
    expect(segmentLinks.map((link) => entries.get(link.sys.id)?.fields['name'])).toEqual(['Fysisk butik']);
    const sections = (entries.get(segmentLinks[0]!.sys.id)?.fields['sections'] as { sys: { id: string } }[]).map((link) => entries.get(link.sys.id));
    expect(sections.every((section) => section !== undefined)).toBe(true);
    const accordion = sections.find((section) => Array.isArray(section?.fields['items']) && section?.fields['title'] === 'Vanliga frågor om andelsspel');
    for (const item of accordion?.fields['items'] as { sys: { id: string } }[]) expect(entries.get(item.sys.id)?.fields['header']).toBeTypeOf('string');
    expect(assets.has('bild-trotting-0')).toBe(true);
    expect(assets.has('pdf-andelsmall-v75')).toBe(true);
    expect(page.includes?.Asset?.find((asset) => asset.sys.id === 'bild-trotting-0')?.fields.file.url).toMatch(/^\/content-assets\/bild-trotting-0\/[0-9a-z]+\.[\w-]{22}\/trotting-0\.jpg$/);
  });

  it('include 1 resolves one level only, include 0 none', async () => {
    const one = await items(t, '1001_MGR', { contentType: 'page', 'fields.id': 'andelsspel', include: 1 });
    expect(one.includes?.Entry?.map((entry) => entry.sys.id)).toEqual(['sida-andelsspel-seg-1']);
    expect(one.includes?.Asset).toEqual([]);
    const none = await items(t, '1001_MGR', { contentType: 'page', 'fields.id': 'andelsspel', include: 0 });
    expect(none.includes).toBeUndefined();
  });
});

describe('chain and shop-type filter', () => {
  const newsFor = async (username: string) => allIds(t, username, NEWS_QUERY);

  it('a chain-3 outlet and a chain-0 outlet see different news', async () => {
    const chain3 = await newsFor('1001_MGR');
    const chain0 = await newsFor('3003_MGR');
    // Chain 3 only: 1001 (chain 3) sees it, 3003 (no chain) does not; another chain's item neither.
    expect(chain3).toContain('nyhet-03');
    expect(chain0).not.toContain('nyhet-03');
    expect(chain3).not.toContain('nyhet-09');
    expect(chain0).not.toContain('nyhet-09');
    // "Alla", "0. Ej kedjetillhörighet" and no chain category: everyone.
    for (const id of ['nyhet-01', 'nyhet-07', 'nyhet-04']) {
      expect(chain3).toContain(id);
      expect(chain0).toContain(id);
    }
  });

  it("an outlet's audience is the agency the guard read for the request, not a second read (bench:peak); another is read", async () => {
    const agency = await createAgencyRepository(t.store).findByNumber('1001');
    const other = await createAgencyRepository(t.store).findByNumber('3003');
    const read = vi.fn(async (agencyNumber: string) => (agencyNumber === '3003' ? other : undefined));
    const requestOf = (roles: string[], agencyNumber: string) => ({
      session: { user: { username: 'X', roles, agencyNumber, storeChainId: null }, agency: agencyNumber === '1001' ? agency : undefined },
      server: { repos: { agencies: { findByNumber: read, accessFactsOf: read } } },
    }) as unknown as FastifyRequest;
    const manager = (await createUserRepository(t.store).findByUsername('1001_MGR'))!.roles;
    expect(await audienceOf(requestOf([...manager], '1001'), undefined)).toEqual({ roles: manager, chainId: agency!.retailChainId, segment: deriveSegment(agency) });
    expect(read).not.toHaveBeenCalled();
    const admin = (await createUserRepository(t.store).findByUsername('ADMIN1'))!.roles;
    expect(await audienceOf(requestOf([...admin], ''), '3003')).toEqual({ roles: admin, chainId: other!.retailChainId ?? null, segment: deriveSegment(other) });
    expect(read.mock.calls).toEqual([['3003']]);
  });

  it('a content change committed elsewhere is in the next read: the clock reading the guard takes moves with it', async () => {
    const token = await accessTokenFor(t, '1001_MGR');
    const first = async () => {
      const response = await t.app.inject({ method: 'POST', url: DATA, headers: bearer(token), payload: { ...NEWS_QUERY, limit: 1, include: 0 } });
      expect(response.statusCode, response.body).toBe(200);
      const [item] = response.json<Collection>().items;
      return { id: item!.sys.id, header: item!.fields.header };
    };
    const before = await first();
    const row = await t.store.db.selectFrom('content_entries').select(['fields_json', 'updated_at']).where('id', '=', before.id).executeTakeFirstOrThrow();
    const write = (fields: string, updatedAt: string) => t.store.db.updateTable('content_entries').set({ fields_json: fields, updated_at: updatedAt }).where('id', '=', before.id).execute();
    expect(await first()).toEqual(before);
    await write(JSON.stringify({ ...JSON.parse(row.fields_json) as object, header: 'Ändrad rubrik' }), '2099-01-01T00:00:00.000Z');
    try {
      expect(await first()).toEqual({ id: before.id, header: 'Ändrad rubrik' });
    } finally {
      await write(row.fields_json, row.updated_at);
    }
    expect(await first()).toEqual(before);
  });

  it('a chain user sees its chain; a partner only the items for all', async () => {
    expect(await newsFor('KEDJA3')).toContain('nyhet-03');
    const partner = await newsFor('TELIA1');
    expect(partner).not.toContain('nyhet-03');
    expect(partner).toContain('nyhet-07');
  });

  it('internal staff get the news of the agency they act for; others cannot choose one', async () => {
    const asAdmin = async (agencyNumber: string) => allIds(t, 'ADMIN1', { ...NEWS_QUERY, agencyNumber });
    expect(await asAdmin('1001')).toContain('nyhet-03');
    expect(await asAdmin('3003')).not.toContain('nyhet-03');
    expect(await asAdmin('3003')).toContain('nyhet-05');
    expect(await allIds(t, '3003_MGR', { ...NEWS_QUERY, agencyNumber: '1001' })).not.toContain('nyhet-03');
  });

  it('track and digital news go only to their shop type', async () => {
    expect(await newsFor('3003_MGR')).toContain('nyhet-05');
    expect(await newsFor('1001_MGR')).not.toContain('nyhet-05');
    expect(await newsFor('2002_MGR')).toContain('nyhet-06');
    expect(await newsFor('1001_MGR')).not.toContain('nyhet-06');
  });

  it('pages follow the menu: vinster/material is not delivered to a digital outlet', async () => {
    expect((await items(t, '1001_MGR', { contentType: 'page', 'fields.id': 'vinster/material' })).total).toBe(1);
    expect((await items(t, '2002_MGR', { contentType: 'page', 'fields.id': 'vinster/material' })).total).toBe(0);
  });
});

describe('published window', () => {
  it('scheduled items appear and expired ones disappear with the clock', async () => {
    const before = await allIds(t, '1001_MGR', NEWS_QUERY);
    expect(before).not.toContain('nyhet-34');
    expect(before).not.toContain('nyhet-35');
    const banners = ids(await items(t, '1001_MGR', { contentType: 'banner' }));
    expect(banners).toEqual(['banner-aktuell']);
    t.clock.advance(3 * 86_400_000);
    try {
      expect(await allIds(t, '1001_MGR', NEWS_QUERY)).toContain('nyhet-34');
    } finally {
      t.clock.advance(-3 * 86_400_000);
    }
  });
});

describe('alerts', () => {
  it('POST /alerts answers the alerts with the title, the active one first', async () => {
    const token = await accessTokenFor(t, '1001_MGR');
    const response = await t.app.inject({ method: 'POST', url: ALERTS, headers: bearer(token), payload: { contentType: 'alert', limit: 3, fieldsTitle: 'Alert inloggningssida' } });
    expect(response.statusCode).toBe(200);
    const alerts = response.json<Collection>();
    expect(alerts.items.map((item) => item.fields['show'])).toEqual([true, false]);
    expect(alerts.items[0]?.fields['text']).toBe('Planerat underhåll natten mot tisdag 02.00–04.30. Inloggningen kan då vara otillgänglig.');
  });

  it('the login page gets only its alert, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/content/login-alert' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ alert: { show: true, type: 'info', text: 'Planerat underhåll natten mot tisdag 02.00–04.30. Inloggningen kan då vara otillgänglig.' } });
  });
});

describe('bearer check and bounds', () => {
  it('refuses calls without a valid token', async () => {
    for (const url of [DATA, ALERTS]) {
      const response = await t.app.inject({ method: 'POST', url, payload: { contentType: 'article' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'error.unauthorized' });
    }
  });

  it.each([
    [{ contentType: 'article', limit: 1001 }],
    [{ contentType: 'article', include: 11 }],
    [{ contentType: 'article', bogus: 1 }],
    [{ contentType: '../etc' }],
    [{ contentType: 'article', 'fields.header[regex]': 'a' }],
    [{ contentType: 'article', 'fields.header': 'x'.repeat(501) }],
    [{}],
  ])('answers 400 with fields for %j', async (body) => {
    const response = await query(t, '1001_MGR', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'error.validation' });
  });

  it('a prototype key is an unknown field, not a lookup', async () => {
    const response = await items(t, '1001_MGR', { contentType: 'article', 'fields.__proto__[exists]': true });
    expect(response.total).toBe(0);
  });
});
