import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authAtom } from '../../../src/state/auth';
import { ANNA_TOKEN } from '../support/fake-access-token';
import { fakeFetch, json, on } from '../support/fake-fetch';
import { renderApp } from '../support/render-app';

const noSession = () => fakeFetch(on('/tokenhandler/v1/access-token', () => json(401, { code: 'error.invalid_grant' })));
const annaSession = () =>
  fakeFetch(
    on('/tokenhandler/v1/access-token', () => json(200, { accessToken: ANNA_TOKEN })),
    on('/tokenhandler/v1/logout', () => new Response(null, { status: 204 })),
  );

describe('routes', () => {
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

  it('restores the session from the token handler and shows the shell', async () => {
    const backend = annaSession();
    const { store } = renderApp('/', backend);
    expect(await screen.findByRole('heading', { name: 'Välkommen, Anna' })).toBeTruthy();
    expect(screen.getByText('Anna Åkesson')).toBeTruthy();
    expect(backend.requests[0]!.headers.get('x-portal-csrf')).toBe('1');
    expect(store.get(authAtom).token).toBe(ANNA_TOKEN);
    // The access token lives in memory only.
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('shows the not-found page for unknown paths when logged in', async () => {
    renderApp('/finns-inte', annaSession());
    const link = await screen.findByRole('link', { name: 'Klicka här' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.parentElement?.textContent).toBe(
      'Hoppsan, nu gick något fel. Klicka här för att komma till startsidan. Om problemet kvarstår kontakta kundservice.',
    );
  });

  it('"Logga ut" revokes at the token handler and returns to the login screen at /', async () => {
    const backend = annaSession();
    const { store, user, router } = renderApp('/finns-inte', backend);
    await user.click(await screen.findByRole('button', { name: 'Logga ut' }));
    expect(await screen.findByLabelText('Användarnamn')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const logout = backend.requests.find((request) => request.url === '/tokenhandler/v1/logout');
    expect(logout?.headers.get('x-portal-csrf')).toBe('1');
    expect(store.get(authAtom)).toMatchObject({ viewState: 'logged-out', token: '', username: '', firstname: '' });
  });

  it('still logs out locally when the token handler logout fails', async () => {
    const backend = fakeFetch(
      on('/tokenhandler/v1/access-token', () => json(200, { accessToken: ANNA_TOKEN })),
      on('/tokenhandler/v1/logout', () => json(500, { code: 'error.internal' })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, user } = renderApp('/', backend);
    await user.click(await screen.findByRole('button', { name: 'Logga ut' }));
    await waitFor(() => expect(store.get(authAtom).viewState).toBe('logged-out'));
    expect(warn).toHaveBeenCalledOnce();
  });
});
