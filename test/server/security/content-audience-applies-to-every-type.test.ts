// Issue 23, item 9: the audience filter applies to every content type and to included entries and assets. Alerts of
// another shop type, winners material through pageSegment / pdfItem, hidden sections inside an answer: none reach an
// outlet they are not for. Role/segment × content type, over the demo accounts (README) and the store's own types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_QUERY_BOUNDS } from '../../../server/content/content-query-bounds.js';
import { createContentRepository } from '../../../server/repositories/content-repository.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { ALERTS, items, moveToSeedDay, query, type Collection } from '../content/content-harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const seededAt = await moveToSeedDay(t);
  // A news item whose sections hold a winners list, another chain's article and a broken link (issue 23, items 9 and 15).
  const content = createContentRepository(t.store);
  const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
  await content.insertEntry({ id: 'prov-kedja9', contentType: 'article', fields: { header: 'Bara kedja 9', chainCategory: ['9. Annan kedja'] }, createdAt: seededAt });
  await content.insertEntry({ id: 'prov-vinstlista', contentType: 'sectionWinnersList', fields: { title: 'Vinstlistor' }, createdAt: seededAt });
  await content.insertEntry({ id: 'prov-okand', contentType: 'sectionOkand', fields: { title: 'Okänd sektion' }, createdAt: seededAt });
  await content.insertEntry({
    id: 'prov-artikel', contentType: 'article', createdAt: seededAt,
    fields: {
      header: 'Provartikel', chainCategory: ['Alla'],
      sections: [link('prov-vinstlista'), link('prov-kedja9'), link('prov-finns-inte'), link('prov-okand')],
      body: { nodeType: 'document', data: {}, content: [{ nodeType: 'embedded-entry-block', data: { target: link('prov-kedja9') }, content: [] }] },
    },
  });
});
afterAll(async () => t.close());

interface Actor {
  username: string;
  /** The outlet's segment, or null without one (chain and partner users see every shop type). */
  segment: 'AGENCY' | 'DIGITAL' | 'TRACK' | null;
  agencyNumber?: string;
}

const ACTORS: Actor[] = [
  { username: '1001_MGR', segment: 'AGENCY' },
  { username: '1001_SALJ', segment: 'AGENCY' },
  { username: '2002_MGR', segment: 'DIGITAL' },
  { username: '3003_MGR', segment: 'TRACK' },
  { username: 'ADMIN1', segment: 'DIGITAL', agencyNumber: '2002' },
  { username: 'ADMIN1', segment: 'TRACK', agencyNumber: '3003' },
  { username: 'KEDJA3', segment: null },
  { username: 'TELIA1', segment: null },
];
const SHOP_TYPE = { AGENCY: 'Fysisk butik', DIGITAL: 'Digital butik', TRACK: 'Bana' } as const;
const actorName = (actor: Actor) => `${actor.username}${actor.agencyNumber ? ` för ${actor.agencyNumber}` : ''}`;
const forActor = (actor: Actor, body: Record<string, unknown>) => ({ ...body, ...(actor.agencyNumber ? { agencyNumber: actor.agencyNumber } : {}) });

const storeTypes = () => (t.db.prepare('SELECT DISTINCT content_type FROM content_entries').pluck().all() as string[]).sort();
const pageIds = () => (t.db.prepare("SELECT json_extract(fields_json, '$.id') FROM content_entries WHERE content_type = 'page'").pluck().all() as string[]);
const typeOfId = (id: string) => t.db.prepare('SELECT content_type FROM content_entries WHERE id = ?').pluck().get(id) as string | undefined;

type Link = { sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string } };
function linksIn(value: unknown, into: Link[] = []): Link[] {
  if (Array.isArray(value)) value.forEach((item) => linksIn(item, into));
  else if (typeof value === 'object' && value !== null) {
    const sys = (value as { sys?: { type?: string } }).sys;
    if (sys?.type === 'Link') into.push(value as Link);
    else Object.values(value).forEach((item) => linksIn(item, into));
  }
  return into;
}
const entriesOf = (collection: Collection) => [...collection.items, ...(collection.includes?.Entry ?? [])];

describe('alerts of another shop type (POST /alerts and the data call)', () => {
  const cells = ACTORS.filter((actor) => actor.agencyNumber === undefined)
    .flatMap((actor) => Object.entries(SHOP_TYPE).map(([segment, shopType]) => ({ actor, segment, shopType })));

  it.each(cells)('$actor.username asks for the alert of "$shopType"', async ({ actor, segment, shopType }) => {
    const token = await accessTokenFor(t, actor.username);
    const response = await t.app.inject({ method: 'POST', url: ALERTS, headers: bearer(token), payload: { contentType: 'alert', limit: 3, fieldsTitle: `Alert ${shopType}` } });
    expect(response.statusCode).toBe(200);
    const delivered = response.json<Collection>().items.map((item) => item.fields['shopType']);
    const forCaller = actor.segment === null || actor.segment === segment;
    expect(delivered).toEqual(forCaller ? [shopType] : []);
    const viaData = await items(t, actor.username, { contentType: 'alert', 'fields.shopType': shopType, limit: 3, include: 0 });
    expect(viaData.items.map((item) => item.fields['shopType'])).toEqual(forCaller ? [shopType] : []);
  });
});

