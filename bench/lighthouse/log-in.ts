import type { BrowserContext, Page } from '@playwright/test';

/** The user the pages are measured as (a README demo account). */
export const USER = '1001_MGR';
export const PASSWORD = 'Ombud2024AB';

/**
 * The real login form, as a returning user (cookie question answered, mobile number confirmed): no dialog on top.
 * Resolves with the page on the start page; the context keeps the session's refresh cookie.
 */
export async function logInAsReturningUser(context: BrowserContext, origin: string): Promise<Page> {
  const expires = Math.floor(Date.now() / 1000) + 3600;
  await context.addCookies([
    { name: `analyticsConsent_${USER}`, value: 'denied', url: origin, expires },
    { name: `phoneConfirmed_${USER}`, value: '1', url: origin, expires },
  ]);
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.getByLabel('Användarnamn').fill(USER);
  await page.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.getByRole('button', { name: 'Meny' }).waitFor();
  return page;
}
