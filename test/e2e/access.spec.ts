import { expect, test } from './support/test';

test.use({ loggedInAs: '1001_SALJ' });

test('1001_SALJ opening /terminal is told it has no access, with a link to the start', async ({ page }) => {
  await page.goto('/terminal');
  await expect(page.getByText('Du har inte behörighet till den här sidan')).toBeVisible();
  await page.getByRole('link', { name: 'Till startsidan' }).click();
  await expect(page.getByRole('heading', { name: /^Välkommen, / })).toBeVisible();
});

test('an unknown path inside a section shows the not-found text', async ({ page }) => {
  await page.goto('/kampanj/finns-inte');
  await expect(
    page.getByText('Hoppsan, nu gick något fel. Klicka här för att komma till startsidan. Om problemet kvarstår kontakta kundservice.'),
  ).toBeVisible();
});
