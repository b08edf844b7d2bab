// Turns the seed tables into delivery-API entries and the assets they link to.
import { assetLink, entryLink, type CdaLink } from '../../../content/cda-types.js';
import type { NewContentEntry } from '../../../repositories/content-repository.js';
import { NEWS, TIPS, type NewsSeed } from './news.js';
import type { DocumentSeed, PageSeed, PictureRef, SectionSeed } from './page-types.js';
import { PAGES } from './pages.js';
import type { Scene } from './pictures.js';
import { doc, p, paragraphs, ul } from './rich-text.js';
import { slugOf } from './slug.js';

export const VIDEO_ASSET_ID = 'film-travhelg';

const SCENE_TITLES: Record<Scene, string> = {
  trotting: 'Travlopp', football: 'Fotbollsplan', lottery: 'Lottokulor', shop: 'Butik', summer: 'Sommarlandskap',
  winter: 'Vinterkväll', trophy: 'Pokal', social: 'Mobil med meddelanden', calendar: 'Kalender', coins: 'Mynt och sedel',
};

export interface PictureAsset extends PictureRef {
  id: string;
  title: string;
}

export interface DocumentAsset extends DocumentSeed {
  id: string;
}

export interface BuiltContent {
  entries: NewContentEntry[];
  pictures: Map<string, PictureAsset>;
  documents: Map<string, DocumentAsset>;
}

const DAY_MS = 86_400_000;

