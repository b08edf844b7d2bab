import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, returningUserCookies } from '../support/cookies';
import { json, on } from '../support/fake-fetch';
import { renderApp } from '../support/render-app';
import { MANAGER, sessionBackend } from '../support/session-backend';

const LINK = '/api/api-retail/v1/webmail/sso-link';
const URL = 'http://localhost/webmail?ticket=abc';

async function openWebmail(answer: Response) {
  returningUserCookies(MANAGER.username);
  const { user } = renderApp('/', sessionBackend(MANAGER, { '1001': {} }, on(LINK, () => answer)));
  await user.click(await screen.findByRole('button', { name: 'Karin Lindqvist' }));
  const menu = await screen.findByRole('menu', { name: 'Användarmeny' });
  await user.click(within(menu).getByRole('menuitem', { name: 'Webbmail' }));
  return menu;
}

describe('Webbmail in the user menu', () => {
  afterEach(clearCookies);

  it('opens the sign-in link in a new tab without access to the portal', async () => {
    const tab = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as Window);
    await openWebmail(json(200, { url: URL }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(URL, '_blank'));
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Användarmeny' })).toBeNull());
  });

  it('offers the link when a pop-up blocker refuses the tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const menu = await openWebmail(json(200, { url: URL }));
    expect((await within(menu).findByRole('link', { name: 'Öppna webbmailen' })).getAttribute('href')).toBe(URL);
  });

  it('says so when the link cannot be had', async () => {
    const open = vi.spyOn(window, 'open');
    const menu = await openWebmail(json(500, { code: 'error.internal' }));
    expect(await within(menu).findByText('Det gick inte att öppna webbmailen. Felkod: error.internal')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});
