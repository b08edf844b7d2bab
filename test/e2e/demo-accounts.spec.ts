import { expect, test } from './support/test';
import { loginAs } from './support/login';

// The demo accounts are a contract (README): every one that logs in through the login screen must work. Those with a
// menu to check log in in menus.spec.ts, 1001_NYTT and 1001_GDPR (a gate first) in gates.spec.ts; these are the rest.
const shellAccounts = ['1001_PLUS', '1001_MOBIL', 'FOLKSPEL1'];

for (const username of shellAccounts) {
  test(`${username} can log in with the demo password`, async ({ page }) => {
    await loginAs(page, username);
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
  });
}
