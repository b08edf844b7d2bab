import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/login';

async function loginInternally(page: Page, username: string): Promise<void> {
  await page.goto('/internal');
  await expect(page.getByText('Tillåt popup-fönster i webbläsaren för att kunna logga in.')).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Logga in' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Intern inloggning' })).toBeVisible();
  await popup.getByLabel('Användarnamn').fill(username);
  await popup.getByLabel('Lösenord').fill(DEMO_PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Logga in' }).click();
  await closed;
}

test('ADMIN1 logs in through the internal pop-up and lands in the shell', async ({ page }) => {
  await loginInternally(page, 'ADMIN1');
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/internal/);
});

test('COACH1 logs in through the internal pop-up', async ({ page }) => {
  await loginInternally(page, 'COACH1');
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
});

test('the internal login page refuses a shop user', async ({ page }) => {
  await page.goto('/internal');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Logga in' }).click();
  const popup = await popupPromise;
  await popup.getByLabel('Användarnamn').fill('1001_MGR');
  await popup.getByLabel('Lösenord').fill(DEMO_PASSWORD);
  await popup.getByRole('button', { name: 'Logga in' }).click();
  await expect(popup.getByRole('alert')).toBeVisible();
  expect(popup.isClosed()).toBe(false);
});
