// Issue 23, item 2: one `contentful/data {"contentType":"page","include":10,"limit":1000}` answered in 2.15 s and
// starved the API. A query is now bounded per content type (server/content/content-query-bounds.ts: the shapes the SPA
// asks for), and the embedded store is read once and kept until the content changes (a write, or a scheduled window
// opening), for signed-in and anonymous callers alike.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_QUERY_BOUNDS } from '../../../server/content/content-query-bounds.js';
import { createContentRepository } from '../../../server/repositories/content-repository.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { items, moveToSeedDay, query } from '../content/content-harness.js';

let t: TestApp;
let seededAt: string;
beforeAll(async () => {
  t = await buildTestApp();
  seededAt = await moveToSeedDay(t);
});
afterAll(async () => t.close());

const refusal = (field: string, message: string) => ({ code: 'error.validation', message: 'Begäran innehåller ogiltiga värden.', fields: [{ field, message }] });

describe('bounded per content type', () => {
  it('the query of the finding is refused with a Swedish text, before any work', async () => {
    const response = await query(t, '1001_SALJ', { contentType: 'page', include: 10, limit: 1000 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('limit', 'Högst 1 poster av innehållstypen page per fråga med include 10.'));
  });

  const shapes = Object.entries(CONTENT_QUERY_BOUNDS).flatMap(([contentType, allowed]) => allowed.map((shape) => ({ contentType, ...shape })));

  it.each(shapes)('$contentType: limit $limit at include $include is answered, one more entry is not', async ({ contentType, limit, include }) => {
    const answered = await query(t, '1001_MGR', { contentType, limit, include });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<{ limit: number; items: unknown[] }>().limit).toBe(limit);
    const tooMany = await query(t, '1001_MGR', { contentType, limit: limit + 1, include });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual(refusal('limit', `Högst ${limit} poster av innehållstypen ${contentType} per fråga med include ${include}.`));
  });

  it.each(Object.entries(CONTENT_QUERY_BOUNDS))('%s: no deeper include than declared; no limit asked means the largest allowed', async (contentType, allowed) => {
    const deepest = Math.max(...allowed.map((shape) => shape.include));
    if (deepest < 10) {
      const response = await query(t, '1001_MGR', { contentType, include: deepest + 1, limit: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal('include', `Innehållstypen ${contentType} hämtas med include högst ${deepest}.`));
    }
    const answer = await items(t, '1001_MGR', { contentType, include: 0 });
    expect(answer.limit).toBe(Math.max(...allowed.map((shape) => shape.limit)));
  });
});

describe('kept until the content changes', () => {
  /** Counts the statements that read the entries themselves, from here on (better-sqlite3's statements share one prototype). */
  function countStoreReads(): { reads: () => number; restore: () => void } {
    const proto = Object.getPrototypeOf(t.db.prepare('SELECT 1')) as Record<'all' | 'get', (...args: unknown[]) => unknown>;
    const spies = [vi.spyOn(proto, 'all'), vi.spyOn(proto, 'get')];
    return {
      reads: () => spies.flatMap((spy) => spy.mock.contexts).filter((statement) => (statement as { source: string }).source.includes('fields_json')).length,
      restore: () => spies.forEach((spy) => spy.mockRestore()),
    };
  }

  const pageQuery = { contentType: 'page', 'fields.id': 'andelsspel', include: 10, limit: 1 };

  it('many callers and queries read the store once', async () => {
    await items(t, '1001_MGR', pageQuery);
    const counter = countStoreReads();
    try {
      for (const username of ['1001_MGR', '1001_SALJ', '2002_MGR', '3003_MGR', 'KEDJA3']) {
        await items(t, username, pageQuery);
        await items(t, username, { contentType: 'article', 'fields.placement': 'Nyheter', order: '-fields.publishTime', limit: 6 });
      }
      for (let i = 0; i < 5; i += 1) expect((await t.app.inject({ method: 'GET', url: '/content/login-alert' })).statusCode).toBe(200);
      expect(counter.reads()).toBe(0);
    } finally {
      counter.restore();
    }
  });

  it('a write elsewhere in the database (a login, an audit row) does not make it read the entries again', async () => {
    await items(t, '1001_MGR', pageQuery);
    const counter = countStoreReads();
    try {
      t.db.exec('CREATE TABLE IF NOT EXISTS prov_skrivning (x INTEGER); INSERT INTO prov_skrivning VALUES (1)');
      await items(t, '2002_MGR', pageQuery);
      expect(counter.reads()).toBe(0);
    } finally {
      counter.restore();
    }
  });

  it('a change to the content is delivered on the next query', async () => {
    const before = await items(t, '1001_MGR', { contentType: 'heroItem', order: 'fields.sortOrder', limit: 3 });
    expect(before.items.map((item) => item.fields['title'])).not.toContain('Ny hjälte');
    await createContentRepository(t.store).insertEntry({ id: 'hero-ny', contentType: 'heroItem', fields: { title: 'Ny hjälte', sortOrder: 0 }, createdAt: seededAt });
    const after = await items(t, '1001_MGR', { contentType: 'heroItem', order: 'fields.sortOrder', limit: 3 });
    expect(after.items[0]?.fields['title']).toBe('Ny hjälte');
  });

  it('an entry scheduled for later is delivered once its time has come, without a write', async () => {
    const publishAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await createContentRepository(t.store).insertEntry({ id: 'banner-snart', contentType: 'banner', fields: { title: 'Snart', publishTime: publishAt }, publishAt, createdAt: seededAt });
    const banners = async () => (await items(t, '1001_MGR', { contentType: 'banner', order: '-fields.publishTime', limit: 1 })).items.map((item) => item.sys.id);
    expect(await banners()).not.toContain('banner-snart');
    t.clock.advance(3_600_000);
    try {
      expect(await banners()).toEqual(['banner-snart']);
    } finally {
      t.clock.advance(-3_600_000);
    }
    expect(await banners()).not.toContain('banner-snart');
  });
});
