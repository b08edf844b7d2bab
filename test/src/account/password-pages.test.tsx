import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, returningUserCookies } from '../support/cookies';
import { json, on } from '../support/fake-fetch';
import { renderApp } from '../support/render-app';
import { meOf, SELLER, sessionBackend, type TestUser } from '../support/session-backend';
import { BACK_AFTER_PASSWORD_CHANGE_MS } from '@/features/account/components/password/PasswordPage';
import { fakeTimeouts } from '../support/fake-timeouts';
import { bodyOf } from './support/account-backend';


const PASSWORD = '/api/api-retail/v2/user/password';
const NOW = new Date(2026, 10, 1, 12);

async function fillPasswords(user: ReturnType<typeof renderApp>['user'], current = 'Ombud2024AB', next = 'KaFfe7Torn') {
  await user.type(await screen.findByLabelText(/Nuvarande lösenord/), current);
  await user.type(screen.getByLabelText(/^Nytt lösenord/), next);
  await user.type(screen.getByLabelText(/Upprepa nytt lösenord/), next);
  await user.click(screen.getByRole('button', { name: 'Spara' }));
}

describe('Byt lösenord', () => {
  afterEach(clearCookies);

  it('a chosen change says "Lösenordet har ändrats." and goes back after 3 s', async () => {
    fakeTimeouts();
    returningUserCookies(SELLER.username);
    const backend = sessionBackend(SELLER, { '1001': {} }, on(PASSWORD, () => new Response(null, { status: 204 }), 'PUT'));
    const { user, router } = renderApp('/', backend, NOW);
    await screen.findByRole('heading', { name: 'Välkommen, Elin' });
    await act(() => router.navigate('/losenord'));
    await fillPasswords(user);
    expect(await screen.findByText('Lösenordet har ändrats.')).toBeTruthy();
    const put = backend.requests.find((r) => r.method === 'PUT')!;
    expect(bodyOf(put)).toEqual({ oldPassword: 'Ombud2024AB', newPassword: 'KaFfe7Torn', username: '1001_SALJ', agencyNumber: '1001' });
    expect(router.state.location.pathname).toBe('/losenord');
    await act(() => vi.advanceTimersByTimeAsync(BACK_AFTER_PASSWORD_CHANGE_MS));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a refused rule as "Lösenordet uppfyller inte kraven: …" the wrong current password included', async () => {
    returningUserCookies(SELLER.username);
    const answers = [
      json(417, { code: 'error.password.too-common', message: 'Lösenordet är ett för vanligt ord eller en för vanlig fras.' }),
      json(417, { code: 'error.password.wrong-current', message: 'Ditt nuvarande lösenord är fel.' }),
      json(500, { code: 'error.internal', message: 'Internt fel' }),
    ];
    const backend = sessionBackend(SELLER, { '1001': {} }, on(PASSWORD, () => answers.shift()!, 'PUT'));
    const { user } = renderApp('/losenord', backend, NOW);
    await fillPasswords(user, 'Ombud2024AB', 'SOmmar2024');
    expect(await screen.findByText('Lösenordet uppfyller inte kraven: Lösenordet är ett för vanligt ord eller en för vanlig fras.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Lösenordet uppfyller inte kraven: Ditt nuvarande lösenord är fel.')).toBeTruthy();
    // The field to retype is marked (issue 37): invalid, with the text under it; the new ones are not.
    const current = screen.getByLabelText(/^Nuvarande lösenord/);
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${current.id}-helper-text`)?.textContent).toBe('Ditt nuvarande lösenord är fel.');
    expect(screen.getByLabelText(/^Nytt lösenord/).getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ett fel uppstod när lösenordet skulle ändras. Felkod: error.internal')).toBeTruthy();
  });

  it('the forced change: Spara changes it, the user is read again and the start page opens', async () => {
    returningUserCookies(SELLER.username);
    const forced: TestUser = { ...SELLER, me: { forcePasswordChange: true } };
    let changed = false;
    const backend = sessionBackend(
      forced,
      { '1001': {} },
      on(PASSWORD, () => ((changed = true), new Response(null, { status: 204 })), 'PUT'),
      on('/api/api-retail/v2/agencies/1001/users/1001_SALJ', () => json(200, { ...meOf(forced), forcePasswordChange: !changed })),
    );
    const { user, router } = renderApp('/bestallningar', backend, NOW);
    expect(await screen.findByText('Du har ett engångslösenord, och måste byta.')).toBeTruthy();
    await fillPasswords(user);
    expect(await screen.findByRole('heading', { name: 'Välkommen, Elin' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('the forced change: Avbryt logs out', async () => {
    returningUserCookies(SELLER.username);
    const backend = sessionBackend({ ...SELLER, me: { forcePasswordChange: true } }, { '1001': {} });
    const { user } = renderApp('/', backend, NOW);
    await user.click(await screen.findByRole('button', { name: 'Avbryt' }));
    expect(await screen.findByLabelText('Användarnamn')).toBeTruthy();
    expect(backend.requests.some((r) => r.url === '/tokenhandler/v1/logout')).toBe(true);
  });
});

describe('the password expiry notice', () => {
  afterEach(clearCookies);
  const expiring = (passwordExpireDate: string): TestUser => ({ ...SELLER, me: { passwordExpireDate } });

  it('shows with 14 days left, with a link to /losenord, but not on /losenord itself', async () => {
    returningUserCookies(SELLER.username);
    const { router } = renderApp('/', sessionBackend(expiring('2026-11-15'), { '1001': {} }), NOW);
    expect((await screen.findByTestId('password-expiry-notice')).textContent).toBe('Ditt lösenord går ut om 14 dagar. Byt lösenord.');
    await act(() => router.navigate('/losenord'));
    await screen.findByLabelText(/Nuvarande lösenord/);
    expect(screen.queryByTestId('password-expiry-notice')).toBeNull();
  });

  it('does not show with 15 days left', async () => {
    returningUserCookies(SELLER.username);
    renderApp('/', sessionBackend(expiring('2026-11-16'), { '1001': {} }), NOW);
    await screen.findByRole('heading', { name: 'Välkommen, Elin' });
    expect(screen.queryByTestId('password-expiry-notice')).toBeNull();
  });
});
