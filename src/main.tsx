import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { logUncaughtErrors } from './api/client-log';
import { App } from './app/App';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// Uncaught errors and unhandled rejections go to /log (spec §7); idempotent.
logUncaughtErrors();

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
