import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { LoginPage } from '@/features/auth/components/LoginPage';
import { ALERT_WAIT_MS } from '@/state/shell-alert';
import { apiUrl } from '@ombudsportalen/portal/api';
import { authAtom, initialAuthState } from '@/state/auth';
import { fixedClock } from '@/state/clock';
import { advanceUntil, stillTimeouts } from '../../support/fake-timeouts';
import { json, on } from '../../support/fake-fetch';
import { acceptLogin, haapiBackend, requestTo } from '../../support/haapi-backend';

/** Renders the page and waits for its form (shown once the alert call has answered). */
async function renderLoginPage(backend: ReturnType<typeof haapiBackend>) {
  vi.stubGlobal('fetch', backend.fetch);
  const store = createStore();
  store.set(authAtom, { ...initialAuthState, viewState: 'logged-out' });
  render(
    <AppProviders store={store} clock={fixedClock(new Date(2026, 0, 15))}>
      <LoginPage />
    </AppProviders>,
  );
  await screen.findByLabelText('Användarnamn');
  return { store, user: userEvent.setup() };
}

const usernameField = () => screen.getByLabelText('Användarnamn');
const passwordField = () => screen.getByLabelText('Lösenord');
const submitButton = () => screen.getByRole('button', { name: /Logga in|Laddar\.\.\./ }) as HTMLButtonElement;

