import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AccessGuard } from '../features/access/components/AccessGuard';
import { AboutMePage } from '../features/account/about-me/AboutMePage';
import { EducationPage } from '../features/account/education/EducationPage';
import { PasswordPage } from '../features/account/password/PasswordPage';
import { ShopDetailsPage } from '../features/account/shop-details/ShopDetailsPage';
import { InternalCallbackPage } from '../features/auth/components/InternalCallbackPage';
import { ContentPage, NewsSection } from '../features/content';
import { OrdersPage } from '../features/orders';
import { EconomyReportsPage, PartnerReportsPage } from '../features/reports';
import { StaffPage } from '../features/staff';
import { TerminalPage } from '../features/terminal';
import { NotFoundPage } from '../ui/NotFoundPage';
import { InternalLoginRoute } from './InternalLoginRoute';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { StartPage } from './pages/StartPage';
import { SessionGate } from './SessionGate';
import { SessionRoot } from './SessionRoot';

/** The shop pages and /losenord (spec §2 Routes); later issues replace the placeholders. */
export const PAGE_PATHS = [
  'minsida', 'personal', 'ekonomirapporter', 'partnerrapporter', 'bestallningar', 'terminal', 'installningar', 'utbildning', 'losenord',
] as const;

/** The content-page sections, each with an optional /:child (spec §2 Routes). */
export const CONTENT_SECTIONS = ['andelsspel', 'kampanj', 'vinster', 'partnerprodukter', 'butiksinfo', 'omatg'] as const;

const placeholder = { element: <PlaceholderPage /> };

/** The shop pages built so far; the others keep their placeholder. */
const pageElements: Partial<Record<(typeof PAGE_PATHS)[number], ReactElement>> = {
  ekonomirapporter: <EconomyReportsPage />,
  partnerrapporter: <PartnerReportsPage />,
  losenord: <PasswordPage />,
  minsida: <AboutMePage />,
  personal: <StaffPage />,
  installningar: <ShopDetailsPage />,
  utbildning: <EducationPage />,
  bestallningar: <OrdersPage />,
  terminal: <TerminalPage />,
};

/** The route table; router.tsx makes the browser router, tests a memory router. */
export const routes: RouteObject[] = [
  // The pop-up's landing page must not touch the session: a second refresh would race the opener's.
  { path: '/internal/callback', element: <InternalCallbackPage />, errorElement: <NotFoundPage /> },
  {
    element: <SessionRoot />,
    errorElement: <NotFoundPage />,
    children: [
      { path: '/internal', element: <InternalLoginRoute /> },
      {
        element: <SessionGate />,
        children: [
          {
            // Every page is behind the route guard: engine pathAccess decides page, no access, cannot load or not found.
            element: <AccessGuard />,
            children: [
              { index: true, element: <StartPage /> },
              { path: 'nyheter/*', element: <NewsSection /> },
              ...PAGE_PATHS.map((path) => ({ path, element: pageElements[path] ?? placeholder.element })),
              ...CONTENT_SECTIONS.map((section) => ({ path: `${section}/:child?`, element: <ContentPage /> })),
              { path: '*', element: <NotFoundPage component="div" /> },
            ],
          },
        ],
      },
    ],
  },
];
