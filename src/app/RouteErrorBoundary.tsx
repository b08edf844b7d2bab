import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppErrorBoundary } from '@/ui/AppErrorBoundary';
import { NotFoundPage } from '@/ui/NotFoundPage';

/**
 * A render error below a route (or a page chunk that failed to load) shows the not-found page (spec §2) and is
 * logged; going to another path tries again. A component, not the data router's errorElement: the app runs on the
 * declarative router, whose share of the first load is half the data router's (docs/architecture.md "Bundles").
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary fallback={<NotFoundPage />} resetKey={pathname}>
      {children}
    </AppErrorBoundary>
  );
}
