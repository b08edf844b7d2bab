import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCookies, returningUserCookies } from '../support/cookies';
import { json } from '../support/fake-fetch';
import { controlLabelled } from '../support/label-query';
import { renderApp } from '../support/render-app';
import { MANAGER, sessionBackend } from '../support/session-backend';
import { bodyOf } from './support/account-backend';
import { shopRoutes } from './support/shop-backend';

const CONFLICT = { code: 'error.precondition-failed', message: 'Någon annan har ändrat uppgifterna. Ladda om sidan för att se de senaste.' };

function openShopPage(save?: Parameters<typeof shopRoutes>[0]) {
  returningUserCookies(MANAGER.username);
  const shop = shopRoutes(save);
  const backend = sessionBackend(MANAGER, {}, ...shop.routes);
  return { ...renderApp('/installningar', backend), backend, shop };
}

const field = (label: RegExp) => controlLabelled<HTMLInputElement | HTMLSelectElement>(label);
const putsOf = (backend: ReturnType<typeof sessionBackend>) => backend.requests.filter((r) => r.method === 'PUT');

describe('Butikens uppgifter (/installningar)', () => {
  afterEach(clearCookies);

  it('shows the read-only address and the form; an opening after the closing is refused under the field', async () => {
    const { user } = openShopPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Butikens uppgifter' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeTruthy();
    const address = await screen.findByLabelText(/^Adress/);
    expect(address.textContent).toBe('Drottninggatan 48'); // read-only: text, not an input
    expect(address.tagName).toBe('DIV');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Kontakt', 'Öppettider', 'Butikens adress', 'Besöksadress', 'Fakturaadress', 'Ekonomirapporter']);
    const saturday = within(screen.getByRole('region', { name: 'Öppettider' })).getByRole('group', { name: 'Lördagar' });
    expect(within(saturday).getAllByRole('combobox').map((s) => s.getAttribute('name'))).toEqual(['satOpening', 'satClosing']);
    const invoice = screen.getByRole('region', { name: 'Fakturaadress' });
    expect(within(invoice).getByLabelText(/^Postnummer/).getAttribute('name')).toBe('invoicePostalNumber');
    expect(within(screen.getByTestId('form-buttons')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Spara', 'Återställ']);
    await user.selectOptions(field(/Öppnar vardagar/), '20:00');
    await user.tab();
    expect(await screen.findByText('Öppningstiden måste vara före stängningstiden.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ett eller flera fält följer inte den standard som krävs.')).toBeTruthy();
  });

  it('saves the nested payload with If-Match, says so, and resets to the saved values', async () => {
    const { user, backend } = openShopPage();
    await user.selectOptions(await screen.findByLabelText(/Öppnar vardagar/), '08:30');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Inställningarna har sparats.')).toBeTruthy();
    const [put] = putsOf(backend);
    expect(put!.headers.get('if-match')).toBe('"3"');
    const body = bodyOf(put!);
    expect(body).toMatchObject({ weekdayOpening: '0830', agencyVisitingAddress: { visitingAddress: 'Storgatan 1', visitingPostalNumber: '123 45', visitingCity: 'Solna' } });
    expect(body).not.toHaveProperty('agencyAddress'); // read-only, never sent
    await user.selectOptions(field(/Öppnar vardagar/), '10:00');
    await user.click(screen.getByRole('button', { name: 'Återställ' }));
    await waitFor(() => expect((field(/Öppnar vardagar/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('08:30'));
  });

  it('on 412 keeps what was typed under the conflict panel until "Ladda om" reads the latest version', async () => {
    const { user, shop } = openShopPage((_body, ifMatch) => (ifMatch === '"3"' ? json(412, CONFLICT) : undefined));
    const email = await screen.findByLabelText<HTMLInputElement>(/E-post/);
    await user.clear(email);
    await user.type(email, 'min@example.se');
    shop.state.info = { ...shop.state.info, agencyEmail: 'annan@example.se' }; // someone else saved meanwhile
    shop.state.version = 4;
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain(CONFLICT.message);
    expect(field(/E-post/).value).toBe('min@example.se');
    expect(screen.queryByText('Inställningarna har sparats.')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Ladda om' }));
    await waitFor(() => expect(field(/E-post/).value).toBe('annan@example.se'));
    expect(screen.queryByText(CONFLICT.message, { exact: false })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Inställningarna har sparats.')).toBeTruthy();
  });

  it('a failed save shows the spec text; server field errors show under their fields', async () => {
    const fields = [{ field: 'agencyEmail', message: 'Ange en giltig e-postadress.' }];
    const { user } = openShopPage(() => json(400, { code: 'error.validation', message: 'Ett eller flera fält följer inte den standard som krävs.', fields }));
    await user.click(await screen.findByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Det uppstod ett problem när dina inställningar skulle sparas.')).toBeTruthy();
    expect(screen.getByText('Ange en giltig e-postadress.')).toBeTruthy();
  });

  it('a new press of Spara takes the last failure away, even when the form is now invalid', async () => {
    const { user } = openShopPage(() => json(500, { code: 'error.internal', message: 'Fel.' }));
    await user.click(await screen.findByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Det uppstod ett problem när dina inställningar skulle sparas.')).toBeTruthy();
    await user.selectOptions(field(/Öppnar vardagar/), '20:00');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ett eller flera fält följer inte den standard som krävs.')).toBeTruthy();
    expect(screen.queryByText('Det uppstod ett problem när dina inställningar skulle sparas.')).toBeNull();
  });
});
