import { type DataRouter, matchRoutes, type RouteObject } from 'react-router-dom';

/** A route's handle: the loader of its page's code (lazy-component.ts lazyNamed's loadCode). */
export interface RouteCode {
  loadCode: () => Promise<unknown>;
}

/** Starts loading the code of every route `path` matches (the page and what it sits in), if not loaded or loading. */
export function loadRouteCode(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    // A failed load shows when the page renders (its error boundary), not here.
    (route.handle as Partial<RouteCode> | undefined)?.loadCode?.().catch(() => undefined);
  }
}

/**
 * A page's code starts loading when a pointer presses a link to it, and at the latest when the router navigates there,
 * not when React's render of the new route reaches the page (a menu click asked its chunk 100–150 ms later).
 * Returns what stops it.
 */
export function loadRouteCodeAhead(router: Pick<DataRouter, 'subscribe'>, routes: RouteObject[], document: Document): () => void {
  // Not a redirect (REPLACE): a logged-out deep link sent to the login would load the start page's code beside it.
  const unsubscribe = router.subscribe((state) => {
    if (state.historyAction !== 'REPLACE') loadRouteCode(routes, (state.navigation.location ?? state.location).pathname);
  });
  const onPointerDown = (event: PointerEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === document.location.origin) loadRouteCode(routes, link.pathname);
  };
  document.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    unsubscribe();
    document.removeEventListener('pointerdown', onPointerDown, true);
  };
}
