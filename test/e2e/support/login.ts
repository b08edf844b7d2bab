import { expect, type Page } from '@playwright/test';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Ombud2024AB';

/** Logs in through the login screen as a person would. */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Användarnamn').fill(username);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
}
