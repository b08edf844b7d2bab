import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '@/ui/PageContainer';
import { NEWS_HEADING, NEWS_SECTION_TITLE } from '@/features/content/content-texts';
import { HeroCarousel } from '@/features/content/components/hero/HeroCarousel';
import { PageBanner } from '@/features/content/components/hero/PageBanner';
import { NewsList } from './NewsList';
import { NEWS_FILTER } from '@/features/content/news-queries';

/** The news list of / and /nyheter: hero carousel, page banner, "Senast publicerat" and the cards (spec §2); /nyheter has its own h1. */
export function NewsHome({ intro }: { intro?: ReactNode }) {
  return (
    <PageContainer loading={false}>
      {intro ?? <Typography variant="h4" component="h1" sx={{ mb: 3 }}>{NEWS_SECTION_TITLE}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, mb: 4 }}>
        <HeroCarousel />
        <PageBanner />
      </Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>{NEWS_HEADING}</Typography>
      <NewsList filter={NEWS_FILTER} label={NEWS_HEADING} />
    </PageContainer>
  );
}