describe('LoginPage', () => {
  it('shows "Måste fyllas i" under empty fields on submit and sends nothing', async () => {
    const backend = haapiBackend(acceptLogin);
    const { user } = await renderLoginPage(backend);
    expect(screen.queryByText('Måste fyllas i')).toBeNull();
    await user.click(submitButton());
    expect(screen.getAllByText('Måste fyllas i')).toHaveLength(2);
    await user.type(usernameField(), 'anna');
    expect(screen.getAllByText('Måste fyllas i')).toHaveLength(1);
    // The form sent nothing (the login page's own alert call, and its failure's log line, aside).
    expect(backend.requests.map((request) => request.url).filter((url) => url !== '/content/login-alert' && url !== '/log')).toEqual([]);
  });

  it('logs in with the username upper-cased (Enter submits)', async () => {
    const backend = haapiBackend(acceptLogin);
    const { store, user } = await renderLoginPage(backend);
    await user.type(usernameField(), '12345_anna');
    await user.type(passwordField(), 'Hemligt12{Enter}');
    await waitFor(() => expect(store.get(authAtom).viewState).toBe('logged-in'));

    const authorize = JSON.parse(requestTo(backend.requests, '/oauth/v2/authorize')!.body) as Record<string, string>;
    expect(authorize).toMatchObject({ client_id: 'portal-haapi', response_type: 'code', code_challenge_method: 'S256' });
    expect(authorize.redirect_uri).toBe(`${window.location.origin}/callback`);
    const login = JSON.parse(requestTo(backend.requests, '/oauth/v2/authenticate/flow-1')!.body) as unknown;
    expect(login).toEqual({ userName: '12345_ANNA', password: 'Hemligt12' });
    const exchange = requestTo(backend.requests, '/tokenhandler/v1/callback-haapi')!;
    const form = new URLSearchParams(exchange.body);
    expect(Object.fromEntries(form)).toMatchObject({ client_id: 'portal-haapi', grant_type: 'authorization_code', code: 'code-1' });
    expect(form.get('code_verifier')).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(exchange.headers.get('x-portal-csrf')).toBe('1');
    expect(store.get(authAtom)).toMatchObject({ username: '12345_ANNA', agencyNumber: '12345', firstname: 'Anna' });
  });

  it('disables the button and shows "Laddar..." while the login is pending', async () => {
    const backend = haapiBackend(() => new Promise<Response>(() => {}));
    const { user } = await renderLoginPage(backend);
    await user.type(usernameField(), 'anna');
    await user.type(passwordField(), 'Hemligt12');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Laddar...'));
    expect(submitButton().disabled).toBe(true);
  });

  it('shows the exact failed-login text for wrong credentials', async () => {
    const backend = haapiBackend(() => json(400, { code: 'error.authentication.failed', message: 'Fel användarnamn eller lösenord' }));
    const { store, user } = await renderLoginPage(backend);
    await user.type(usernameField(), 'anna');
    await user.type(passwordField(), 'fel{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Inloggningen misslyckades. Var snäll och kontrollera ditt användarnamn och lösenord.');
    expect(store.get(authAtom).viewState).toBe('logged-out');
    expect(submitButton().textContent).toBe('Logga in');
  });

  it('shows "kontakta support." followed by the message for any other error', async () => {
    const locked = 'Kontot är låst. Be din butiksansvarige om ett engångslösenord.';
    const backend = haapiBackend(() => json(400, { code: 'error.authentication.locked', message: locked }));
    const { user } = await renderLoginPage(backend);
    await user.type(usernameField(), 'anna');
    await user.type(passwordField(), 'fel{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Inloggningen misslyckades. Var snäll och kontakta support. ${locked}`);
  });

  it('toggles the password visibility with the eye button', async () => {
    const { user } = await renderLoginPage(haapiBackend(acceptLogin));
    expect(passwordField().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Visa lösenord' }));
    expect(passwordField().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Dölj lösenord' }));
    expect(passwordField().getAttribute('type')).toBe('password');
  });

  it('shows autocomplete hints, the version and the footer', async () => {
    await renderLoginPage(haapiBackend(acceptLogin));
    expect(usernameField().getAttribute('autocomplete')).toBe('username');
    expect(passwordField().getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByText('Version test')).toBeTruthy();
    expect(screen.getByText('© 2026 Svenska Ombudsspel AB')).toBeTruthy();
  });
  // An alert arriving above a shown form pushed "Logga in" from under a pressing pointer (a lost click in CI).
  it('shows the form once the alert has answered, with the alert above it: nothing arrives over a shown form', async () => {
    stillTimeouts(); // moved by advanceUntil alone: only the answer shows the form
    let answer!: (response: Response) => void;
    const alert = { alert: { show: true, type: 'warning', text: 'Planerat underhåll i natt.' } };
    const backend = haapiBackend(acceptLogin, on(apiUrl('loginAlert'), () => new Promise<Response>((resolve) => { answer = resolve; })));
    vi.stubGlobal('fetch', backend.fetch);
    const store = createStore();
    store.set(authAtom, { ...initialAuthState, viewState: 'logged-out' });
    render(<AppProviders store={store} clock={fixedClock(new Date(2026, 0, 15))}><LoginPage /></AppProviders>);
    await advanceUntil(() => backend.requests.some((request) => request.url === apiUrl('loginAlert')));
    expect(screen.queryByLabelText('Användarnamn')).toBeNull();
    answer(json(200, alert));
    await advanceUntil(() => screen.queryByLabelText('Användarnamn') !== null, ALERT_WAIT_MS / 2);
    const username = screen.getByLabelText('Användarnamn');
    const shown = screen.getByText('Planerat underhåll i natt.');
    expect(shown.compareDocumentPosition(username) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the form without the alert when the alert does not answer in time', async () => {
    stillTimeouts();
    const backend = haapiBackend(acceptLogin, on(apiUrl('loginAlert'), () => new Promise<Response>(() => {})));
    vi.stubGlobal('fetch', backend.fetch);
    const store = createStore();
    store.set(authAtom, { ...initialAuthState, viewState: 'logged-out' });
    render(<AppProviders store={store} clock={fixedClock(new Date(2026, 0, 15))}><LoginPage /></AppProviders>);
    await act(async () => { await vi.advanceTimersByTimeAsync(ALERT_WAIT_MS - 1); });
    expect(screen.queryByLabelText('Användarnamn')).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(screen.getByLabelText('Användarnamn')).toBeTruthy();
    expect(screen.queryByTestId('login-alert')).toBeNull();
  });
});
