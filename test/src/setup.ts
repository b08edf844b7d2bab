import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// No jest-dom and no vitest globals, so do what RTL's auto-setup would: tell React this is a test
// environment (act), and unmount rendered trees and undo stubs after every test.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
