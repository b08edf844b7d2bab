import { act, screen, waitFor, within } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { authAtom } from '@/state/auth';
import { copyrightText } from '@/ui/footer-texts';
import { clearCookies, returningUserCookies } from '../support/cookies';
import { renderApp } from '../support/render-app';
import { MANAGER, sessionBackend } from '../support/session-backend';

// The footer's render is counted by its one call of copyrightText.
vi.mock('@/ui/footer-texts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/ui/footer-texts')>();
  return { ...actual, copyrightText: vi.fn(actual.copyrightText) };
});

/** The app's routes with the start page inside a Profiler: `commits` counts the renders of the page's tree. */
function withProfiledStartPage(table: RouteObject[], onCommit: () => void): RouteObject[] {
  const profiled = (element: ReactNode) => <Profiler id="start-page" onRender={onCommit}>{element}</Profiler>;
  return table.map((route) => ({
    ...route,
    ...(route.index ? { element: profiled(route.element) } : {}),
    ...(route.children ? { children: withProfiledStartPage(route.children, onCommit) } : {}),
  }) as RouteObject);
}

/** The React components (function, class, forwardRef, memo) rendered inside an element: React's fibers under its own. */
function componentsInside(element: Element): number {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'))!;
  type Fiber = { tag: number; child: Fiber | null; sibling: Fiber | null };
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  let count = 0;
  const visit = (fiber: Fiber | null) => {
    for (let node = fiber; node; node = node.sibling) {
      if (COMPONENT_TAGS.has(node.tag)) count += 1;
      visit(node.child);
    }
  };
  visit((element as unknown as Record<string, Fiber>)[key]!.child);
  return count;
}

describe('what the shell re-renders', () => {
  let pageCommits = 0;
  const renderStartPage = () => {
    returningUserCookies(MANAGER.username);
    return renderApp('/', sessionBackend(MANAGER, { '1001': {} }), new Date(2026, 0, 15), withProfiledStartPage(routes, () => { pageCommits += 1; }));
  };
  beforeEach(() => { pageCommits = 0; });
  afterEach(clearCookies);

  it('opening and closing the menu drawer re-renders no part of the page (a click re-rendered the whole app)', async () => {
    const { user } = renderStartPage();
    await screen.findByRole('heading', { name: 'Välkommen, Karin' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    pageCommits = 0;
    const menuButton = screen.getByRole('button', { name: 'Meny' });
    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    await user.click(await screen.findByLabelText('Stäng menyn'));
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(pageCommits).toBe(0);
  });

  it('a new access token (the refresh every few minutes) re-renders no part of the page', async () => {
    const { store } = renderStartPage();
    await screen.findByRole('heading', { name: 'Välkommen, Karin' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    pageCommits = 0;
    act(() => store.set(authAtom, (auth) => ({ ...auth, token: `${auth.token}.refreshed` })));
    expect(pageCommits).toBe(0);
  });

  it('following a menu link renders the new page, not the footer again', async () => {
    const { user } = renderStartPage();
    await screen.findByRole('heading', { name: 'Välkommen, Karin' });
    const footerRenders = vi.mocked(copyrightText).mock.calls.length;
    expect(footerRenders).toBeGreaterThan(0);
    await user.click(within(screen.getByRole('navigation', { name: 'Portal' })).getByRole('link', { name: 'Kampanjer' }));
    expect(await screen.findByRole('heading', { name: 'Kampanjer' })).toBeTruthy();
    expect(vi.mocked(copyrightText).mock.calls.length).toBe(footerRenders);
  });

  it('opening the menu drawer mounts a list of plain elements: at most 3 components a link (Material’s took 28)', async () => {
    const { user } = renderStartPage();
    await screen.findByRole('heading', { name: 'Välkommen, Karin' });
    await user.click(screen.getByRole('button', { name: 'Meny' }));
    const list = screen.getByRole('navigation', { name: 'Huvudmeny' });
    const links = within(list).getAllByRole('link').length;
    expect(links).toBeGreaterThan(10);
    expect(componentsInside(list)).toBeLessThanOrEqual(3 * links);
  });
});
