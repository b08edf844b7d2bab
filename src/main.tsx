import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { logUncaughtErrors } from './api/client-log';
import { startSession } from './app/session-start';
import { appStore } from './state/store';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// Uncaught errors and unhandled rejections go to /log (spec §7); idempotent.
logUncaughtErrors();

// The token is asked for before the first render, not after it (SessionRoot); the login pop-up's page must not ask (routes.tsx).
if (window.location.pathname !== '/internal/callback') void startSession(appStore);

const root = createRoot(rootElement);
// The app's code (the shell, the router, MUI) is a chunk of its own that index.html preloads: imported here, it
// evaluates in a task of its own, not in the entry's (TBT on a phone, issue 38 §3). A transition: the first render
// runs in slices, not one long task.
void import('./app/App').then(({ App }) => startTransition(() => root.render(
  <StrictMode>
    <App />
  </StrictMode>,
)));
