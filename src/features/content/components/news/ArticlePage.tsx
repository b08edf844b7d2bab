import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { assetUrl, imageSize } from '@/features/content/api/asset-url';
import { CONTENT_INCLUDE_DEPTH, NEWS_PAGE_SIZE } from '@/features/content/api/content-paths';
import { resolveCollection } from '@/features/content/api/resolve-links';
import { useClock } from '@/state/clock';
import { usePageTitle } from '@/state/page-title';
import { NotFoundPage } from '@/ui/NotFoundPage';
import { PageContainer } from '@/ui/PageContainer';
import { ARTICLE_ERROR_TEXT, MORE_NEWS_HEADING, MORE_TIPS_HEADING } from '@/features/content/content-texts';
import { SectionList, sectionItems } from '@/features/content/components/sections/SectionList';
import { assetField, rawField, textField } from '@/features/content/fields';
import { longDate, relativePublishDate } from '@/features/content/relative-date';
import { RichText } from '@/features/content/components/RichText';
import { useAudienceFilter } from '@/features/content/hooks/useContentAudience';
import { useContentQuery } from '@/features/content/hooks/useContentQuery';
import { NewsCard } from './NewsCard';
import { NEWS_FILTER, tipsFilter, type TipsCategory } from '@/features/content/news-queries';

/** "Fler nyheter": up to 6 other items of the same list, 264×148 images (spec §2). */
function MoreNews({ excludeId, category }: { excludeId: string; category?: TipsCategory }) {
  const audience = useAudienceFilter();
  const clock = useClock();
  const [now] = useState(() => clock.now().toISOString());
  const filter = category === undefined ? NEWS_FILTER : tipsFilter(category);
  const state = useContentQuery({
    contentType: 'article', ...filter, ...audience, 'sys.id[ne]': excludeId, 'fields.publishTime[lte]': now,
    order: '-fields.publishTime', limit: NEWS_PAGE_SIZE, include: 1,
  });
  if (state.status !== 'success') return null;
  const items = resolveCollection(state.collection);
  if (items.length === 0) return null;
  return (
    <Box component="aside" aria-labelledby="fler-nyheter">
      <Typography id="fler-nyheter" variant="h6" component="h2" sx={{ mb: 2 }}>
        {category === undefined ? MORE_NEWS_HEADING : MORE_TIPS_HEADING}
      </Typography>
      <Stack spacing={2}>{items.map((entry) => <NewsCard key={entry.sys.id} entry={entry} variant="side" />)}</Stack>
    </Box>
  );
}

/** An article (/nyheter/:id/:slug) or a tips article: header, publish date, image, sections, body, and the side list. */
export function ArticlePage({ category }: { category?: TipsCategory }) {
  const { id = '' } = useParams();
  const clock = useClock();
  const audience = useAudienceFilter();
  const state = useContentQuery({ contentType: 'article', 'sys.id': id, ...audience, include: CONTENT_INCLUDE_DEPTH, limit: 1 });
  const article = state.status === 'success' ? resolveCollection(state.collection)[0] : undefined;
  const header = article === undefined ? undefined : textField(article, 'header');
  usePageTitle(header || undefined); // the tab names the article, not "Nyheter"
  if (state.status === 'success' && state.collection.items.length === 0) return <NotFoundPage component="div" />;
  const published = article === undefined ? undefined : new Date(textField(article, 'publishTime'));
  const imageAsset = article === undefined ? undefined : assetField(article, 'image');
  const image = assetUrl(imageAsset);
  return (
    <PageContainer loading={state.status === 'loading'}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 264px' } }}>
        <Box component="article">
          {state.status === 'error' && <Alert severity="error">{ARTICLE_ERROR_TEXT}</Alert>}
          {article && (
            <>
              <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{header}</Typography>
              {published && !Number.isNaN(published.getTime()) && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  <time dateTime={published.toISOString()}>{longDate(published)}</time> · {relativePublishDate(published, clock.now())}
                </Typography>
              )}
              {image && <Box component="img" src={image} alt="" {...imageSize(imageAsset)} sx={{ width: '100%', height: 'auto', borderRadius: 1, mb: 3, display: 'block' }} />}
              <SectionList sections={sectionItems(article)} />
              <Box sx={{ mt: 2 }}><RichText document={rawField(article, 'body')} /></Box>
            </>
          )}
        </Box>
        {article && <MoreNews excludeId={article.sys.id} category={category} />}
      </Box>
    </PageContainer>
  );
}
