import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel } from '@/features/content/components/hero/HeroCarousel';
import { NewsList } from '@/features/content/components/news/NewsList';
import { ContentPage } from '@/features/content/components/pages/ContentPage';
import { SectionList } from '@/features/content/components/sections/SectionList';
import { RichText } from '@/features/content/components/RichText';
import { fakeFetch, json } from '../support/fake-fetch';
import { asset, collection, contentBackend, entry, link, paragraph, renderWith } from './content-fixtures';

const SECTION_ERROR = 'Innehåll kan inte visas. Om problemet kvarstår, kontakta support.';

afterEach(() => {
  vi.useRealTimers();
});

describe('content page', () => {
  const page = (segments: unknown[]) => collection([entry('p', 'page', { id: 'omatg', name: 'Om oss', segments })], {
    Entry: [
      entry('seg', 'pageSegment', { name: 'Fysisk butik', sections: [link('ok1'), link('trasig'), link('ok2'), link('avpublicerad')] }),
      entry('ok1', 'sectionText', { title: 'Första', body: paragraph('Text ett') }),
      entry('trasig', 'sectionKarta', { title: 'Okänd' }),
      entry('ok2', 'sectionAccordion', { title: 'Frågor', items: [link('q1')] }),
      entry('q1', 'accordionItem', { header: 'Hur?', body: paragraph('Så här.') }),
    ],
  });

  it('renders every section; a failing one and one the answer lacks show the error text in their place (issue 23)', async () => {
    renderWith(<ContentPage />, contentBackend(() => page([link('seg')])), { path: '/omatg' });
    expect(await screen.findByRole('heading', { name: 'Om oss', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Första' })).toBeTruthy();
    expect(screen.getByText('Text ett')).toBeTruthy();
    expect(screen.getAllByText(SECTION_ERROR)).toHaveLength(2);
    // In the order of the segment's list: text, broken, accordion, missing.
    const list = screen.getByRole('heading', { name: 'Första' }).closest('section')!.parentElement!;
    expect([...list.children].map((child) => (child.getAttribute('role') === 'alert' ? child.textContent : child.querySelector('h2, h3')?.textContent)))
      .toEqual(['Första', SECTION_ERROR, 'Frågor', SECTION_ERROR]);
    expect(screen.getByRole('heading', { name: 'Frågor' })).toBeTruthy();
  });

  it('asks for the page by its menu path with include 10', async () => {
    const backend = contentBackend(() => page([link('seg')]));
    renderWith(<ContentPage />, backend, { path: '/andelsspel/hasttips' });
    await screen.findByRole('heading', { name: 'Om oss', level: 1 });
    expect(JSON.parse(backend.requests[0]!.body)).toEqual({ contentType: 'page', 'fields.id': 'andelsspel/hasttips', include: 10, limit: 1 });
  });

  it('shows the not-found page for a page with zero segments, and for no page', async () => {
    renderWith(<ContentPage />, contentBackend(() => page([])), { path: '/omatg' });
    expect(await screen.findByText(/Hoppsan, nu gick något fel/)).toBeTruthy();
  });

  it('the accordion toggles on its header', async () => {
    const { user } = renderWith(<ContentPage />, contentBackend(() => page([link('seg')])), { path: '/omatg' });
    const header = await screen.findByRole('button', { name: 'Hur?' });
    expect(header.getAttribute('aria-expanded')).toBe('false');
    await user.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    await user.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('rich text', () => {
  it('shows HTML in text as text and does not follow unsafe links', () => {
    const document = { nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [
      { nodeType: 'text', value: '<img src=x onerror="alert(1)">', marks: [{ type: 'bold' }], data: {} },
      { nodeType: 'hyperlink', data: { uri: 'javascript:alert(1)' }, content: [{ nodeType: 'text', value: 'klicka', marks: [], data: {} }] },
      { nodeType: 'hyperlink', data: { uri: 'https://example.se' }, content: [{ nodeType: 'text', value: 'extern', marks: [], data: {} }] },
    ] }] };
    renderWith(<RichText document={document} />, fakeFetch());
    expect(screen.getByText('<img src=x onerror="alert(1)">').tagName).toBe('STRONG');
    expect(document.content.length).toBe(1);
    expect(window.document.querySelector('img')).toBeNull();
    expect(screen.getByText('klicka').closest('a')).toBeNull();
    const external = screen.getByRole('link', { name: 'extern (öppnas i en ny flik)' }); // the new tab is said (issue 23)
    expect([external.getAttribute('target'), external.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });
});

describe('pdf list previews', () => {
  it('shows a preview image, the default PDF icon or a video preview, each opening in a new tab', async () => {
    const section = entry('l', 'sectionPdfList', { title: 'Dokument', items: [
      entry('i1', 'pdfItem', { name: 'Med bild', file: asset('f1', 'application/pdf'), previewImage: asset('b1') }),
      entry('i2', 'pdfItem', { name: 'Utan bild', file: asset('f2', 'application/pdf') }),
      entry('i3', 'pdfItem', { name: 'Film', file: asset('f3', 'video/webm') }),
    ] });
    renderWith(<SectionList sections={[section as never]} />, fakeFetch());
    await screen.findByRole('link', { name: /Med bild/ }); // the section's code loads when a page shows one
    const kinds = ['Med bild', 'Utan bild', 'Film'].map((name) => {
      const anchor = screen.getByRole('link', { name: new RegExp(name) });
      expect(anchor.getAttribute('target')).toBe('_blank');
      return anchor.querySelector('[data-preview]')?.getAttribute('data-preview');
    });
    expect(kinds).toEqual(['image', 'pdf-icon', 'video']);
    expect(screen.getByRole('link', { name: /Med bild/ }).querySelector('img')?.getAttribute('src')).toBe('/content-assets/b1/b1.jpg?w=100&h=100&fit=fill&fm=webp');
  });
});

describe('hero carousel', () => {
  const heroes = collection([1, 2, 3].map((n) => entry(`h${n}`, 'heroItem', { title: `Hjälte ${n}`, image: link(`b${n}`, 'Asset'), referenceLink: '/kampanj', sortOrder: n })),
    { Asset: [asset('b1'), asset('b2'), asset('b3')] });
  const shown = () => screen.getAllByTestId('hero-slide').findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
  // Only the carousel's interval is faked, and it does not tick with real time: 7,999 ms stays 7,999 ms on a busy
  // machine (RTL's findBy keeps its real timeouts and watches the DOM).
  const fakeIntervals = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

  it('asks for 3 items by sortOrder and advances every 8 s', async () => {
    fakeIntervals();
    const backend = contentBackend(() => heroes);
    renderWith(<HeroCarousel />, backend);
    await screen.findAllByTestId('hero-slide');
    await act(async () => {}); // let the carousel's effects start its timer
    expect(JSON.parse(backend.requests[0]!.body)).toMatchObject({ contentType: 'heroItem', order: 'fields.sortOrder', limit: 3 });
    expect(shown()).toBe(0);
    // Only the shown slide's picture loads at once; a hidden one's when it is shown (a phone's bytes before its LCP).
    const loading = () => screen.getAllByTestId('hero-slide').map((slide) => slide.querySelector('img')?.getAttribute('loading'));
    expect(loading()).toEqual(['eager', 'lazy', 'lazy']);
    expect(screen.getByRole('region', { name: 'Aktuellt' }).getAttribute('data-paused')).toBe('false');
    act(() => { vi.advanceTimersByTime(7999); });
    expect(shown()).toBe(0);
    act(() => { vi.advanceTimersByTime(1); });
    expect(shown()).toBe(1);
    expect(loading()).toEqual(['lazy', 'eager', 'lazy']);
    act(() => { vi.advanceTimersByTime(16000); });
    expect(shown()).toBe(0);
  });

  it('pauses while hovered and for reduced motion', async () => {
    fakeIntervals();
    renderWith(<HeroCarousel />, contentBackend(() => heroes));
    await screen.findAllByTestId('hero-slide');
    await act(async () => {}); // let the carousel's effects start its timer
    const carousel = screen.getByRole('region', { name: 'Aktuellt' });
    act(() => { carousel.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })); });
    act(() => { vi.advanceTimersByTime(24000); });
    expect(shown()).toBe(0);
    vi.useRealTimers();
  });

  it('does not move for users who prefer reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener: () => {}, removeEventListener: () => {} }));
    fakeIntervals();
    renderWith(<HeroCarousel />, contentBackend(() => heroes));
    await screen.findAllByTestId('hero-slide');
    await act(async () => {}); // let the carousel's effects start its timer
    act(() => { vi.advanceTimersByTime(24000); });
    expect(shown()).toBe(0);
  });
});

describe('news list infinite scroll', () => {
  it('loads the next 6 when the sentinel comes into view, while page × 6 < total', async () => {
    type Callback = (entries: { isIntersecting: boolean }[]) => void;
    const observers: { callback: Callback; active: boolean }[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      private readonly record: { callback: Callback; active: boolean };
      constructor(callback: Callback) { this.record = { callback, active: false }; observers.push(this.record); }
      observe() { this.record.active = true; }
      disconnect() { this.record.active = false; }
    });
    const total = 14;
    const backend = contentBackend((query) => {
      const skip = Number(query['skip']);
      const items = Array.from({ length: Math.max(0, Math.min(6, total - skip)) }, (_, i) => entry(`n${skip + i}`, 'article', {
        header: `Nyhet ${skip + i}`, slug: `nyhet-${skip + i}`, category: 'Nyhet', publishTime: '2026-11-20T08:00:00Z',
      }));
      return collection(items, {}, total, skip);
    });
    renderWith(<NewsList filter={{ 'fields.placement': 'Nyheter' }} label="Senast publicerat" />, backend);
    await screen.findByText('Nyhet 5');
    expect(screen.getAllByTestId('news-card')).toHaveLength(6);
    const seeSentinel = async () => act(async () => { for (const observer of observers.filter((o) => o.active)) observer.callback([{ isIntersecting: true }]); });
    // The list observes its sentinel in an effect after the cards show: on a busy machine that is a moment later.
    const seeSentinelOnceObserved = async () => {
      await waitFor(() => expect(observers.some((o) => o.active)).toBe(true));
      await seeSentinel();
    };
    await seeSentinelOnceObserved();
    await screen.findByText('Nyhet 11');
    await seeSentinelOnceObserved();
    await screen.findByText('Nyhet 13');
    expect(screen.getAllByTestId('news-card')).toHaveLength(14);
    const requests = backend.requests.length;
    await seeSentinel();
    expect(backend.requests.length).toBe(requests);
    expect(backend.requests.map((request) => JSON.parse(request.body).skip)).toEqual([0, 6, 12]);
    expect(JSON.parse(backend.requests[0]!.body)).toMatchObject({ contentType: 'article', 'fields.placement': 'Nyheter', order: '-fields.publishTime', limit: 6 });
    expect(screen.getAllByText('Nyhet', { selector: '.MuiChip-label' }).length).toBe(14);
  });

  it('shows the section error text when the list cannot load', async () => {
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    renderWith(<NewsList filter={{}} label="Nyheter" />, fakeFetch(() => json(500, { code: 'error.internal', message: 'Internt fel' })));
    expect(await screen.findByText(SECTION_ERROR)).toBeTruthy();
  });
});
