import type { RouteObject } from 'react-router-dom';
import { AccessGuard } from '../features/access/components/AccessGuard';
import { InternalCallbackPage } from '../features/auth/components/InternalCallbackPage';
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
              { path: 'nyheter/*', ...placeholder },
              ...PAGE_PATHS.map((path) => ({ path, ...placeholder })),
              ...CONTENT_SECTIONS.map((section) => ({ path: `${section}/:child?`, ...placeholder })),
              { path: '*', element: <NotFoundPage component="div" /> },
            ],
          },
        ],
      },
    ],
  },
];
