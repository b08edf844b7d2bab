import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/account-test';

// Issue 37 items 7, 8, 9: the terminal form by keyboard, the focus after a save and after a menu click, focus rings
// on inputs. They save agency 1001's terminal parameters, so they run against their own portal (account-test), in order.
test.describe.configure({ mode: 'serial' });

const SAVED = 'Inställningarna har sparats';

/** Opens a page from the menu by pointer: the "Vår butik" menu bar on a wide screen, the drawer on a narrow one. */
async function openFromMenu(page: Page, title: string) {
  const narrow = (page.viewportSize()?.width ?? 1280) <= 768;
  if (narrow) {
    await page.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: title, exact: true }).click();
  } else {
    await page.getByRole('tab', { name: 'Vår butik' }).click();
    await page.getByRole('navigation', { name: 'Vår butik', exact: true }).getByRole('link', { name: title, exact: true }).click();
  }
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Tabs forward until `target` has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit && !(await isFocused(target)); i++) await page.keyboard.press('Tab');
  expect(await isFocused(target)).toBe(true);
}

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a menu click moves the focus to the new page\'s h1 and announces it; Tab goes on into the form', async ({ page, signIn }) => {
      await signIn('1001_MGR');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await openFromMenu(page, 'Terminal');
      const heading = page.getByRole('heading', { level: 1, name: 'Terminal' });
      await expect(heading).toBeFocused();
      await expect(page.getByTestId('page-announcer')).toHaveText('Ny sida: Terminal');
      await expect(page).toHaveTitle('Terminal – Ombudsportalen');
      // The form comes with its data after the heading: Tab from the heading once it is there (the focus stays put).
      await expect(page.getByLabel('Kvittorad 1')).toBeVisible();
      await expect(heading).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Kvittorad 1')).toBeFocused();
      // Item 9: the field rings like a button does (theme.ts), 3 px solid.
      const ring = await page.getByLabel('Kvittorad 1').evaluate((input) => getComputedStyle(input.closest('.MuiInputBase-root')!).outlineWidth);
      expect(ring).toBe('3px');
    });

    test('the terminal form by keyboard: the line stops at 32 characters, Spara keeps the focus after the save', async ({ page, signIn }) => {
      await signIn('1001_MGR');
      await page.goto('/terminal');
      const line = page.getByLabel('Kvittorad 1');
      await line.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('K'.repeat(40));
      await expect(line).toHaveValue('K'.repeat(32));
      const save = page.getByRole('button', { name: 'Spara', exact: true });
      await tabTo(page, save);
      await page.keyboard.press(width === 375 ? 'Space' : 'Enter');
      await expect(page.getByText(SAVED)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Spara', exact: true })).toBeFocused();
      await expect(page.getByLabel('Kvittorad 1')).toHaveValue('K'.repeat(32));
    });

    test('on /terminal an error stands beside the hint; an emptied field says it is required', async ({ page, signIn }) => {
      await signIn('1001_MGR');
      await page.goto('/terminal');
      const language = page.getByLabel('Terminalens språk');
      const help = page.locator(`[id="${await language.getAttribute('id')}-helper-text"]`);
      await language.fill('');
      await language.blur();
      await expect(help).toHaveText('sv, en eller fi.Fältet måste fyllas in.');
      await language.fill('de');
      await expect(help).toHaveText('sv, en eller fi.Fältet har fel format');
    });
  });
}
