import { type ComponentType, lazy } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/** A lazy component whose chunk can be fetched before it renders (`preload`, one fetch shared with the render). */
export type PreloadableComponent<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/** A lazy component from a module's named export; its loader is also run by preloadLazyChunks. */
export function lazyNamed<K extends string, P extends object = object>(load: () => Promise<{ [key in K]: ComponentType<P> }>, name: K): PreloadableComponent<P> {
  let loading: Promise<{ [key in K]: ComponentType<P> }> | undefined;
  // A failed fetch is not kept: the render (or the next preload) tries again.
  const preload = () => (loading ??= load().catch((error: unknown) => { loading = undefined; throw error; }));
  loaders.push(preload);
  const Component = lazy(() => preload().then((module) => ({ default: module[name] as ComponentType<P> })));
  return Object.assign(Component as ComponentType<P>, { preload });
}

/** Loads every lazy chunk, also those a loaded chunk declares (tests: a route shows within one tick, as before the split). */
export async function preloadLazyChunks(): Promise<void> {
  for (let done = 0; done < loaders.length; ) {
    const batch = loaders.slice(done);
    done = loaders.length;
    await Promise.all(batch.map((load) => load()));
  }
}
