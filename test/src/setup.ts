import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { clearCookies } from './support/cookies';
import { forgetInsertedStyles } from './support/forget-inserted-styles';

// Every page is a lazy route: its first import in a worker is transformed on the spot, which takes seconds on a busy
// 2-core machine (a fresh clone's npm test: the staff page's first render over 5 s beside the typecheck and builds);
// findBy* still answer as soon as the page shows, only a failure waits the longer bound.
configure({ asyncUtilTimeout: 15_000 });

// No jest-dom and no vitest globals, so do what RTL's auto-setup would: tell React this is a test
// environment (act), and unmount rendered trees and undo stubs after every test.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // Files share one jsdom per worker (vitest.config.ts, isolate: false): each starts without the last one's cookies and storage.
  if (typeof document === 'undefined') return; // a file that asks for the node environment
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  forgetInsertedStyles();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
