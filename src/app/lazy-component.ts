import { type ComponentType, lazy } from 'react';
import { loadedComponent, loadOnce } from '@/ui/loaded-component';

const loaders: (() => Promise<unknown>)[] = [];

/**
 * A lazy component from a module's named export; its loader is also run by preloadLazyChunks, and by `loadCode`, which
 * starts the load ahead of the render (src/app/route-code.ts). One load at a time; a failed one is tried again next time.
 */
export function lazyNamed<K extends string, P extends object = object>(load: () => Promise<{ [key in K]: ComponentType<P> }>, name: K) {
  const start = loadOnce(load);
  loaders.push(start);
  // A first load asked by the render starts in a task of its own: Vite's preload helper adds a <link rel=modulepreload>
  // per chunk the page imports, each a resource request, and inside React's render they made its task long (/personal:
  // TBT −120 ms). One already started (loadCode, preloadLazyChunks) is taken as it is.
  const component = lazy(() => (start.started() ? start() : afterThisTask().then(start)).then((module) => ({ default: module[name] })));
  return Object.assign(component, { loadCode: start });
}

const afterThisTask = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });

/** A component loaded outside Suspense (src/ui/loaded-component.ts), also by preloadLazyChunks. */
export function loadedNamed<K extends string, P extends object = object>(load: () => Promise<{ [key in K]: ComponentType<P> }>, name: K) {
  const useLoadedComponent = loadedComponent(load, name);
  loaders.push(useLoadedComponent.load);
  return useLoadedComponent;
}

/** Loads every lazy chunk, also those a loaded chunk declares (tests: a route shows within one tick, as before the split). */
export async function preloadLazyChunks(): Promise<void> {
  for (let done = 0; done < loaders.length; ) {
    const batch = loaders.slice(done);
    done = loaders.length;
    await Promise.all(batch.map((load) => load()));
  }
}
