import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, prepareReturningUser, type ReturningUserOptions } from './login';

/** Logs in at /internal through the authorization server's pop-up (cookie question answered beforehand unless told). */
export async function loginInternally(page: Page, username: string, options: ReturningUserOptions = {}): Promise<void> {
  await page.goto('/internal');
  await prepareReturningUser(page, username, options);
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
