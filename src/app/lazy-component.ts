import { type ComponentType, lazy } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/** A lazy component from a module's named export; its loader is also run by preloadLazyChunks. */
export function lazyNamed<K extends string, P extends object = object>(load: () => Promise<{ [key in K]: ComponentType<P> }>, name: K) {
  loaders.push(load);
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** Loads every lazy chunk, also those a loaded chunk declares (tests: a route shows within one tick, as before the split). */
export async function preloadLazyChunks(): Promise<void> {
  for (let done = 0; done < loaders.length; ) {
    const batch = loaders.slice(done);
    done = loaders.length;
    await Promise.all(batch.map((load) => load()));
  }
}
