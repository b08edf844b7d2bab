import type { RouteObject } from 'react-router-dom';
import { AccessGuard } from '../features/access/components/AccessGuard';
import { NotFoundPage } from '../ui/NotFoundPage';
import { InternalLoginRoute } from './InternalLoginRoute';
import type { PreloadableComponent } from './lazy-component';
import * as pages from './lazy-pages';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SessionGate } from './SessionGate';
import { SessionRoot } from './SessionRoot';

/** The shop pages and /losenord (spec §2 Routes); later issues replace the placeholders. */
export const PAGE_PATHS = [
  'minsida', 'personal', 'ekonomirapporter', 'partnerrapporter', 'bestallningar', 'terminal', 'installningar', 'utbildning', 'losenord',
] as const;

/** The content-page sections, each with an optional /:child (spec §2 Routes). */
export const CONTENT_SECTIONS = ['andelsspel', 'kampanj', 'vinster', 'partnerprodukter', 'butiksinfo', 'omatg'] as const;

/** The shop pages built so far, each a lazy chunk (lazy-pages.tsx); the others keep their placeholder. */
const pageComponents: Partial<Record<(typeof PAGE_PATHS)[number], PreloadableComponent>> = {
  ekonomirapporter: pages.EconomyReportsPage,
  partnerrapporter: pages.PartnerReportsPage,
  losenord: pages.PasswordPage,
  minsida: pages.AboutMePage,
  personal: pages.StaffPage,
  installningar: pages.ShopDetailsPage,
  utbildning: pages.EducationPage,
  bestallningar: pages.OrdersPage,
  terminal: pages.TerminalPage,
};

/** What a route's `handle` names: its lazy page, which the start fetches beside the session (first-screen.ts). */
export interface PageHandle { page: PreloadableComponent }

/** A route showing a lazy page in the shell. */
function shellRoute(route: { index: true } | { path: string }, page: PreloadableComponent): RouteObject {
  const handle: PageHandle = { page };
  return { ...route, element: pages.shellPage(page), handle };
}

/** The route table; App mounts it on the browser router, tests on a memory router. */
export const routes: RouteObject[] = [
  // The pop-up's landing page must not touch the session: a second refresh would race the opener's.
  { path: '/internal/callback', element: <RouteErrorBoundary>{pages.fullPage(pages.InternalCallbackPage)}</RouteErrorBoundary> },
  {
    element: (
      <RouteErrorBoundary>
        <SessionRoot />
      </RouteErrorBoundary>
    ),
    children: [
      { path: '/internal', element: <InternalLoginRoute /> },
      {
        element: <SessionGate />,
        children: [
          {
            // Every page is behind the route guard: engine pathAccess decides page, no access, cannot load or not found.
            element: <AccessGuard />,
            children: [
              shellRoute({ index: true }, pages.StartPage),
              shellRoute({ path: 'nyheter/*' }, pages.NewsSection),
              ...PAGE_PATHS.map((path) => shellRoute({ path }, pageComponents[path] ?? pages.PlaceholderPage)),
              ...CONTENT_SECTIONS.map((section) => shellRoute({ path: `${section}/:child?` }, pages.ContentPage)),
              { path: '*', element: <NotFoundPage component="div" /> },
            ],
          },
        ],
      },
    ],
  },
];
