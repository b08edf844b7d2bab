import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffUser } from '@ombudsportalen/portal/api';
import { apiUrl } from '@ombudsportalen/portal/api';
import { clearCookies, returningUserCookies } from '../../support/cookies';
import { json, on, type FakeRoute } from '../../support/fake-fetch';
import { renderApp } from '../../support/render-app';
import { expandStaffCard } from '../../support/staff-page';
import { MANAGER, sessionBackend } from '../../support/session-backend';

// Issue 37 item 14: the add-seller success, the lookup of someone already at the agency, the delete confirmation and
// the card's edit mode, as a manager of 1001 meets them.
const NOW = new Date(2026, 10, 2, 12);
const staffUser = (username: string, firstname: string, lastname: string, roles: string[], extra: Partial<StaffUser> = {}): StaffUser => ({
  username, firstname, lastname, roles, agencyNumber: '1001', locked: false, forcePasswordChange: false,
  augmented: false, version: 3, gdprAcceptDate: '2026-01-10', ...extra,
});
const STAFF = [staffUser('1001_MGR', 'Karin', 'Lindqvist', ['OMBMGR']), staffUser('1001_SALJ', 'Elin', 'Nyström', ['SALJARE'], { alias: 'Elin' })];

async function openStaff(...routes: FakeRoute[]) {
  returningUserCookies(MANAGER.username);
  const backend = sessionBackend(MANAGER, { '1001': {} }, ...routes,
    on(apiUrl('getStaff', { agency: '1001' }), () => json(200, STAFF), 'GET'),
    on(apiUrl('getStaffEducation', { agency: '1001' }), () => json(200, { agencyNumber: '1001', users: [] }), 'GET'));
  const rendered = renderApp('/personal', backend, NOW);
  await screen.findByTestId('staff-1001_SALJ');
  return { ...rendered, backend };
}

describe('staff page (issue 37 item 14)', () => {
  afterEach(clearCookies);

  it('a person already at the agency is said so at the lookup, before a one-time password is asked for', async () => {
    const { user } = await openStaff(on(apiUrl('lookupPerson'), () => json(409, { code: 'error.staff.already-registered', message: 'Personen finns redan registrerad på ditt ombud' }), 'POST'));
    await user.click(screen.getByRole('button', { name: 'Lägg till säljare' }));
    await user.type(await screen.findByLabelText(/Personnummer/), '199005141230');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    const panel = screen.getByTestId('add-seller');
    expect(await within(panel).findByText('Personen finns redan registrerad på ditt ombud')).toBeTruthy();
    expect(within(panel).queryByLabelText(/^Engångslösenord/)).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Sök' })).toBeTruthy();
  });

  it('the add-seller success names the new username', async () => {
    const { user } = await openStaff(
      on(apiUrl('lookupPerson'), () => json(200, { firstname: 'Lena', lastname: 'Åström' }), 'POST'),
      on(apiUrl('createSeller'), () => json(201, staffUser('1001_LENA', 'Lena', 'Åström', ['SALJARE'], { forcePasswordChange: true, version: 1 })), 'POST'),
    );
    await user.click(screen.getByRole('button', { name: 'Lägg till säljare' }));
    await user.type(await screen.findByLabelText(/Personnummer/), '199005141230');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    await user.type(await screen.findByLabelText(/^Engångslösenord/), 'KaFfe7Torn');
    await user.type(screen.getByLabelText(/^Upprepa/), 'KaFfe7Torn');
    await user.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(await screen.findByText('Ny användare har sparats. Användarnamnet är 1001_LENA.')).toBeTruthy();
  });

  it('the delete confirmation names the person', async () => {
    const { user } = await openStaff();
    const card = await expandStaffCard(user, '1001_SALJ');
    await user.click(within(card).getByRole('button', { name: 'Ta bort' }));
    const dialog = within(card).getByRole('alertdialog', { name: 'BEKRÄFTA BORTTAGNING' });
    expect(within(dialog).getByText('Vill du ta bort Elin Nyström (1001_SALJ)?')).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByText(/^Vill du ta bort/).id);
  });

  it('edit mode shows the alias once, in its input, not also as text above it', async () => {
    const { user } = await openStaff();
    const card = await expandStaffCard(user, '1001_SALJ');
    const aliasTexts = () => within(card).queryAllByText('Namn på kundkvitto').filter((element) => element.closest('label, legend') === null);
    expect(aliasTexts()).toHaveLength(1);
    expect(within(card).getByText('Elin', { selector: 'p' })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Ändra' }));
    expect(await within(card).findByLabelText('Namn på kundkvitto')).toHaveProperty('value', 'Elin');
    await waitFor(() => expect(aliasTexts()).toHaveLength(0));
    expect(within(card).queryByText('Elin', { selector: 'p' })).toBeNull();
    expect(within(card).getByText('Användarnamn')).toBeTruthy(); // what has no input stays
  });
});
