import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AccessGuard } from '@/features/access/components/AccessGuard';
import { NotFoundPage } from '@/ui/NotFoundPage';
import { InternalLoginRoute } from './InternalLoginRoute';
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
const pageElements: Partial<Record<(typeof PAGE_PATHS)[number], ReactElement>> = {
  ekonomirapporter: pages.shellPage(pages.EconomyReportsPage),
  partnerrapporter: pages.shellPage(pages.PartnerReportsPage),
  losenord: pages.shellPage(pages.PasswordPage),
  minsida: pages.shellPage(pages.AboutMePage),
  personal: pages.shellPage(pages.StaffPage),
  installningar: pages.shellPage(pages.ShopDetailsPage),
  utbildning: pages.shellPage(pages.EducationPage),
  bestallningar: pages.shellPage(pages.OrdersPage),
  terminal: pages.shellPage(pages.TerminalPage),
};
const placeholder = pages.shellPage(pages.PlaceholderPage);

/** The route table; App mounts it on the browser router, tests on a memory router. */
export const routes: RouteObject[] = [
  // The pop-up's landing page must not touch the session: a second refresh would race the opener's.
  { path: '/internal/callback', element: <RouteErrorBoundary><pages.InternalCallbackPage /></RouteErrorBoundary> },
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
              { index: true, element: pages.shellPage(pages.StartPage) },
              { path: 'nyheter/*', element: pages.shellPage(pages.NewsSection) },
              ...PAGE_PATHS.map((path) => ({ path, element: pageElements[path] ?? placeholder })),
              // Issue 41 §4, in the user menu: report subscriptions, and the local outbox for administrators.
              { path: 'prenumerationer', element: pages.shellPage(pages.SubscriptionsPage) },
              { path: 'utkorg', element: pages.shellPage(pages.MailOutboxPage) },
              ...CONTENT_SECTIONS.map((section) => ({ path: `${section}/:child?`, element: pages.shellPage(pages.ContentPage) })),
              { path: '*', element: <NotFoundPage component="div" /> },
            ],
          },
        ],
      },
    ],
  },
];
