import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installGlobalErrorLogging } from './api/client-log';
import { App } from './app/App';
import { installPortalVocabulary } from '../portal/engine-vocabulary';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The engine learns the portal's roles and segments before the first definition is read.
installPortalVocabulary();
// Uncaught errors and unhandled rejections go to /log (spec §7); idempotent.
installGlobalErrorLogging();

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
