import { expect, test } from './support/test';
import { categoryLinks } from './support/menu';

test.use({ loggedInAs: 'ADMIN1' }); // through /internal's login, as ADMIN1 holds an internal role

test('ADMIN1 must choose an agency: finds 1001 by typing "100", chooses it and sees its shop menu', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Välj ombudsnummer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stäng' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Skicka' }).click();
  await expect(dialog.getByText('Fältet måste fyllas in.')).toBeVisible();

  await dialog.getByRole('combobox', { name: /Ombudsnummer/ }).fill('100');
  await page.getByRole('option', { name: '1001 Kioskkompaniet Drottninggatan' }).click();
  await dialog.getByRole('button', { name: 'Skicka' }).click();
  // A success closes the chooser; the text shows in the page's feedback panel.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ombudsnummer satt till 1001, Kioskkompaniet Drottninggatan')).toBeVisible();

  expect(await categoryLinks(page, 'Vår butik')).toEqual(['Personal', 'Ekonomirapporter', 'Beställningar', 'Terminal', 'Inställningar', 'Utbildning']);
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-agency-number')).toHaveText('Ombudsnummer 1001');
  await expect(page.getByRole('menuitem', { name: 'Byt lösenord' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The choice lives in a session cookie: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Välj ombudsnummer' })).toHaveCount(0);
});
