import Stack from '@mui/material/Stack';
import { type ComponentType, lazy } from 'react';
import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import type { ContentEntry, ContentLink } from '@ombudsportalen/portal/api';
import { logToServer } from '@/api/client-log';
import { contentTypeOf } from '@/features/content/api/content-types';
import { isLink } from '@/features/content/api/resolve-links';
import { SECTION_ERROR_TEXT } from '@/features/content/content-texts';
import { isEntry } from '@/features/content/fields';
import { SectionBoundary } from './SectionBoundary';
import { TextSection } from './TextSection';

type SectionComponent = ComponentType<{ entry: ContentEntry }>;
const lazySection = <K extends string>(load: () => Promise<{ [key in K]: SectionComponent }>, name: K): SectionComponent =>
  lazy(async (): Promise<{ default: SectionComponent }> => ({ default: (await load())[name] }));

/**
 * The nine section kinds of spec part 1 §2 "Content pages", by content type. Text (an article's only kind) is in this
 * chunk; the others load when a page shows one, not on every article (issue 38 §3: the article's files on a phone). The
 * content renders in a transition (useContentQuery), so the page keeps its loader until their code is in.
 */
export const SECTION_COMPONENTS: Readonly<Record<string, SectionComponent>> = {
  sectionHero: lazySection(() => import('./HeroSection'), 'HeroSection'),
  sectionText: TextSection,
  sectionVideo: lazySection(() => import('./VideoSection'), 'VideoSection'),
  sectionPdfList: lazySection(() => import('./PdfListSection'), 'PdfListSection'),
  sectionAccordion: lazySection(() => import('./AccordionSection'), 'AccordionSection'),
  sectionTabs: lazySection(() => import('./TabsSection'), 'TabsSection'),
  sectionMultiColumn: lazySection(() => import('./MultiColumnSection'), 'MultiColumnSection'),
  sectionWinnersList: lazySection(() => import('@/features/content/components/winners/WinnersListSection'), 'WinnersListSection'),
  sectionTipsNewsList: lazySection(() => import('./TipsNewsListSection'), 'TipsNewsListSection'),
};

function UnknownSection({ entry }: { entry: ContentEntry }): never {
  throw new Error(`Okänd sektionstyp: ${contentTypeOf(entry)}`);
}

/** A section the page links to that the content service did not deliver: said, not dropped (spec part 1 §2). */
function MissingSection({ link }: { link: ContentLink }) {
  useEffect(() => {
    logToServer({ msg: `Innehållssektionen ${link.sys.id} saknas i svaret`, logLevel: 'error' });
  }, [link.sys.id]);
  return <Alert severity="error">{SECTION_ERROR_TEXT}</Alert>;
}

/** A segment's `sections` as resolved: entries, and links to entries the answer did not hold. */
export function sectionItems(segment: ContentEntry): (ContentEntry | ContentLink)[] {
  const value = Object.hasOwn(segment.fields, 'sections') ? segment.fields['sections'] : undefined;
  return Array.isArray(value) ? value.filter((item): item is ContentEntry | ContentLink => isEntry(item) || isLink(item)) : [];
}

/** The sections in order, each inside its own error boundary; a missing one shows the spec's text in its place. */
export function SectionList({ sections }: { sections: readonly (ContentEntry | ContentLink)[] }) {
  if (sections.length === 0) return null;
  return (
    <Stack spacing={4}>
      {sections.map((section, index) => {
        if (isLink(section)) return <MissingSection key={`${section.sys.id}-${index}`} link={section} />;
        const type = contentTypeOf(section);
        const Section = Object.hasOwn(SECTION_COMPONENTS, type) ? SECTION_COMPONENTS[type]! : UnknownSection;
        return (
          <SectionBoundary key={`${section.sys.id}-${index}`} sectionId={section.sys.id}>
            <section data-section-type={type}><Section entry={section} /></section>
          </SectionBoundary>
        );
      })}
    </Stack>
  );
}
