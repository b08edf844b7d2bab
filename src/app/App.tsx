import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from '@/ui/AppErrorBoundary';
import { AppProviders } from './providers';
import { routes } from './routes';

// A data router: the leave question of unsaved work needs useBlocker (tests mount the same table on a memory router).
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      {/* Last resort outside the router (the shell has its own boundary that stays in the app). */}
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
