import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authAtom } from '@/state/auth';
import { ANNA_TOKEN } from '../../support/fake-access-token';
import { fakeFetch, json, on } from '../../support/fake-fetch';
import { renderApp } from '../../support/render-app';

const backend = () =>
  fakeFetch(
    on('/tokenhandler/v1/access-token', () => json(401, {})),
    on('/tokenhandler/v1/callback-haapi', () => json(200, { access_token: ANNA_TOKEN })),
  );

async function openInternalLogin(popup: Window | null) {
  const fake = backend();
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  const app = renderApp('/internal', fake);
  const button = await screen.findByRole('button', { name: 'Logga in' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  await app.user.click(button);
  return { ...app, open, fake };
}

const postFromPopup = (data: unknown, source: Window, origin = window.location.origin) =>
  act(() => window.dispatchEvent(new MessageEvent('message', { data, origin, source })));

describe('InternalLoginPage', () => {
  it('opens the authorization server login in a named pop-up with PKCE S256', async () => {
    const { open } = await openInternalLogin(window);
    const [url, name, features] = open.mock.calls[0]!;
    const query = new URL(String(url), window.location.origin);
    expect(query.pathname).toBe('/oauth/v2/login');
    expect(Object.fromEntries(query.searchParams)).toMatchObject({
      client_id: 'portal-internal',
      response_type: 'code',
      redirect_uri: `${window.location.origin}/internal/callback`,
      code_challenge_method: 'S256',
    });
    expect(query.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(name).toBe('portal-internal-login');
    expect(features).toContain('width=');
  });

  it('tells the user when the pop-up is blocked', async () => {
    await openInternalLogin(null);
    expect((await screen.findByRole('alert')).textContent).toBe('Popup-fönstret blockerades. Tillåt popup-fönster och försök igen.');
  });

  it('completes with the code from our pop-up and ignores other origins and states', async () => {
    const { open, fake, store, router } = await openInternalLogin(window);
    const state = new URL(String(open.mock.calls[0]![0]), window.location.origin).searchParams.get('state');
    await postFromPopup({ type: 'portal-internal-code', code: 'evil', state }, window, 'https://evil.example');
    await postFromPopup({ type: 'portal-internal-code', code: 'evil', state: 'other' }, window);
    expect(fake.requests.some((request) => request.url.endsWith('/callback-haapi'))).toBe(false);

    await postFromPopup({ type: 'portal-internal-code', code: 'good', state }, window);
    await waitFor(() => expect(store.get(authAtom).viewState).toBe('logged-in'));
    const exchange = new URLSearchParams(fake.requests.find((request) => request.url.endsWith('/callback-haapi'))!.body);
    expect(Object.fromEntries(exchange)).toMatchObject({
      client_id: 'portal-internal',
      code: 'good',
      redirect_uri: `${window.location.origin}/internal/callback`,
    });
    expect(router.state.location.pathname).toBe('/');
  });
});
