import { type ComponentType, lazy, startTransition, useEffect, useState } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/** A lazy component from a module's named export; its loader is also run by preloadLazyChunks. */
export function lazyNamed<K extends string, P extends object = object>(load: () => Promise<{ [key in K]: ComponentType<P> }>, name: K) {
  let loaded = false;
  const start = () => load().then((module) => { loaded = true; return module; });
  loaders.push(start);
  // A first load starts in a task of its own: Vite's preload helper adds a <link rel=modulepreload> per chunk the page
  // imports, each a resource request, and inside React's render they made its task long (/personal: TBT −120 ms).
  return lazy(() => (loaded ? start() : afterThisTask().then(start)).then((module) => ({ default: module[name] })));
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
