import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { preloadLazyChunks } from '@/app/lazy-component';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { type Clock, fixedClock } from '@/state/clock';
import type { fakeFetch } from './fake-fetch';

// The routes are lazy chunks, and pages import the precompiled definitions on mount: both loaded once per test file
// here, so a page shows as soon as its data has come (the definitions' first import in a run waits for their build).
await Promise.all([preloadLazyChunks(), import('@/forms/built-in-definitions')]);

/** The whole app at `path` on a memory router, with its own store and a faked backend (`routeTable`: the app's routes). */
export function renderApp(path: string, backend: ReturnType<typeof fakeFetch>, now: Date | Clock = new Date(2026, 0, 15), routeTable: RouteObject[] = routes) {
  vi.stubGlobal('fetch', backend.fetch);
  const store = createStore();
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  render(
    <AppProviders store={store} clock={now instanceof Date ? fixedClock(now) : now}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user: userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) }) };
}
