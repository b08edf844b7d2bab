import { expect, test } from '@playwright/test';
import { loginAs } from './support/login';

// The demo accounts are a contract (README): every one that logs in through the login screen must work.
const shopAndPartnerAccounts = [
  '1001_MGR', '1001_PLUS', '1001_SALJ', '1001_EKO', '1001_NYTT', '1001_GDPR', '1001_MOBIL',
  '2002_MGR', '3003_MGR', 'KEDJA3', 'TELIA1', 'FOLKSPEL1',
];

for (const username of shopAndPartnerAccounts) {
  test(`${username} can log in with the demo password`, async ({ page }) => {
    await loginAs(page, username);
    await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  });
}
