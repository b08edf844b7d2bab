import { describe, expect, it } from 'vitest';
import { imageSize, imageUrl } from '@/features/content/api/asset-url';
import { resolveCollection } from '@/features/content/api/resolve-links';
import { articlePath } from '@/features/content/article-path';
import { hasMorePages, tipsCategoryOfPath } from '@/features/content/news-queries';
import { chooseSegment } from '@/features/content/choose-segment';
import { pageIdOf } from '@/features/content/components/pages/ContentPage';
import { safeHref } from '@/features/content/components/ContentLink';
import { longDate, relativePublishDate } from '@/features/content/relative-date';
import { asset, collection, entry, link } from './content-fixtures';

describe('resolveCollection', () => {
  it('replaces links with the included entries and assets, deeply, keeping rich text', () => {
    const body = { nodeType: 'document', data: {}, content: [{ nodeType: 'unordered-list', data: {}, content: [{ nodeType: 'list-item', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'djup text', marks: [], data: {} }] }] }] }] };
    const page = entry('p', 'page', { segments: [link('s')] });
    const resolved = resolveCollection(collection([page], {
      Entry: [entry('s', 'pageSegment', { sections: [link('t'), link('saknas')] }), entry('t', 'sectionText', { body, image: link('a', 'Asset') })],
      Asset: [asset('a')],
    }));
    const segment = (resolved[0]!.fields['segments'] as { fields: { sections: { fields: Record<string, unknown> }[] } }[])[0]!;
    // The missing section stays a link, so the page can say "Innehåll kan inte visas…" in its place (issue 23).
    expect(segment.fields.sections).toHaveLength(2);
    expect(segment.fields.sections[1]).toEqual(link('saknas'));
    expect(JSON.stringify(segment.fields.sections[0]!.fields['body'])).toContain('djup text');
    expect((segment.fields.sections[0]!.fields['image'] as { sys: { id: string } }).sys.id).toBe('a');
  });

  it('stops at a link back to an entry on the path', () => {
    const resolved = resolveCollection(collection([entry('a', 'x', { next: link('b') })], { Entry: [entry('b', 'x', { back: link('a') })] }));
    expect((resolved[0]!.fields['next'] as { fields: Record<string, unknown> }).fields['back']).toBeUndefined();
  });
});

describe('chooseSegment', () => {
  const segments = ['Fysisk butik', 'Bana', 'Digital butik'].map((name, i) => entry(`s${i}`, 'pageSegment', { name }));
  it.each([['AGENCY', 's0'], ['TRACK', 's1'], ['DIGITAL', 's2']] as const)('%s gets %s', (segment, id) => {
    expect(chooseSegment(segments, segment)?.sys.id).toBe(id);
  });
  it('falls back to the first, and gives none for zero segments', () => {
    expect(chooseSegment(segments.slice(0, 1), 'TRACK')?.sys.id).toBe('s0');
    expect(chooseSegment([], 'AGENCY')).toBeUndefined();
  });
});

describe('news helpers', () => {
  it('loads more while page × 6 < total', () => {
    expect(hasMorePages(1, 7)).toBe(true);
    expect(hasMorePages(2, 12)).toBe(false);
    expect(hasMorePages(0, 0)).toBe(false);
  });

  it('relative publish dates in Swedish', () => {
    const now = new Date(2026, 10, 26, 12);
    expect(relativePublishDate(new Date(2026, 10, 26, 7), now)).toBe('i dag');
    expect(relativePublishDate(new Date(2026, 10, 25, 23), now)).toBe('i går');
    expect(relativePublishDate(new Date(2026, 10, 23, 9), now)).toBe('för 3 dagar sedan');
    expect(relativePublishDate(new Date(2026, 10, 12, 9), now)).toBe('för 2 veckor sedan');
    expect(relativePublishDate(new Date(2026, 10, 24, 9), now)).toBe('i förrgår');
    expect(relativePublishDate(new Date(2026, 9, 12, 9), now)).toBe('förra månaden'); // 45 days: -1.5 months rounds to -1
    expect(relativePublishDate(new Date(2026, 10, 27, 9), now)).toBe('i dag'); // a date ahead of the clock
    expect(longDate(new Date(2026, 0, 5, 23))).toBe('5 januari 2026');
  });

  it('the written-out texts are Intl\'s sv texts, for every day of five years back', () => {
    const relative = new Intl.RelativeTimeFormat('sv', { numeric: 'auto' });
    const long = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric' });
    const now = new Date(2026, 10, 26, 12);
    for (let back = 0; back < 5 * 366; back++) {
      const published = new Date(2026, 10, 26 - back, 9);
      const days = -back;
      const intl = days > -7 ? relative.format(days, 'day') : days > -30 ? relative.format(Math.round(days / 7), 'week')
        : days > -365 ? relative.format(Math.round(days / 30), 'month') : relative.format(Math.round(days / 365), 'year');
      expect(relativePublishDate(published, now), `${back} days back`).toBe(intl);
      expect(longDate(published)).toBe(long.format(published));
    }
  });

  it('article paths: news under /nyheter/:id/:slug, tips under their tips path', () => {
    expect(articlePath(entry('n1', 'article', { slug: 'v75', category: 'Nyhet' }))).toBe('/nyheter/n1/v75');
    expect(articlePath(entry('t1', 'article', { slug: 'tips', category: 'Andelsspel' }))).toBe('/nyheter/andelsspel/tips/t1/tips');
    expect(articlePath(entry('t2', 'article', { slug: 'so', category: 'Sociala medier' }))).toBe('/nyheter/sometips/tips/t2/so');
    expect(tipsCategoryOfPath('/nyheter/sometips/tips/1/x')).toBe('Sociala medier');
  });

  it('page ids and image sizes', () => {
    expect(pageIdOf('/andelsspel')).toBe('andelsspel');
    expect(pageIdOf('/andelsspel/hasttips')).toBe('andelsspel/hasttips');
    expect(imageUrl(asset('a') as never, 'card')).toBe('/content-assets/a/a.jpg?w=400&h=200&fit=fill&fm=webp');
    expect(imageUrl({ sys: { id: 'c', type: 'Asset' }, fields: { file: { url: '//images.ctfassets.net/x/y.jpg' } } }, 'richText')).toBe('https://images.ctfassets.net/x/y.jpg?w=800&fm=webp');
  });

  it("an article's picture takes its own width and height, so it keeps its place while it loads (CLS, issue 38 §3)", () => {
    const file = (image?: { width: number; height: number }) => ({ sys: { id: 'p', type: 'Asset' as const }, fields: { file: { url: '/p.jpg', details: image === undefined ? {} : { image } } } });
    expect(imageSize(file({ width: 1232, height: 693 }))).toStrictEqual({ width: 1232, height: 693 });
    expect(imageSize(file())).toBeUndefined();
    expect(imageSize(file({ width: 0, height: 10 }))).toBeUndefined();
  });

  it('follows only safe links', () => {
    expect(safeHref('/kampanj')).toBe('/kampanj');
    expect(safeHref('https://example.se')).toBe('https://example.se');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
  });
});
