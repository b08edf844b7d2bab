import { expect, test } from './support/test';
import { loginInternally } from './support/internal-login';
import { DEMO_PASSWORD } from './support/login';

// After an internal login the shell opens with the agency chooser (internal staff must pick an agency first).
test('ADMIN1 logs in through the internal pop-up and lands in the shell', async ({ page }) => {
  await loginInternally(page, 'ADMIN1');
  await expect(page.getByRole('dialog', { name: 'Välj ombudsnummer' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/internal/);
});

test('COACH1 logs in through the internal pop-up', async ({ page }) => {
  await loginInternally(page, 'COACH1');
  await expect(page.getByRole('dialog', { name: 'Välj ombudsnummer' })).toBeVisible();
});

test('the internal login page refuses a shop user; its window asks for no missing icon (issue 23)', async ({ page, context }) => {
  const missing: string[] = [];
  context.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  await page.goto('/internal');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Logga in' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Intern inloggning' })).toBeVisible();
  const icon = await popup.locator('link[rel="icon"]').getAttribute('href');
  expect((await popup.request.get(icon!)).status()).toBe(200);
  await popup.getByLabel('Användarnamn').fill('1001_MGR');
  await popup.getByLabel('Lösenord').fill(DEMO_PASSWORD);
  await popup.getByRole('button', { name: 'Logga in' }).click();
  await expect(popup.getByRole('alert')).toBeVisible();
  expect(popup.isClosed()).toBe(false);
  expect(missing).toEqual([]);
});

test('a first internal login: the chooser alone, it closes on success with the text in the page, then the cookie question', async ({ page }) => {
  await loginInternally(page, 'COACH1', { consentAnswered: false });
  const chooser = page.getByRole('dialog', { name: 'Välj ombudsnummer' });
  await expect(chooser).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await chooser.getByRole('combobox', { name: /Ombudsnummer/ }).fill('1001');
  await page.getByRole('option', { name: '1001 Kioskkompaniet Drottninggatan' }).click();
  await chooser.getByRole('button', { name: 'Skicka' }).click();
  await expect(chooser).toBeHidden();
  // The page's feedback panel is the one copy of the success text, also while the chooser fades out.
  await expect(page.getByText('Ombudsnummer satt till 1001, Kioskkompaniet Drottninggatan')).toBeVisible();
  const cookies = page.getByRole('dialog', { name: 'Cookies' });
  await expect(cookies).toBeVisible();
  await cookies.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