/** Builds every entry relative to `seedDay` (midnight UTC of the day the database is created) and `now` (its creation). */
export function buildContent(seedDay: Date, now: Date = seedDay): BuiltContent {
  const entries: NewContentEntry[] = [];
  const pictures = new Map<string, PictureAsset>();
  const documents = new Map<string, DocumentAsset>();
  const at = (days: number, hour = 8): string => new Date(seedDay.getTime() + days * DAY_MS + hour * 3_600_000).toISOString();
  const created = at(-90);

  const picture = (ref: PictureRef): CdaLink => {
    const id = `bild-${ref.scene}-${ref.variant}`;
    pictures.set(id, { ...ref, id, title: SCENE_TITLES[ref.scene] });
    return assetLink(id);
  };
  const documentLink = (seed: DocumentSeed): CdaLink => {
    const id = `pdf-${seed.file.replace(/\.pdf$/, '')}`;
    documents.set(id, { ...seed, id });
    return assetLink(id);
  };
  const add = (id: string, contentType: string, fields: Record<string, unknown>, window: Partial<Pick<NewContentEntry, 'publishAt' | 'unpublishAt'>> = {}, createdAt = created): CdaLink => {
    entries.push({ id, contentType, fields, createdAt, ...window });
    return entryLink(id);
  };

  // News and tips.
  const article = (seed: NewsSeed, placement: string, index: number): void => {
    // Earlier days in office hours; today's items minutes before the store is made, so they are out at once.
    const publishTime = seed.daysAgo === 0 && seed.publishInDays === undefined
      ? new Date(now.getTime() - (1 + (index % 9)) * 600_000).toISOString()
      : at(seed.publishInDays ?? -seed.daysAgo, 7 + (index % 9));
    const unpublishTime = seed.unpublishedDaysAgo === undefined ? undefined : at(-seed.unpublishedDaysAgo);
    const sections = seed.points === undefined ? [] : [add(`${seed.id}-punkter`, 'sectionText', { title: 'Att göra i butiken', body: doc(ul(...seed.points.map((point) => [point]))) })];
    add(seed.id, 'article', {
      header: seed.header, slug: slugOf(seed.header), category: seed.category, placement, publishTime,
      ...(unpublishTime === undefined ? {} : { unpublishTime }),
      ...(seed.chains === undefined ? {} : { chainCategory: seed.chains }),
      ...(seed.shops === undefined ? {} : { agencyCategory: seed.shops }),
      image: picture({ scene: seed.scene, variant: seed.variant }),
      body: paragraphs(...seed.body), sections,
    }, { publishAt: publishTime, unpublishAt: unpublishTime ?? null }, publishTime);
  };
  NEWS.forEach((seed, index) => article(seed, 'Nyheter', index));
  TIPS.forEach((seed, index) => article(seed, 'Tips', index));

  // Hero items (limit 3, sortOrder), banners (published window) and alerts.
  const heroes: [string, Scene, number, string][] = [
    ['Jackpott på V75 i helgen', 'trotting', 0, `/nyheter/${NEWS[0]?.id ?? ''}/${slugOf(NEWS[0]?.header ?? '')}`],
    ['Vinterns kampanjer är här', 'winter', 1, '/kampanj'],
    ['Sälj andelar – spela tillsammans', 'lottery', 2, '/andelsspel'],
  ];
  heroes.forEach(([title, scene, variant, referenceLink], index) => add(`hero-${index + 1}`, 'heroItem', { title, image: picture({ scene, variant }), referenceLink, sortOrder: index + 1 }));
  const banners: [string, string, Scene, number, number, number][] = [
    ['banner-aktuell', 'Beställ julens Triss-ställ i tid', 'winter', 3, -3, 20],
    ['banner-utgangen', 'Sommarkampanjen', 'summer', 1, -60, -1],
    ['banner-kommande', 'Nyårslotto', 'lottery', 3, 5, 40],
  ];
  for (const [id, title, scene, variant, from, to] of banners) {
    add(id, 'banner', { title, image: picture({ scene, variant }), reference: '/kampanj/pagaende', publishTime: at(from), unpublishTime: at(to) },
      { publishAt: at(from), unpublishAt: at(to) });
  }
  add('alert-login-gammal', 'alert', { title: 'Alert inloggningssida', show: false, type: 'info', text: 'Portalen var stängd för underhåll i natt.' }, {}, at(-30));
  add('alert-login', 'alert', { title: 'Alert inloggningssida', show: true, type: 'info',
    text: 'Planerat underhåll natten mot tisdag 02.00–04.30. Inloggningen kan då vara otillgänglig.' }, {}, at(-1));
  add('alert-fysisk', 'alert', { title: 'Alert Fysisk butik', shopType: 'Fysisk butik', show: true, type: 'info',
    text: 'Jackpott på V75 i helgen – glöm inte att skylta vid kassan.' }, {}, at(-1));
  add('alert-digital', 'alert', { title: 'Alert Digital butik', shopType: 'Digital butik', show: true, type: 'warning',
    text: 'Utbetalningar över 5 000 kr görs nu till kundens bankkonto.' }, {}, at(-1));
  add('alert-bana', 'alert', { title: 'Alert Bana', shopType: 'Bana', show: false, type: 'info', text: 'Ingen aktuell information.' }, {}, at(-1));

  // Pages: page → segments → sections → their items.
  const section = (prefix: string, seed: SectionSeed): CdaLink => {
    switch (seed.kind) {
      case 'hero':
        return add(prefix, 'sectionHero', { title: seed.title, image: picture(seed.picture), ...(seed.linkUrl ? { linkUrl: seed.linkUrl, linkText: seed.linkText ?? 'Läs mer' } : {}) });
      case 'text':
        return add(prefix, 'sectionText', {
          ...(seed.title ? { title: seed.title } : {}), body: seed.body, ...(seed.info ? { info: seed.info } : {}),
          ...(seed.picture ? { image: picture(seed.picture), imageCrop: seed.crop ?? 'Full Width' } : {}),
          ...(seed.linkUrl ? { linkUrl: seed.linkUrl, linkText: seed.linkText ?? 'Läs mer' } : {}),
        });
      case 'video':
        return add(prefix, 'sectionVideo', { title: seed.title, description: seed.description, video: assetLink(VIDEO_ASSET_ID), previewImage: picture({ scene: 'trotting', variant: 0 }) });
      case 'pdfList':
        return add(prefix, 'sectionPdfList', {
          title: seed.title,
          items: seed.items.map((item, index) => add(`${prefix}-${index + 1}`, 'pdfItem', {
            name: item.name, file: item.video ? assetLink(VIDEO_ASSET_ID) : documentLink(item.document!),
            ...(item.preview ? { previewImage: picture(item.preview) } : {}),
          })),
        });
      case 'accordion':
        return add(prefix, 'sectionAccordion', {
          title: seed.title, ...(seed.info ? { info: seed.info } : {}),
          items: seed.items.map((item, index) => add(`${prefix}-${index + 1}`, 'accordionItem', { header: item.header, body: item.body })),
        });
      case 'tabs':
        return add(prefix, 'sectionTabs', {
          ...(seed.title ? { title: seed.title } : {}),
          tabs: seed.tabs.map((tab, index) => add(`${prefix}-${index + 1}`, 'tab', { title: tab.title, body: tab.body, ...(tab.picture ? { image: picture(tab.picture) } : {}) })),
        });
      case 'multiColumn':
        return add(prefix, 'sectionMultiColumn', {
          ...(seed.title ? { title: seed.title } : {}),
          columns: seed.columns.map((column, index) => add(`${prefix}-${index + 1}`, 'column', {
            title: column.title, body: column.body, ...(column.picture ? { image: picture(column.picture) } : {}),
            ...(column.linkUrl ? { linkUrl: column.linkUrl, linkText: column.linkText ?? 'Läs mer' } : {}),
          })),
        });
      case 'winnersList':
        return add(prefix, 'sectionWinnersList', { title: seed.title });
      case 'tipsNewsList':
        return add(prefix, 'sectionTipsNewsList', { title: seed.title, category: seed.category });
    }
  };
  const COLORS: Record<string, [string, string]> = {
    andelsspel: ['#00529b', '#003d73'], kampanj: ['#7a1f5c', '#5c1745'], vinster: ['#b8862b', '#8f6820'],
    partnerprodukter: ['#1f9e89', '#177767'], butiksinfo: ['#0b6e4f', '#08543c'], omatg: ['#20325c', '#162341'],
  };
  const page = (seed: PageSeed): void => {
    const key = seed.id.replaceAll('/', '-');
    const sectionIds = new Map<SectionSeed, CdaLink>();
    const segments = seed.segments.map((segment, segmentIndex) => add(`sida-${key}-seg-${segmentIndex + 1}`, 'pageSegment', {
      name: segment.name,
      sections: segment.sections.map((sectionSeed, index) => {
        const existing = sectionIds.get(sectionSeed);
        if (existing) return existing;
        const linked = section(`sida-${key}-s${segmentIndex + 1}-${index + 1}`, sectionSeed);
        sectionIds.set(sectionSeed, linked);
        return linked;
      }),
    }));
    const [color, hover] = COLORS[seed.id.split('/')[0] ?? ''] ?? ['#00529b', '#003d73'];
    add(`sida-${key}`, 'page', { id: seed.id, slug: seed.id.split('/').at(-1) ?? seed.id, name: seed.name, color, backgroundColorHover: hover, segments });
  };
  PAGES.forEach(page);
  return { entries, pictures, documents };
}

/** A plain rich-text paragraph (for tests and the builder's callers). */
export const plainText = (value: string) => doc(p(value));
