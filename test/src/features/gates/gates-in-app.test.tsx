import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, ownUserRoutes } from '../../account/support/account-backend';
import { MOBILE_SAVED_PAUSE_MS } from '@/features/gates/components/GateRouter';
import { clearCookies, returningUserCookies } from '../../support/cookies';
import { fakeTimeouts } from '../../support/fake-timeouts';
import { json, on } from '../../support/fake-fetch';
import { renderApp } from '../../support/render-app';
import { SELLER, sessionBackend, type TestUser } from '../../support/session-backend';


const seller = (me: TestUser['me']): TestUser => ({ ...SELLER, me });
const backendFor = (user: TestUser) => sessionBackend(user, { '1001': {} }, ...ownUserRoutes(user, user.me));
const puts = (backend: ReturnType<typeof backendFor>) => backend.requests.filter((r) => r.method === 'PUT');

describe('the gates before the shell', () => {
  afterEach(clearCookies);

  it('sends every path to /losenord while the password must be changed', async () => {
    returningUserCookies(SELLER.username);
    const { router } = renderApp('/ekonomirapporter', backendFor(seller({ forcePasswordChange: true, gdprAcceptDate: '' })));
    expect(await screen.findByRole('heading', { name: 'Byt lösenord' })).toBeTruthy();
    expect(screen.getByText('Du har ett engångslösenord, och måste byta.')).toBeTruthy();
    expect(await screen.findByLabelText(/Nuvarande lösenord/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/losenord');
    expect(screen.queryByRole('button', { name: 'Meny' })).toBeNull();
  });

  it('GDPR: the box is required; Godkänn saves today with If-Match and opens the shell', async () => {
    returningUserCookies(SELLER.username);
    const backend = backendFor(seller({ gdprAcceptDate: '' }));
    const { user } = renderApp('/', backend, new Date(2026, 10, 2, 10));
    await user.click(await screen.findByRole('button', { name: 'Godkänn' }));
    expect(await screen.findByText('Du måste godkänna genom att bocka i rutan.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Jag godkänner ovanstående/ }));
    await user.click(screen.getByRole('button', { name: 'Godkänn' }));
    expect(await screen.findByRole('heading', { name: 'Välkommen, Elin' })).toBeTruthy();
    const [put] = puts(backend);
    expect(put!.url).toBe('/api/api-retail/v2/users');
    expect(put!.headers.get('if-match')).toBe('"7"');
    expect(bodyOf(put!)).toEqual({ agencyNumber: '1001', username: '1001_SALJ', gdprAcceptDate: '2026-11-02' });
  });

  it('GDPR: no date is shown; the date sent is the day Godkänn is pressed, not the day the page opened', async () => {
    returningUserCookies(SELLER.username);
    const backend = backendFor(seller({ gdprAcceptDate: '' }));
    let now = new Date(2026, 10, 2, 23, 50);
    const { user } = renderApp('/', backend, { now: () => now });
    const box = await screen.findByRole('checkbox', { name: /Jag godkänner ovanstående/ });
    expect(screen.queryByText('Datum')).toBeNull();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    await user.click(box);
    now = new Date(2026, 10, 3, 0, 10); // past midnight in Stockholm
    await user.click(screen.getByRole('button', { name: 'Godkänn' }));
    expect(await screen.findByRole('heading', { name: 'Välkommen, Elin' })).toBeTruthy();
    expect(bodyOf(puts(backend)[0]!)).toEqual({ agencyNumber: '1001', username: '1001_SALJ', gdprAcceptDate: '2026-11-03' });
  });

  it('GDPR: a failed save shows the spec text and stays on the page', async () => {
    returningUserCookies(SELLER.username);
    const failing = on('/api/api-retail/v2/users', () => json(500, { code: 'error.internal', message: 'Internt fel' }), 'PUT');
    const me = seller({ gdprAcceptDate: '' });
    const backend = sessionBackend(me, { '1001': {} }, failing, ...ownUserRoutes(me, me.me));
    const { user } = renderApp('/', backend);
    await user.click(await screen.findByRole('checkbox', { name: /Jag godkänner ovanstående/ }));
    await user.click(screen.getByRole('button', { name: 'Godkänn' }));
    expect(await screen.findByText('Det uppstod ett problem när dina GDPR-inställningar skulle uppdateras.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logga ut' })).toBeTruthy();
  });

  it('asks for a missing mobile number; Avbryt passes the gate for this session only', async () => {
    returningUserCookies(SELLER.username, { mobileConfirmed: false });
    const { user } = renderApp('/', backendFor(seller({ mobile: undefined })));
    expect(await screen.findByRole('heading', { name: 'Ange ditt mobilnummer' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Avbryt' }));
    expect(await screen.findByRole('heading', { name: 'Välkommen, Elin' })).toBeTruthy();
    expect(document.cookie).not.toContain('phoneConfirmed_');
  });

  it('saves a typed number: "Mobilnummer har sparats.", the cookie, then the shell', async () => {
    fakeTimeouts();
    returningUserCookies(SELLER.username, { mobileConfirmed: false });
    const backend = backendFor(seller({ mobile: undefined }));
    const { user } = renderApp('/', backend);
    await user.click(await screen.findByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Fältet måste fyllas in.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Mobilnummer/), '+46701112233');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Mobilnummer har sparats.')).toBeTruthy();
    expect(document.cookie).toContain('phoneConfirmed_1001_SALJ=1');
    expect(bodyOf(puts(backend)[0]!)).toEqual({ agencyNumber: '1001', username: '1001_SALJ', mobile: '+46701112233' });
    expect(screen.getByRole('heading', { name: 'Ange ditt mobilnummer' })).toBeTruthy(); // the saved text stays a moment
    await act(() => vi.advanceTimersByTimeAsync(MOBILE_SAVED_PAUSE_MS));
    expect(await screen.findByRole('heading', { name: 'Välkommen, Elin' })).toBeTruthy();
  });

  it('asks to confirm a held number, prefilled; Spara remembers the confirmation in a cookie', async () => {
    fakeTimeouts();
    returningUserCookies(SELLER.username, { mobileConfirmed: false });
    const { user } = renderApp('/', backendFor(seller({ mobile: '+46701234503' })));
    expect(await screen.findByRole('heading', { name: 'Bekräfta ditt mobilnummer' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>(/Mobilnummer/)).value).toBe('+46701234503');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(document.cookie).toContain('phoneConfirmed_1001_SALJ=1'));
    await act(() => vi.advanceTimersByTimeAsync(MOBILE_SAVED_PAUSE_MS));
    expect(await screen.findByRole('heading', { name: 'Välkommen, Elin' })).toBeTruthy();
  });

  it('shows the page-init error when the user cannot be loaded', async () => {
    const backend = sessionBackend(SELLER, {}, on('/api/api-retail/v2/agencies/1001/users/1001_SALJ', () => json(500, { code: 'error.internal' })));
    renderApp('/', backend);
    expect(await screen.findByText('Ett fel uppstod när sidan skulle laddas. Felkod: error.internal')).toBeTruthy();
  });
});
