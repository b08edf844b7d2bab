import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AccessGuard } from '@/features/access/components/AccessGuard';
import { NotFoundPage } from '@/ui/NotFoundPage';
import { InternalLoginRoute } from './InternalLoginRoute';
import * as pages from './lazy-pages';
import type { RouteCode } from './route-code';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SessionGate } from './SessionGate';
import { SessionRoot } from './SessionRoot';

/** The shop pages and /losenord (spec §2 Routes); later issues replace the placeholders. */
export const PAGE_PATHS = [
  'minsida', 'personal', 'ekonomirapporter', 'partnerrapporter', 'bestallningar', 'terminal', 'installningar', 'utbildning', 'losenord',
] as const;

/** The content-page sections, each with an optional /:child (spec §2 Routes). */
export const CONTENT_SECTIONS = ['andelsspel', 'kampanj', 'vinster', 'partnerprodukter', 'butiksinfo', 'omatg'] as const;

type ShellPage = ComponentType & RouteCode;

/** The shop pages built so far, each a lazy chunk (lazy-pages.tsx); the others keep their placeholder. */
const shopPages: Partial<Record<(typeof PAGE_PATHS)[number], ShellPage>> = {
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

/** A page inside the shell; its code's loader is the route's handle, started ahead of the render (route-code.ts). */
function shellRoute(Page: ShellPage): Pick<RouteObject, 'element' | 'handle'> {
  return { element: pages.shellPage(Page), handle: { loadCode: Page.loadCode } satisfies RouteCode };
}

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
              { index: true, ...shellRoute(pages.StartPage) },
              { path: 'nyheter/*', ...shellRoute(pages.NewsSection) },
              ...PAGE_PATHS.map((path) => ({ path, ...shellRoute(shopPages[path] ?? pages.PlaceholderPage) })),
              // Issue 41 §4, in the user menu: report subscriptions, and the local outbox for administrators.
              { path: 'prenumerationer', ...shellRoute(pages.SubscriptionsPage) },
              { path: 'utkorg', ...shellRoute(pages.MailOutboxPage) },
              ...CONTENT_SECTIONS.map((section) => ({ path: `${section}/:child?`, ...shellRoute(pages.ContentPage) })),
              { path: '*', element: <NotFoundPage component="div" /> },
            ],
          },
        ],
      },
    ],
  },
];
