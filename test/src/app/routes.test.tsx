import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentTitle, pageTitle } from '@/app/pages/page-title';
import { portalMenu } from '@/state/access';
import { authAtom } from '@/state/auth';
import { clearCookies, returningUserCookies } from '../support/cookies';
import { apiUrl } from '@ombudsportalen/portal/api';
import { fakeFetch, json, on } from '../support/fake-fetch';
import { renderApp } from '../support/render-app';
import { sessionBackend, tokenFor, type TestUser } from '../support/session-backend';

const ANNA: TestUser = { username: '12345_ANNA', roles: ['SALJARE'], firstname: 'Anna', lastname: 'Åkesson' };
const noSession = () => fakeFetch(on('/tokenhandler/v1/access-token', () => json(401, { code: 'error.invalid_grant' })));
const annaSession = () => sessionBackend(ANNA, { '12345': {} });

async function openUserMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Anna Åkesson' }));
  return screen.findByRole('menu', { name: 'Användarmeny' });
}

describe('routes', () => {
  afterEach(clearCookies);

  it('every declared route gets its own tab title from schemas/menu/menu.json (WCAG 2.4.2, issue 23)', () => {
    const declared = [
      ...Object.values(portalMenu.categories).flatMap((category) => Object.values(category.items).flatMap((item) => [item, ...Object.values(item.children ?? {})])),
      ...Object.values(portalMenu.pages),
    ].filter((entry): entry is typeof entry & { path: string } => typeof entry.path === 'string');
    expect(declared.length).toBeGreaterThan(20);
    for (const { path, title } of declared) {
      // A child at its parent's own path ("home") carries the parent's title.
      expect(documentTitle(pageTitle(path)), path).toBe(`${title} – Ombudsportalen`);
    }
  });

  it('the tab title follows the screen: login, internal login, and each page as the user moves', async () => {
    renderApp('/', noSession());
    await screen.findByLabelText('Användarnamn');
    expect(document.title).toBe('Logga in – Ombudsportalen');
    cleanup();
    renderApp('/internal', noSession());
    await screen.findByText('Intern inloggning');
    expect(document.title).toBe('Intern inloggning – Ombudsportalen');
    cleanup();
    returningUserCookies(ANNA.username);
    const { router } = renderApp('/', annaSession());
    await screen.findByRole('heading', { name: 'Välkommen, Anna' });
    expect(document.title).toBe('Start – Ombudsportalen');
    await act(() => router.navigate('/kampanj/pagaende'));
    await waitFor(() => expect(document.title).toBe('Pågående – Ombudsportalen'));
    await act(() => router.navigate('/finns-inte'));
    await waitFor(() => expect(document.title).toBe('Sidan hittades inte – Ombudsportalen'));
    await act(() => router.navigate('/kampanj/pagaende'));
    await waitFor(() => expect(document.title).toBe('Pågående – Ombudsportalen'));
  });

  it('an article\'s tab title is its header, not "Nyheter"; the not-found page has its own (issue 37 item 13)', async () => {
    returningUserCookies(ANNA.username);
    const article = { sys: { id: 'a1', type: 'Entry', contentType: { sys: { id: 'article' } } }, fields: { header: 'Nytt kampanjmaterial', slug: 'nytt', publishTime: '2026-11-20T08:00:00Z' } };
    const content = on(apiUrl('contentData'), (request) => {
      const query = JSON.parse(request.body) as Record<string, unknown>;
      const items = query['sys.id'] === 'a1' ? [article] : [];
      return json(200, { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 6, items, includes: {} });
    });
    const { router } = renderApp('/nyheter/a1/nytt', sessionBackend(ANNA, { '12345': {} }, content));
    await screen.findByRole('heading', { name: 'Nytt kampanjmaterial', level: 1 });
    await waitFor(() => expect(document.title).toBe('Nytt kampanjmaterial – Ombudsportalen'));
    await act(() => router.navigate('/nyheter/saknas/x'));
    await screen.findByRole('heading', { name: 'Sidan hittades inte', level: 1 });
    await waitFor(() => expect(document.title).toBe('Sidan hittades inte – Ombudsportalen'));
    await act(() => router.navigate('/nyheter'));
    await waitFor(() => expect(document.title).toBe('Nyheter – Ombudsportalen'));
  });

  it('after a move to another page its h1 has the focus and a live region names it (issue 37 item 8)', async () => {
    returningUserCookies(ANNA.username);
    const { router } = renderApp('/', annaSession());
    await screen.findByRole('heading', { name: 'Välkommen, Anna' });
    const announcer = screen.getByTestId('page-announcer');
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.textContent).toBe(''); // the first page of a session is not announced
    await act(() => router.navigate('/kampanj/pagaende'));
    const heading = await screen.findByRole('heading', { name: 'Pågående', level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(announcer.textContent).toBe('Ny sida: Pågående');
    await act(() => router.navigate('/finns-inte'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sidan hittades inte', level: 1 })));
    expect(announcer.textContent).toBe('Ny sida: Sidan hittades inte');
  });

  it('shows the spinner while validating the token, then the login screen', async () => {
    let answer: (response: Response) => void = () => {};
    const backend = fakeFetch(on('/tokenhandler/v1/access-token', () => new Promise<Response>((resolve) => (answer = resolve))));
    renderApp('/', backend);
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
    answer(json(401, {}));
    expect(await screen.findByLabelText('Användarnamn')).toBeTruthy();
  });

  it('redirects any other path to / while logged out', async () => {
    const { router } = renderApp('/personal', noSession());
    expect(await screen.findByLabelText('Användarnamn')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps /internal while logged out', async () => {
    const { router } = renderApp('/internal', noSession());
    expect(await screen.findByText('Intern inloggning')).toBeTruthy();
    expect(screen.getByText('Tillåt popup-fönster i webbläsaren för att kunna logga in.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/internal');
  });

  it('restores the session, loads the user and the agency info, and shows the shell', async () => {
    returningUserCookies(ANNA.username);
    const backend = annaSession();
    const { store } = renderApp('/', backend);
    expect(await screen.findByRole('heading', { name: 'Välkommen, Anna' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anna Åkesson' })).toBeTruthy();
    expect(backend.requests[0]!.headers.get('x-portal-csrf')).toBe('1');
    const urls = backend.requests.map((request) => request.url);
    // The spec's path for the current agency user (part 1 §7), not our /me.
    expect(urls).toContain('/api/api-retail/v2/agencies/12345/users/12345_ANNA');
    expect(urls).not.toContain('/api/api-retail/v2/me');
    expect(urls).toContain('/api/api-retail/v2/agencies/12345/info');
    expect(store.get(authAtom).token).toBe(tokenFor(ANNA));
    // The access token lives in memory only.
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain('eyJ');
  });

  it('shows the not-found page for unknown paths when logged in', async () => {
    returningUserCookies(ANNA.username);
    renderApp('/finns-inte', annaSession());
    const link = await screen.findByRole('link', { name: 'Klicka här' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.parentElement?.textContent).toBe(
      'Hoppsan, nu gick något fel. Klicka här för att komma till startsidan. Om problemet kvarstår kontakta kundservice.',
    );
  });

  it('"Logga ut" in the user menu revokes at the token handler and returns to the login screen at /', async () => {
    returningUserCookies(ANNA.username);
    const backend = annaSession();
    const { store, user, router } = renderApp('/finns-inte', backend);
    await user.click(within(await openUserMenu(user)).getByRole('menuitem', { name: 'Logga ut' }));
    expect(await screen.findByLabelText('Användarnamn')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const logout = backend.requests.find((request) => request.url === '/tokenhandler/v1/logout');
    expect(logout?.headers.get('x-portal-csrf')).toBe('1');
    expect(store.get(authAtom)).toMatchObject({ viewState: 'logged-out', token: '', username: '', firstname: '' });
  });

  it('still logs out locally when the token handler logout fails', async () => {
    returningUserCookies(ANNA.username);
    const backend = sessionBackend(ANNA, { '12345': {} }, on('/tokenhandler/v1/logout', () => json(500, { code: 'error.internal' })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, user } = renderApp('/', backend);
    await user.click(within(await openUserMenu(user)).getByRole('menuitem', { name: 'Logga ut' }));
    await waitFor(() => expect(store.get(authAtom).viewState).toBe('logged-out'));
    expect(warn).toHaveBeenCalledOnce();
  });
});
