import { type ComponentType, startTransition, useEffect, useState } from 'react';

/**
 * A load run at most once at a time: callers share the one in flight or done; after a failure the next call tries
 * again. `started()`: whether one is in flight or done.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const start = () => (loading ??= load().catch((failure: unknown) => {
    loading = undefined;
    throw failure;
  }));
  return Object.assign(start, { started: () => loading !== undefined });
}

/**
 * A module's named component loaded outside Suspense: the hook gives null until it is in (the caller shows its own
 * placeholder), then shows it by an ordinary update, not a Suspense retry, which React holds until 300 ms after the last
 * fallback appeared (docs/decisions/shell-before-page.md). `load` starts it ahead of the render (one load at a time).
 * A failed load throws in render, to the error boundary, as a lazy's does; the next render tries again.
 */
export function loadedComponent<K extends string, P extends object = object>(load: () => Promise<{ [key in K]: ComponentType<P> }>, name: K) {
  let loaded: ComponentType<P> | undefined;
  const start = loadOnce(() => load().then((module) => { loaded = module[name]; }));
  function useLoadedComponent(wanted: boolean): ComponentType<P> | null {
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
  }
  return Object.assign(useLoadedComponent, { load: start });
}
