// Issue 23, item 16: with a Contentful space the chain and shop-type filter ran after the space had answered, so a page
// of 6 news could come back with fewer and infinite scroll skipped entries. The filter is now part of the delivery
// queries: the space (here a fake delivery API, a real HTTP peer on 127.0.0.1 that checks every query it receives)
// is asked for the matching ids and the audience fields, then for the visible page by `sys.id[in]`.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { items, query } from '../content/content-harness.js';

interface FakeArticle {
  id: string;
  publishTime: string;
  chainCategory?: string[];
  agencyCategory?: string[];
}

const CHAINS = [undefined, ['Alla'], ['0. Ej kedjetillhörighet'], ['3. Kioskkompaniet'], ['9. Annan kedja'], ['3. Kioskkompaniet', '9. Annan kedja']];
const SHOPS = [undefined, ['Fysisk butik'], ['Digital butik'], ['Bana'], ['Bana', 'Fysisk butik']];
// 40 news items, newest first by id: every chain and shop-type combination, so each outlet misses some of them.
const ARTICLES: FakeArticle[] = Array.from({ length: 40 }, (_, index) => ({
  id: `n${String(index + 1).padStart(2, '0')}`,
  publishTime: new Date(Date.UTC(2026, 10, 30, 8) - index * 86_400_000).toISOString(),
  ...(CHAINS[index % CHAINS.length] ? { chainCategory: CHAINS[index % CHAINS.length] } : {}),
  ...(SHOPS[index % SHOPS.length] ? { agencyCategory: SHOPS[index % SHOPS.length] } : {}),
}));

/** The spec's news rule written out (part 1 §6, §3): no category, "Alla" or "Ej kedjetillhörighet", or the outlet's chain number; no shop type or the outlet's. */
function visibleTo(article: FakeArticle, chainId: number, shopType: string): boolean {
  const chains = article.chainCategory ?? [];
  const chainOk = chains.length === 0 || chains.some((category) => category === 'Alla' || category.includes('Ej kedjetillhörighet') || category.startsWith(`${chainId}.`));
  const shops = article.agencyCategory ?? [];
  return chainOk && (shops.length === 0 || shops.includes(shopType));
}

const entryOf = (article: FakeArticle) => ({
  sys: { id: article.id, type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'article' } } },
  fields: {
    header: `Nyhet ${article.id}`, placement: 'Nyheter', publishTime: article.publishTime,
    ...(article.chainCategory ? { chainCategory: article.chainCategory } : {}), ...(article.agencyCategory ? { agencyCategory: article.agencyCategory } : {}),
    image: { sys: { type: 'Link', linkType: 'Asset', id: `bild-${article.id}` } },
    sections: [{ sys: { type: 'Link', linkType: 'Entry', id: 'vinstlista' } }],
  },
});
const ASSET = (id: string) => ({ sys: { id, type: 'Asset' }, fields: { title: id, file: { url: `//images.ctfassets.net/space42/${id}.jpg`, fileName: `${id}.jpg`, contentType: 'image/jpeg' } } });
const WINNERS_SECTION = { sys: { id: 'vinstlista', type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'sectionWinnersList' } } }, fields: { title: 'Vinstlistor' } };

const PROBE = { content_type: 'article', 'fields.placement': 'Nyheter', select: 'sys.id,sys.contentType,fields.chainCategory,fields.agencyCategory', order: '-fields.publishTime,sys.id', include: '0', limit: '1000', skip: '0' };

let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => { release = resolve; });
const held: string[] = [];
let heldChanged: () => void = () => undefined;
const heldCount = (count: number) => new Promise<void>((resolve) => {
  heldChanged = () => { if (held.length >= count) resolve(); };
  heldChanged();
});

let fake: FastifyInstance;
let t: TestApp;
const wrongQueries: string[] = [];
const queries: Record<string, string>[] = [];

