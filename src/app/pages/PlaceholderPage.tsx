import { useLocation } from 'react-router-dom';
import { PageContainer } from '@/ui/PageContainer';
import { pageTitle } from './page-title';

/** A page of a later issue: only its heading, the menu title of the route. */
export function PlaceholderPage() {
  const { pathname } = useLocation();
  return <PageContainer loading={false} title={pageTitle(pathname)} />;
}
