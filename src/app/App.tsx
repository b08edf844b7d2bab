import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from '@/ui/AppErrorBoundary';
import { AppProviders } from './providers';
import { loadRouteCodeAhead } from './route-code';
import { routes } from './routes';

// A data router: the leave question of unsaved work needs useBlocker (tests mount the same table on a memory router).
// Made at the first render, not while the entry evaluates: that task is one of a phone's longest (TBT).
let router: ReturnType<typeof createBrowserRouter> | undefined;

export function App() {
  if (router === undefined) {
    router = createBrowserRouter(routes);
    loadRouteCodeAhead(router, routes, document); // as long as the page lives
  }
  return (
    <AppProviders>
      {/* Last resort outside the router (the shell has its own boundary that stays in the app). */}
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
