import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from '../ui/AppErrorBoundary';
import { AppProviders } from './providers';
import { router } from './router';

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
