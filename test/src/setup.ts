import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { clearCookies } from './support/cookies';

// No jest-dom and no vitest globals, so do what RTL's auto-setup would: tell React this is a test
// environment (act), and unmount rendered trees and undo stubs after every test.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // Files share one jsdom per worker (vitest.config.ts, isolate: false): each starts without the last one's cookies and storage.
  if (typeof document === 'undefined') return; // a file that asks for the node environment
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});

// findBy/waitFor give up after 5 s, not 1 s: under a CPU hog (npm run test:stress) a page's first render can take
// over a second. Set here, for every file alike (files share a worker, so a file's own configure would leak on).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
