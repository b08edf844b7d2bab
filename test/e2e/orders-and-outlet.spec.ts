import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// Issue 37 items 10 and 12 at a phone's and a desktop's width: the orders page neither pans sideways nor stacks 24
// full-width fields on a wide screen, and internal staff see the outlet they act for on every page.

const ROLLS = 'Kvittorulle 80 mm termo (fp 10 st)';

/** How far the page scrolls sideways: nothing when the document is no wider than the viewport. */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The distinct left edges of the order form's category sections: one per column. */
async function sectionColumns(page: Page): Promise<number> {
  const lefts = await page.locator('form section').evaluateAll((sections) => sections.map((section) => Math.round(section.getBoundingClientRect().left)));
  expect(lefts.length).toBeGreaterThan(1);
  return new Set(lefts).size;
}

async function chooseAgency(page: Page, agencyNumber: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Välj ombudsnummer' });
  await dialog.getByRole('combobox', { name: /Ombudsnummer/ }).fill(agencyNumber);
  const option = page.getByRole('option', { name: new RegExp(`^${agencyNumber} `) });
  const name = (await option.textContent())!.slice(agencyNumber.length + 1);
  await option.click();
  await dialog.getByRole('button', { name: 'Skicka' }).click();
  await expect(dialog).toBeHidden();
  return name;
}

for (const { width, columns } of [{ width: 375, columns: 1 }, { width: 1280, columns: 2 }]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`orders: no sideways scroll, ${columns === 1 ? 'one column' : 'categories side by side'}, a summary that follows the form`, async ({ page, signIn }) => {
      await signIn('1001_MGR');
      await page.goto('/bestallningar');
      await expect(page.getByRole('heading', { name: 'Beställningar', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Banprogram (öppnas i en ny flik)', exact: true })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(width);
      if (columns === 1) expect(await sectionColumns(page)).toBe(1);
      else expect(await sectionColumns(page)).toBeGreaterThanOrEqual(columns);

      const summary = page.getByRole('region', { name: 'Din beställning' });
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('listitem').filter({ hasText: ROLLS })).toHaveCount(0);
      const before = await summary.getByTestId('order-summary-count').textContent();
      await page.getByLabel(ROLLS).fill('7');
      await expect(summary.getByRole('listitem').filter({ hasText: ROLLS })).toContainText('7 st');
      await expect(summary.getByTestId('order-summary-count')).not.toHaveText(before!);
      await expect(summary.getByTestId('order-summary-count')).toHaveText(/^\d+ av \d+ artiklar beställda\.$/);
      // Återställ puts the loaded list back, and the summary with it.
      await page.getByRole('button', { name: 'Återställ' }).click();
      await expect(summary.getByRole('listitem').filter({ hasText: ROLLS })).toHaveCount(0);
      await expect(summary.getByTestId('order-summary-count')).toHaveText(before!);
      expect(await documentWidth(page)).toBeLessThanOrEqual(width);
    });

    test('internal staff see the outlet they act for on every page, and change it from there', async ({ page, signInInternally }) => {
      await signInInternally('ADMIN1');
      await page.goto('/');
      const outlet = page.getByRole('region', { name: 'Valt ombud' });
      await expect(outlet).toHaveCount(0); // no outlet chosen yet: the chooser, no bar
      const name = await chooseAgency(page, '1001');
      await expect(outlet).toHaveText(new RegExp(`^Du agerar för ombud 1001, ${name}`));
      for (const path of ['/bestallningar', '/personal', '/ekonomirapporter']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(outlet.getByTestId('chosen-agency-text')).toHaveText(`Du agerar för ombud 1001, ${name}`);
        const box = (await outlet.getByTestId('chosen-agency-text').boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await documentWidth(page)).toBeLessThanOrEqual(width);
      }
      await outlet.getByRole('button', { name: 'Byt ombudsnummer' }).click();
      const other = await chooseAgency(page, '3003');
      await expect(outlet.getByTestId('chosen-agency-text')).toHaveText(`Du agerar för ombud 3003, ${other}`);
    });
  });
}
