import { type ComponentType, lazy, startTransition, useEffect, useState } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/**
 * A lazy component from a module's named export; its loader is also run by preloadLazyChunks, and by `loadCode`, which
 * starts the load ahead of the render (src/app/route-code.ts). One load at a time; a failed one is tried again next time.
 */
export function lazyNamed<K extends string, P extends object = object>(load: () => Promise<{ [key in K]: ComponentType<P> }>, name: K) {
  let loading: Promise<{ [key in K]: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().catch((failure: unknown) => {
    loading = undefined;
    throw failure;
  }));
  loaders.push(start);
  // A first load asked by the render starts in a task of its own: Vite's preload helper adds a <link rel=modulepreload>
  // per chunk the page imports, each a resource request, and inside React's render they made its task long (/personal:
  // TBT −120 ms). One already started (loadCode, preloadLazyChunks) is taken as it is.
  const component = lazy(() => (loading ? start() : afterThisTask().then(start)).then((module) => ({ default: module[name] })));
  return Object.assign(component, { loadCode: start });
}

const afterThisTask = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });

/**
 * A module's named component loaded outside Suspense: the hook gives null until it is in (the caller shows its own
 * loader). Shown by an ordinary update, not a Suspense retry, which React holds until 300 ms after the last fallback
 * appeared (docs/decisions/shell-before-page.md). A failed load throws in render, to the error boundary, as a lazy's does.
 */
export function loadedNamed<K extends string, P extends object = object>(load: () => Promise<{ [key in K]: ComponentType<P> }>, name: K) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const start = () => (loading ??= load().then((module) => { loaded = module[name]; }));
  loaders.push(start);
  return function useLoadedComponent(wanted: boolean): ComponentType<P> | null {
    const [state, setState] = useState<{ component?: ComponentType<P>; failure?: unknown }>(() => ({ component: loaded }));
    useEffect(() => {
      if (!wanted || state.component !== undefined) return undefined;
      let current = true;
      // A transition: React renders it in slices, not one long task (TBT).
      start().then(() => current && startTransition(() => setState({ component: loaded })), (failure: unknown) => current && setState({ failure }));
      return () => { current = false; };
    }, [wanted, state.component]);
    if (state.failure !== undefined) throw state.failure;
    return wanted ? (state.component ?? loaded ?? null) : null;
  };
}

/** Loads every lazy chunk, also those a loaded chunk declares (tests: a route shows within one tick, as before the split). */
export async function preloadLazyChunks(): Promise<void> {
  for (let done = 0; done < loaders.length; ) {
    const batch = loaders.slice(done);
    done = loaders.length;
    await Promise.all(batch.map((load) => load()));
  }
}
