import Stack from '@mui/material/Stack';
import type { ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import type { ContentEntry, ContentLink } from '@ombudsportalen/portal/api';
import { logToServer } from '@/api/client-log';
import { contentTypeOf } from '@/features/content/api/content-types';
import { isLink } from '@/features/content/api/resolve-links';
import { SECTION_ERROR_TEXT } from '@/features/content/content-texts';
import { isEntry } from '@/features/content/fields';
import { WinnersListSection } from '@/features/content/components/winners/WinnersListSection';
import { AccordionSection } from './AccordionSection';
import { HeroSection } from './HeroSection';
import { MultiColumnSection } from './MultiColumnSection';
import { PdfListSection } from './PdfListSection';
import { SectionBoundary } from './SectionBoundary';
import { TabsSection } from './TabsSection';
import { TextSection } from './TextSection';
import { TipsNewsListSection } from './TipsNewsListSection';
import { VideoSection } from './VideoSection';

/** The nine section kinds of spec part 1 §2 "Content pages", by content type. */
export const SECTION_COMPONENTS: Readonly<Record<string, ComponentType<{ entry: ContentEntry }>>> = {
  sectionHero: HeroSection,
  sectionText: TextSection,
  sectionVideo: VideoSection,
  sectionPdfList: PdfListSection,
  sectionAccordion: AccordionSection,
  sectionTabs: TabsSection,
  sectionMultiColumn: MultiColumnSection,
  sectionWinnersList: WinnersListSection,
  sectionTipsNewsList: TipsNewsListSection,
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
