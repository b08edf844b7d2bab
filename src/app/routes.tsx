import type { RouteObject } from 'react-router-dom';
import { InternalCallbackPage } from '../features/auth/components/InternalCallbackPage';
import { StartPage } from '../features/shell/components/StartPage';
import { NotFoundPage } from '../ui/NotFoundPage';
import { InternalLoginRoute } from './InternalLoginRoute';
import { SessionGate } from './SessionGate';
import { SessionRoot } from './SessionRoot';

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
          { index: true, element: <StartPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
