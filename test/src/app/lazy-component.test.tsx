// A lazy page's first load starts in a task of its own, not inside React's render (Vite's preload helper requests every
// chunk the page imports as the load starts: in the render task that made it long, TBT on /personal); a page already
// loaded (preloadLazyChunks, or shown before) renders as at once as before.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed, preloadLazyChunks } from '@/app/lazy-component';

const nextTask = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });
const page = () => Promise.resolve({ Page: () => <p>Sidan</p> });

describe('lazyNamed', () => {
  it('starts a first load after the render that asked for it, in a task of its own', async () => {
    const load = vi.fn(page);
    const Page = lazyNamed(load, 'Page');
    render(<Suspense fallback={<p>Laddar</p>}><Page /></Suspense>);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Laddar')).toBeTruthy();
    await act(nextTask);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Sidan')).toBeTruthy();
  });

  it('loads a page already loaded by preloadLazyChunks within the render', async () => {
    const load = vi.fn(page);
    const Page = lazyNamed(load, 'Page');
    await preloadLazyChunks();
    load.mockClear();
    render(<Suspense fallback={<p>Laddar</p>}><Page /></Suspense>);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {}); // microtasks only: no task passes
    expect(screen.getByText('Sidan')).toBeTruthy();
  });
});
