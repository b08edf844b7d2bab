import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authAtom } from '@/state/auth';
import { registerOpenForm } from '@/state/unsaved-work';
import { clearCookies, returningUserCookies } from '../support/cookies';
import { json, on } from '../support/fake-fetch';
import { renderApp } from '../support/render-app';
import { ADMIN, sessionBackend } from '../support/session-backend';

const OVERVIEW = [
  { agencyNumber: '1001', agencyName: 'Kioskkompaniet Drottninggatan' },
  { agencyNumber: '2002', agencyName: 'Spelbutiken Digital' },
];
const internalBackend = () =>
  sessionBackend(
    ADMIN,
    { '1001': {}, '2002': { agencyType: 'D' } },
    on('/api/api-retail/v2/internal/agencies/overview', () => json(200, OVERVIEW)),
    on('/api/api-retail/v2/internal/agency-number', (request) =>
      json(200, OVERVIEW.find((agency) => agency.agencyNumber === (JSON.parse(request.body) as { agencyNumber: string }).agencyNumber))),
  );

describe('internal staff and the agency chooser', () => {
  afterEach(clearCookies);

  it('shows the chooser instead of content until an agency is chosen; then the internal info and the agency menu', async () => {
    returningUserCookies(ADMIN.username);
    const backend = internalBackend();
    const { user, store } = renderApp('/', backend);
    const dialog = await screen.findByRole('dialog', { name: 'Välj ombudsnummer' });
    expect(screen.queryByRole('heading', { name: /Välkommen/ })).toBeNull();
    await user.type(within(dialog).getByRole('combobox', { name: /Ombudsnummer/ }), '2002');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka' }));
    // A success closes the chooser; the text shows once, in the page's feedback panel.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Ombudsnummer satt till 2002, Spelbutiken Digital')).toBeTruthy();
    expect(screen.getAllByText('Ombudsnummer satt till 2002, Spelbutiken Digital')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Välkommen, Anders' })).toBeTruthy();
    expect(backend.requests.map((request) => request.url)).toContain('/api/api-retail/v2/internal/agencies/2002/info');
    expect(document.cookie).toContain('agencyNumber=2002');
    expect(store.get(authAtom).agencyNumber).toBe('2002');
    // DIGITAL: no Beställningar or Terminal in the shop menu.
    await user.click(screen.getByRole('tab', { name: 'Vår butik' }));
    const shop = screen.getByRole('navigation', { name: 'Vår butik' });
    expect(within(shop).getAllByRole('link').map((link) => link.textContent)).toEqual(['Personal', 'Ekonomirapporter', 'Inställningar', 'Utbildning']);
  });

  it('on a first login the cookie question waits until the agency chooser has closed', async () => {
    document.cookie = 'phoneConfirmed_ADMIN1=1; path=/'; // no consent cookie: the question is due
    const { user } = renderApp('/', internalBackend());
    const chooser = await screen.findByRole('dialog', { name: 'Välj ombudsnummer' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull();
    await user.type(within(chooser).getByRole('combobox', { name: /Ombudsnummer/ }), '1001');
    await user.click(within(chooser).getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('dialog', { name: 'Cookies' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Välj ombudsnummer' })).toBeNull();
  });

  it('keeps the chosen agency from the session cookie; the user menu shows it and can change it', async () => {
    returningUserCookies(ADMIN.username);
    document.cookie = 'agencyNumber=1001; path=/';
    const { user } = renderApp('/', internalBackend());
    expect(await screen.findByRole('heading', { name: 'Välkommen, Anders' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Anders Admin' }));
    expect(screen.getByText('Ombudsnummer 1001')).toBeTruthy();
    const menu = screen.getByRole('menu', { name: 'Användarmeny' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Utkorg', 'Byt ombudsnummer', 'Webbmail', 'Logga ut']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Byt ombudsnummer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Välj ombudsnummer' });
    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks the leave question before the chooser opens over a form with unsaved changes', async () => {
    returningUserCookies(ADMIN.username);
    document.cookie = 'agencyNumber=1001; path=/';
    const { user } = renderApp('/', internalBackend());
    expect(await screen.findByRole('heading', { name: 'Välkommen, Anders' })).toBeTruthy();
    const unregister = registerOpenForm('shop', { unsaved: () => true, saving: () => false, valuesToKeep: () => ({}) });
    try {
      const changeAgency = within(screen.getByRole('region', { name: 'Valt ombud' })).getByRole('button', { name: 'Byt ombudsnummer' });
      await user.click(changeAgency);
      const question = await screen.findByRole('dialog', { name: 'Lämna sidan?' });
      expect(within(question).getByText('Du har ändringar som inte är sparade. Vill du lämna sidan ändå?')).toBeTruthy();
      await user.click(within(question).getByRole('button', { name: 'Stanna kvar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await user.click(changeAgency);
      await user.click(within(await screen.findByRole('dialog', { name: 'Lämna sidan?' })).getByRole('button', { name: 'Lämna sidan' }));
      expect(await screen.findByRole('dialog', { name: 'Välj ombudsnummer' })).toBeTruthy();
    } finally {
      unregister();
    }
  });

  it('shows the page-init error when the chosen agency cannot be loaded', async () => {
    returningUserCookies(ADMIN.username);
    document.cookie = 'agencyNumber=4711; path=/';
    renderApp('/', internalBackend());
    expect(await screen.findByText('Ett fel uppstod när sidan skulle laddas. Felkod: error.agency.not-found')).toBeTruthy();
  });
});
