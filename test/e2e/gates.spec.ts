import { expect, test } from '@playwright/test';
import { submitLogin } from './support/login';

// The gates before the shell, in order (spec §2). Nothing here completes a gate: the seeded users stay as they are.
test('1001_NYTT must change the password first: every path shows the password page', async ({ page }) => {
  await submitLogin(page, '1001_NYTT');
  await expect(page.getByRole('heading', { name: 'Byt lösenord' })).toBeVisible();
  await expect(page.getByText('Du har ett engångslösenord, och måste byta.')).toBeVisible();
  await expect(page).toHaveURL(/\/losenord$/);
  await page.goto('/ekonomirapporter');
  await expect(page.getByText('Du har ett engångslösenord, och måste byta.')).toBeVisible();
  await expect(page).toHaveURL(/\/losenord$/);
});

test('1001_GDPR meets the GDPR page: required checkbox, Godkänn and a logout link', async ({ page }) => {
  await submitLogin(page, '1001_GDPR');
  await page.getByRole('button', { name: 'Godkänn' }).click();
  await expect(page.getByText('Du måste godkänna genom att bocka i rutan.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Jag godkänner ovanstående' })).toBeVisible();
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByLabel('Användarnamn')).toBeVisible();
});

test('1001_MOBIL is asked for a mobile number; Avbryt skips it for this session', async ({ page }) => {
  await submitLogin(page, '1001_MOBIL', { mobileConfirmed: false });
  await expect(page.getByRole('heading', { name: 'Ange ditt mobilnummer' })).toBeVisible();
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible();
});

test('a seller with a number is asked to confirm it; an agency manager is not asked', async ({ page }) => {
  await submitLogin(page, '1001_SALJ', { mobileConfirmed: false });
  await expect(page.getByRole('heading', { name: 'Bekräfta ditt mobilnummer' })).toBeVisible();
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible();
});

test('an agency manager skips the mobile page', async ({ page }) => {
  await submitLogin(page, '1001_MGR', { mobileConfirmed: false });
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible();
});
