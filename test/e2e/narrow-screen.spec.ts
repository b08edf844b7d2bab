import { accessibilityViolations, expect, test } from './support/test';

test.use({ viewport: { width: 375, height: 740 } });

test('on a 375 px screen the drawer holds the navigation', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Portal' })).toBeHidden();
  await page.getByRole('button', { name: 'Meny' }).click();
  const drawer = page.getByRole('navigation', { name: 'Huvudmeny' });
  await drawer.getByRole('link', { name: 'Ekonomirapporter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ekonomirapporter' })).toBeVisible();
  await expect(drawer).toBeHidden();
});

test('the drawer is keyboard navigable', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible();
  await page.getByRole('button', { name: 'Meny' }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Undermeny Kampanjer' }).focus();
  await page.keyboard.press('Enter');
  // The open drawer is a dialog named by its heading, its list a list (a section's sub-items were in Material's Collapse).
  await expect(page.getByRole('dialog', { name: 'Meny' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await drawer.getByRole('link', { name: 'Extra' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Extra' })).toBeVisible();
});

test('the drawer alone holds the navigation up to the spec breakpoint of 768 px, the tabs return above it', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await signIn('1001_MGR');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Portal' })).toBeHidden();
  await page.setViewportSize({ width: 769, height: 900 });
  await expect(page.getByRole('tab', { name: 'Portal' })).toBeVisible();
});
