import Alert from '@mui/material/Alert';
import { useLocation } from 'react-router-dom';
import { CONTENT_INCLUDE_DEPTH } from '@/features/content/api/content-paths';
import { resolveCollection } from '@/features/content/api/resolve-links';
import { NotFoundPage } from '@/ui/NotFoundPage';
import { PageContainer } from '@/ui/PageContainer';
import { SECTION_ERROR_TEXT } from '@/features/content/content-texts';
import { SectionList, sectionItems } from '@/features/content/components/sections/SectionList';
import { entriesField, textField } from '@/features/content/fields';
import { menuTitle } from '@/features/content/menu-title';
import { useAudienceFilter, useSegment } from '@/features/content/hooks/useContentAudience';
import { useContentQuery } from '@/features/content/hooks/useContentQuery';
import { chooseSegment } from '@/features/content/choose-segment';

/** The page id of a content route: /andelsspel → "andelsspel", /andelsspel/hasttips → "andelsspel/hasttips". */
export function pageIdOf(pathname: string): string {
  return pathname.split('/').filter((part) => part !== '').slice(0, 2).join('/');
}

/** A Portal content page: the page entry by its menu path, the outlet's segment, and its sections (spec §2). */
export function ContentPage() {
  const { pathname } = useLocation();
  const segment = useSegment();
  const audience = useAudienceFilter();
  const state = useContentQuery({ contentType: 'page', 'fields.id': pageIdOf(pathname), ...audience, include: CONTENT_INCLUDE_DEPTH, limit: 1 });
  if (state.status === 'error') {
    return <PageContainer loading={false} title={menuTitle(pathname)}><Alert severity="error">{SECTION_ERROR_TEXT}</Alert></PageContainer>;
  }
  const page = state.status === 'success' ? resolveCollection(state.collection)[0] : undefined;
  const chosen = page === undefined ? undefined : chooseSegment(entriesField(page, 'segments'), segment);
  if (state.status === 'success' && chosen === undefined) return <NotFoundPage component="div" />;
  return (
    <PageContainer loading={state.status === 'loading'} title={page === undefined ? menuTitle(pathname) : textField(page, 'name') || menuTitle(pathname)}>
      {chosen && <SectionList sections={sectionItems(chosen)} />}
    </PageContainer>
  );
}
