import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppErrorBoundary } from '../ui/AppErrorBoundary';
import { AppProviders } from './providers';
import { routes } from './routes';

/** The route table on the declarative router (tests mount the same table on a memory router). */
function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <AppProviders>
      {/* Last resort outside the router (the shell has its own boundary that stays in the app). */}
      <AppErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppErrorBoundary>
    </AppProviders>
  );
}
