import Stack from '@mui/material/Stack';
import type { ComponentType } from 'react';
import type { ContentEntry } from '../../../../engine/api';
import { contentTypeOf } from '../../../api/content/content-types';
import { WinnersListSection } from '../winners/WinnersListSection';
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

/** The sections in order, each inside its own error boundary. */
export function SectionList({ sections }: { sections: readonly ContentEntry[] }) {
  if (sections.length === 0) return null;
  return (
    <Stack spacing={4}>
      {sections.map((section, index) => {
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