describe('content types that are only parts of a page or an article', () => {
  it('every type of the store without declared bounds is refused on its own, for every actor', async () => {
    const partTypes = storeTypes().filter((type) => !Object.hasOwn(CONTENT_QUERY_BOUNDS, type));
    expect(partTypes).toEqual(expect.arrayContaining(['pageSegment', 'pdfItem', 'sectionWinnersList']));
    for (const actor of ACTORS) {
      for (const contentType of partTypes) {
        const response = await query(t, actor.username, forActor(actor, { contentType, include: 0, limit: 1 }));
        expect(response.statusCode, `${actorName(actor)} ${contentType}`).toBe(400);
        expect(response.json()).toEqual({
          code: 'error.validation', message: 'Begäran innehåller ogiltiga värden.',
          fields: [{ field: 'contentType', message: `Innehållstypen ${contentType} kan inte hämtas för sig.` }],
        });
      }
    }
  });
});

describe('every page, item and include, for every actor', () => {
  it.each(ACTORS.map((actor) => [actorName(actor), actor] as const))('%s: only its segment, no winners material off AGENCY, nothing hidden linked', async (_name, actor) => {
    const segment = actor.segment ?? 'AGENCY';
    for (const id of pageIds()) {
      const page = await items(t, actor.username, forActor(actor, { contentType: 'page', 'fields.id': id, include: 10, limit: 1 }));
      if (page.items.length === 0) continue;
      const delivered = entriesOf(page);
      const deliveredIds = new Set(delivered.map((entry) => entry.sys.id));
      const types = delivered.map((entry) => entry.sys.contentType.sys.id);
      // One segment per page, the outlet's (named for it, or the first).
      const segments = delivered.filter((entry) => entry.sys.contentType.sys.id === 'pageSegment').map((entry) => String(entry.fields['name']));
      expect(segments, id).toHaveLength(1);
      if (segment !== 'AGENCY' && pageSegmentNames(id).includes(SHOP_TYPE[segment])) expect(segments, id).toEqual([SHOP_TYPE[segment]]);
      if (segment !== 'AGENCY') {
        expect(types, id).not.toContain('sectionWinnersList');
        expect((page.includes?.Asset ?? []).map((asset) => asset.sys.id), id).not.toContain('pdf-vinstmaterial');
      }
      // Every link in the answer resolves within it, or points at nothing the store delivers (never at a hidden entry).
      for (const link of delivered.flatMap((entry) => linksIn(entry.fields))) {
        if (link.sys.linkType === 'Entry' && !deliveredIds.has(link.sys.id)) expect(typeOfId(link.sys.id), `${id} → ${link.sys.id}`).toBeUndefined();
      }
    }
  });

  it('the winners list reaches physical shops and callers without an outlet only', async () => {
    for (const actor of ACTORS) {
      const page = await items(t, actor.username, forActor(actor, { contentType: 'page', 'fields.id': 'vinster/vinstlistor', include: 10, limit: 1 }));
      const winners = entriesOf(page).filter((entry) => entry.sys.contentType.sys.id === 'sectionWinnersList');
      expect(winners.length > 0, actorName(actor)).toBe((actor.segment ?? 'AGENCY') === 'AGENCY');
    }
  });

  it('vinster/material and its PDF are not delivered to digital and track outlets', async () => {
    for (const actor of ACTORS) {
      const page = await items(t, actor.username, forActor(actor, { contentType: 'page', 'fields.id': 'vinster/material', include: 10, limit: 1 }));
      const assets = (page.includes?.Asset ?? []).map((asset) => asset.sys.id);
      const physical = (actor.segment ?? 'AGENCY') === 'AGENCY';
      expect(page.total, actorName(actor)).toBe(physical ? 1 : 0);
      expect(assets.includes('pdf-vinstmaterial'), actorName(actor)).toBe(physical);
    }
  });
});

describe('included entries pass their own type\'s rule; broken links pass through', () => {
  const article = async (username: string) => (await items(t, username, { contentType: 'article', 'sys.id': 'prov-artikel', include: 10, limit: 1 }));

  it.each([['1001_MGR', true], ['2002_MGR', false], ['3003_MGR', false]] as const)('%s: winners section %s, another chain\'s article never', async (username, winners) => {
    const answer = await article(username);
    const item = answer.items[0]!;
    const sectionIds = (item.fields['sections'] as Link[]).map((link) => link.sys.id);
    // The hidden entries are gone from the links and the includes; the missing entry and the unknown type stay for the SPA.
    expect(sectionIds).toEqual([...(winners ? ['prov-vinstlista'] : []), 'prov-finns-inte', 'prov-okand']);
    expect((answer.includes?.Entry ?? []).map((entry) => entry.sys.id).sort()).toEqual([...(winners ? ['prov-vinstlista'] : []), 'prov-okand'].sort());
    expect(linksIn(item.fields['body']).map((link) => link.sys.id)).toEqual([]);
    expect((item.fields['body'] as { content: unknown[] }).content).toEqual([]);
  });
});

function pageSegmentNames(pageId: string): string[] {
  const ids = t.db.prepare(`SELECT value FROM content_entries, json_each(json_extract(fields_json, '$.segments'))
    WHERE content_type = 'page' AND json_extract(fields_json, '$.id') = ?`).pluck().all(pageId) as string[];
  return ids.map((linkJson) => {
    const segmentId = (JSON.parse(linkJson) as Link).sys.id;
    const fields = t.db.prepare('SELECT fields_json FROM content_entries WHERE id = ?').pluck().get(segmentId) as string;
    return String((JSON.parse(fields) as { name: unknown }).name);
  });
}