beforeAll(async () => {
  fake = Fastify();
  fake.get<{ Querystring: Record<string, string> }>('/spaces/space42/environments/master/entries', async (request, reply) => {
    const params = request.query;
    queries.push(params);
    if (params['fields.slug'] === 'vanta') {
      // Held until the test lets go: queries waiting on the space.
      held.push(request.id);
      heldChanged();
      await released;
      return { sys: { type: 'Array' }, total: 0, skip: 0, limit: 1000, items: [] };
    }
    if (request.headers.authorization !== 'Bearer tok-123') return reply.code(401).send({});
    const sorted = [...ARTICLES].sort((a, b) => b.publishTime.localeCompare(a.publishTime));
    if (params['select'] !== undefined) {
      // The audience probe: exactly the client's filters, the audience fields, a stable order, ids only.
      if (Object.keys(params).sort().join() !== Object.keys(PROBE).sort().join() || Object.entries(PROBE).some(([key, value]) => params[key] !== value)) {
        wrongQueries.push(JSON.stringify(params));
        return reply.code(400).send({});
      }
      const selected = sorted.map((article) => {
        const { fields } = entryOf(article);
        return { sys: { id: article.id, contentType: entryOf(article).sys.contentType }, fields: { ...(fields.chainCategory ? { chainCategory: fields.chainCategory } : {}), ...(fields.agencyCategory ? { agencyCategory: fields.agencyCategory } : {}) } };
      });
      return { sys: { type: 'Array' }, total: selected.length, skip: 0, limit: 1000, items: selected };
    }
    // The page: only ids, with their includes.
    const ids = (params['sys.id[in]'] ?? '').split(',');
    if (Object.keys(params).sort().join() !== 'content_type,include,limit,sys.id[in]' || params['content_type'] !== 'article' || Number(params['limit']) !== ids.length || ids.length > 6) {
      wrongQueries.push(JSON.stringify(params));
      return reply.code(400).send({});
    }
    // Answered in the space's own order, not the asked one.
    const found = ARTICLES.filter((article) => ids.includes(article.id)).reverse();
    return {
      sys: { type: 'Array' }, total: found.length, skip: 0, limit: found.length, items: found.map(entryOf),
      includes: { Entry: [WINNERS_SECTION], Asset: found.map((article) => ASSET(`bild-${article.id}`)) },
    };
  });
  await fake.listen({ port: 0, host: '127.0.0.1' });
  const { port } = fake.server.address() as AddressInfo;
  t = await buildTestApp({}, { contentful: loadConfig({ CONTENTFUL_SPACE_ID: 'space42', CONTENTFUL_DELIVERY_TOKEN: 'tok-123', CONTENTFUL_CDA_HOST: `http://127.0.0.1:${port}` }).contentful });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const NEWS = { contentType: 'article', 'fields.placement': 'Nyheter', order: '-fields.publishTime', include: 1 };

describe('pages of 6 news from a Contentful space, for each outlet', () => {
  it.each([
    ['1001_MGR', 3, 'Fysisk butik'],
    ['2002_MGR', 0, 'Digital butik'],
    ['3003_MGR', 0, 'Bana'],
  ] as const)('%s: every page full, the total right, nothing skipped or repeated', async (username, chainId, shopType) => {
    const expected = [...ARTICLES].sort((a, b) => b.publishTime.localeCompare(a.publishTime)).filter((article) => visibleTo(article, chainId, shopType)).map((article) => article.id);
    expect(expected.length).toBeGreaterThan(6);
    expect(expected.length).toBeLessThan(ARTICLES.length);
    const seen: string[] = [];
    for (let skip = 0; skip < expected.length; skip += 6) {
      const page = await items(t, username, { ...NEWS, limit: 6, skip });
      expect(page.total).toBe(expected.length);
      expect(page.items.map((item) => item.sys.id)).toEqual(expected.slice(skip, skip + 6));
      // Only the page's pictures, and no winners material off a physical shop.
      expect((page.includes?.Asset ?? []).map((asset) => asset.sys.id).sort()).toEqual(expected.slice(skip, skip + 6).map((id) => `bild-${id}`).sort());
      expect((page.includes?.Entry ?? []).map((entry) => entry.sys.id)).toEqual(shopType === 'Fysisk butik' ? ['vinstlista'] : []);
      seen.push(...page.items.map((item) => item.sys.id));
    }
    expect(seen).toEqual(expected);
    const beyond = await items(t, username, { ...NEWS, limit: 6, skip: expected.length });
    expect(beyond.items).toEqual([]);
    expect(wrongQueries).toEqual([]);
  });

  it('a query the bounds refuse never reaches the space', async () => {
    const before = queries.length;
    expect((await query(t, '1001_MGR', { contentType: 'page', include: 10, limit: 1000 })).statusCode).toBe(400);
    expect((await query(t, '1001_MGR', { contentType: 'pdfItem' })).statusCode).toBe(400);
    expect(queries.length).toBe(before);
  });

  it('queries waiting on the space are capped per user: the fifth at once is refused with 429', async () => {
    const waiting = Array.from({ length: 4 }, () => query(t, '1001_SALJ', { ...NEWS, 'fields.slug': 'vanta', limit: 6 }));
    await heldCount(4);
    const fifth = await query(t, '1001_SALJ', { ...NEWS, 'fields.slug': 'vanta', limit: 6 });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ code: 'error.content.busy-user', message: 'Du har redan flera innehållsfrågor på gång. Vänta tills de är klara och försök igen.' });
    // Another user is not held up by it.
    expect((await query(t, '1001_MGR', { ...NEWS, limit: 6 })).statusCode).toBe(200);
    release();
    expect((await Promise.all(waiting)).map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await query(t, '1001_SALJ', { ...NEWS, limit: 6 })).statusCode).toBe(200);
  });
});
