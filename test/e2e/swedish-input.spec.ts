import { expect, pinBrowserDay, test } from './support/account-test';
import { DEMO_DAY } from './support/demo-day';

// Issue 37 items 3 and 4: a phone number and a personnummer typed as Swedes type them, on a phone and on a desktop.
// The shop save changes agency 1001, so this file runs on its own portal (account-test); each width saves its own number.
const WIDTHS = [{ width: 375, height: 740 }, { width: 1280, height: 800 }];
const TYPED = { 375: ['070-123 45 03', '+46701234503'], 1280: ['+46 70 123 45 04', '+46701234504'] } as const;

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('1001_MGR types the shop phone as "070-123 45 03": shown and saved as +467…', async ({ page, signIn }) => {
      const [typed, stored] = TYPED[viewport.width as keyof typeof TYPED];
      await signIn('1001_MGR');
      await page.goto('/installningar');
      await expect(page.getByRole('heading', { name: 'Butikens uppgifter' })).toBeVisible();
      const phone = page.getByLabel('Telefon');
      await phone.fill(typed);
      await phone.press('Tab');
      await expect(phone).toHaveValue(stored);
      await expect(page.getByText(/Ange ett telefonnummer som börjar med 0/)).toHaveCount(0);
      await page.getByRole('button', { name: 'Spara' }).click();
      await expect(page.getByText('Inställningarna har sparats.')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Telefon')).toHaveValue(stored);
    });

    test('1001_MGR looks up "19900514-1230" and "900514-1230": the input keeps every digit, Lena is found', async ({ page, signIn }) => {
      await pinBrowserDay(page, DEMO_DAY);
      await signIn('1001_MGR');
      await page.goto('/personal');
      await expect(page.getByRole('heading', { level: 2, name: 'Butikspersonal' })).toBeVisible({ timeout: 20_000 });
      for (const typed of ['19900514-1230', '900514-1230']) {
        await page.getByRole('button', { name: 'Lägg till säljare' }).click();
        const panel = page.getByTestId('add-seller');
        const ssn = panel.getByLabel('Personnummer');
        await ssn.pressSequentially(typed); // typed key by key: a maxlength of 12 would drop the last digit
        await expect(ssn).toHaveValue(typed);
        await panel.getByRole('button', { name: 'Sök' }).click();
        await expect(panel.getByLabel('Förnamn')).toHaveText('Lena');
        await expect(panel.getByLabel('Efternamn')).toHaveText('Åström');
        await expect(panel.getByLabel('Personnummer')).toHaveText('199005141230');
        await panel.getByRole('button', { name: 'Avbryt' }).click();
        await expect(page.getByTestId('add-seller')).toHaveCount(0);
      }
    });
  });
}
