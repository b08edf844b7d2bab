import { expect, type Page } from '@playwright/test';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Ombud2024AB';

export interface ReturningUserOptions {
  /** The cookie question was answered earlier (default): the consent dialog does not cover the page. */
  consentAnswered?: boolean;
  /** The mobile number was confirmed within 365 days (default): the mobile gate is skipped. */
  mobileConfirmed?: boolean;
}

/** Sets the cookies a returning user's browser holds; only cookies, nothing in the database changes. */
export async function prepareReturningUser(page: Page, username: string, { consentAnswered = true, mobileConfirmed = true }: ReturningUserOptions = {}): Promise<void> {
  const user = username.trim().toUpperCase();
  await page.evaluate(
    ({ user, consentAnswered, mobileConfirmed }) => {
      if (consentAnswered) document.cookie = `analyticsConsent_${encodeURIComponent(user)}=denied; path=/; max-age=3600`;
      if (mobileConfirmed) document.cookie = `phoneConfirmed_${user}=1; path=/; max-age=3600`;
    },
    { user, consentAnswered, mobileConfirmed },
  );
}

/** Fills and sends the login form as a person would; does not wait for what comes next (a gate or the shell). */
export async function submitLogin(page: Page, username: string, options: ReturningUserOptions & { password?: string } = {}): Promise<void> {
  await page.goto('/');
  await prepareReturningUser(page, username, options);
  await page.getByLabel('Användarnamn').fill(username);
  await page.getByLabel('Lösenord', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/** Logs in through the login screen and waits for the shell (its menu button). */
export async function loginAs(page: Page, username: string, options: ReturningUserOptions & { password?: string } = {}): Promise<void> {
  await submitLogin(page, username, options);
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible();
}

/** "Logga ut" from the user menu. */
export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
}
