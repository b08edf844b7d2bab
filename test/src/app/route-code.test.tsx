// A page's code starts loading when a link to it is pressed, and at the latest when the router navigates there, not
// when React's render of the new route reaches the lazy page (a menu click asked its chunk 100–150 ms later).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { loadRouteCode, loadRouteCodeAhead, type RouteCode } from '@/app/route-code';
import { CONTENT_SECTIONS, PAGE_PATHS, routes } from '@/app/routes';

function table() {
  const personal = vi.fn(() => Promise.resolve());
  const section = vi.fn(() => Promise.resolve());
  const tableRoutes: RouteObject[] = [
    { path: '/', element: <p>Start</p> },
    { path: '/personal', element: <p>Personal</p>, handle: { loadCode: personal } satisfies RouteCode },
    { path: '/andelsspel/:child?', element: <p>Andelsspel</p>, handle: { loadCode: section } satisfies RouteCode },
  ];
  return { personal, section, tableRoutes };
}

const pressOn = (element: Element) => element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
});

describe('loadRouteCodeAhead', () => {
  it('a navigation starts the code of the page it goes to, with nothing rendered', async () => {
    const { personal, section, tableRoutes } = table();
    const router = createMemoryRouter(tableRoutes);
    stop = loadRouteCodeAhead(router, tableRoutes, document);
    await router.navigate('/personal');
    expect(personal).toHaveBeenCalledTimes(1);
    await router.navigate('/andelsspel/spelbolag');
    expect(section).toHaveBeenCalledTimes(1);
  });

  it('a redirect (replace) starts nothing: a logged-out deep link sent to the login needs no page behind it', async () => {
    const { personal, tableRoutes } = table();
    const router = createMemoryRouter(tableRoutes);
    stop = loadRouteCodeAhead(router, tableRoutes, document);
    await router.navigate('/personal', { replace: true });
    expect(personal).not.toHaveBeenCalled();
  });

  it('pressing a link of this origin starts its page\'s code; another origin\'s link, or no link, starts nothing', () => {
    const { personal, section, tableRoutes } = table();
    stop = loadRouteCodeAhead(createMemoryRouter(tableRoutes), tableRoutes, document);
    document.body.innerHTML = `<a href="/personal"><span>Personal</span></a><a href="https://example.org/andelsspel">Ute</a><p>Text</p>`;
    pressOn(document.querySelector('p')!);
    pressOn(document.querySelector('a[href^="https"]')!);
    expect(section).not.toHaveBeenCalled();
    pressOn(document.querySelector('span')!);
    expect(personal).toHaveBeenCalledTimes(1);
    stop();
    stop = undefined;
    pressOn(document.querySelector('span')!);
    expect(personal).toHaveBeenCalledTimes(1);
  });

  it('a failed load is left to the page that renders it (its error boundary), not thrown here', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('nätet borta')));
    const failingRoutes: RouteObject[] = [{ path: '/personal', handle: { loadCode: failing } satisfies RouteCode }];
    loadRouteCode(failingRoutes, '/personal');
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe("the portal's routes", () => {
  it.each(['/', '/nyheter/nyhet-01', ...PAGE_PATHS.map((path) => `/${path}`), ...CONTENT_SECTIONS.map((section) => `/${section}/sida`)])('%s has its page\'s code as its handle', (path) => {
    const loaders = (matchRoutes(routes, path) ?? []).map(({ route }) => (route.handle as Partial<RouteCode> | undefined)?.loadCode).filter(Boolean);
    expect(loaders).toHaveLength(1);
  });
});
