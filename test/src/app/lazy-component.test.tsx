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

  it('renders a page already loaded by preloadLazyChunks within the render, from that load', async () => {
    const load = vi.fn(page);
    const Page = lazyNamed(load, 'Page');
    await preloadLazyChunks();
    render(<Suspense fallback={<p>Laddar</p>}><Page /></Suspense>);
    await act(async () => {}); // microtasks only: no task passes
    expect(screen.getByText('Sidan')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes a load started by loadCode (route-code.ts) as it is; a failed one is tried again', async () => {
    const load = vi.fn(page).mockRejectedValueOnce(new Error('nätet borta'));
    const Page = lazyNamed(load, 'Page');
    await expect(Page.loadCode()).rejects.toThrow('nätet borta');
    void Page.loadCode();
    expect(load).toHaveBeenCalledTimes(2);
    render(<Suspense fallback={<p>Laddar</p>}><Page /></Suspense>);
    await act(async () => {}); // microtasks only: the render waits on the started load, not on a task of its own
    expect(screen.getByText('Sidan')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
