import type { Page } from '@playwright/test';
import { expect, test } from './support/account-test';

// Orders and terminal parameters (spec part 2 §2, §4–§7; issue 13 "Done when"). They change agency 1001's orders and
// parameters, so they run against their own server and database (support/own-portal-server.ts), in order.
// 2002_MGR's "Åtkomst nekad" on the orders page (digital shop) is checked in menus.spec.ts.

test.describe.configure({ mode: 'serial' }); // later tests read the order the first one saves

const ROLLS = 'Kvittorulle 80 mm termo (fp 10 st)';
const POSTER = 'Affisch V75 – Jackpott';

async function chooseAgency(page: Page, agencyNumber: string, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Välj ombudsnummer' });
  await dialog.getByRole('combobox', { name: /Ombudsnummer/ }).fill(agencyNumber);
  await page.getByRole('option', { name: `${agencyNumber} ${name}` }).click();
  await dialog.getByRole('button', { name: 'Skicka' }).click();
  await expect(dialog).toBeHidden();
}

test('1001_MGR orders a poster in a size and 3 receipt rolls, sees the success banner and the reloaded list', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await page.goto('/bestallningar');
  await expect(page.getByRole('heading', { name: 'Beställningar', level: 1 })).toBeVisible();
  // A new tab, said so (issue 23): the link's name tells a screen reader, the icon the eye.
  await expect(page.getByRole('link', { name: 'Banprogram (öppnas i en ny flik)', exact: true })).toHaveAttribute('target', '_blank');
  for (const category of ['Spelkuponger och beställningsmaterial', 'Kvittorullar och terminaltillbehör', 'Affischer']) {
    await expect(page.getByRole('heading', { name: category, level: 3 })).toBeVisible();
  }
  await expect(page.getByText('(max 60 st)')).toBeVisible();
  // One way to order nothing: "Ingen beställning", no blank "Välj" beside it that saves the same (issue 23).
  await expect(page.getByLabel(POSTER).locator('option').first()).toHaveText('Ingen beställning');
  await expect(page.getByLabel(POSTER).locator('option', { hasText: 'Välj' })).toHaveCount(0);
  await page.getByLabel(POSTER).selectOption({ label: 'A2 (42 × 59,4 cm)' });
  await page.getByLabel(ROLLS).fill('3');
  await page.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page.getByText('Dina ändringar har sparats.')).toBeVisible();
  // The list was read again: the form holds what the server keeps, also after a reload of the page.
  await expect(page.getByLabel(ROLLS)).toHaveValue('3');
  await page.reload();
  await expect(page.getByLabel(ROLLS)).toHaveValue('3');
  await expect(page.getByLabel(POSTER).locator('option:checked')).toHaveText('A2 (42 × 59,4 cm)');
});

test('1001_MGR types 1000000: it is clamped to 999999, over the article max it is refused; Återställ restores the list', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await page.goto('/bestallningar');
  const lotto = page.getByLabel('Spelkupong Lotto');
  await lotto.fill('1000000');
  await expect(lotto).toHaveValue('999999');
  await page.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page.getByText('Får vara högst 5000.')).toBeVisible();
  await expect(page.getByText('Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.')).toBeVisible();
  await page.getByRole('button', { name: 'Återställ' }).click();
  await expect(page.getByLabel('Spelkupong Lotto')).toHaveValue('0');
  await expect(page.getByLabel(ROLLS)).toHaveValue('3');
});

test('1001_MGR changes a terminal text parameter to a value its regexp refuses, sees "Fältet har fel format", fixes it and saves', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await page.goto('/terminal');
  await expect(page.getByRole('heading', { name: 'Terminal', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Automatisk avskärning' })).toBeChecked();
  const language = page.getByLabel('Terminalens språk');
  await expect(language).toHaveValue('sv');
  await expect(page.getByText('sv, en eller fi.')).toBeVisible(); // the description is the help text
  await language.fill('de');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('Fältet har fel format')).toBeVisible();
  await language.fill('en');
  await page.getByRole('checkbox', { name: 'Automatisk avskärning' }).uncheck();
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('Inställningarna har sparats')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Terminalens språk')).toHaveValue('en');
  await expect(page.getByRole('checkbox', { name: 'Automatisk avskärning' })).not.toBeChecked();
});

test('a products load answered by a proxy page shows "Felkod: HTTP 502", not the request line (issue 23)', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await page.route('**/agencies/1001/products', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }));
  await page.goto('/bestallningar');
  await expect(page.getByRole('alert')).toHaveText('Ett fel uppstod när sidan skulle laddas. Felkod: HTTP 502');
});

test('1001_SALJ sees the orders without the form', async ({ page, signIn }) => {
  await signIn('1001_SALJ');
  await page.goto('/bestallningar');
  await expect(page.getByRole('heading', { name: 'Beställningar', level: 1 })).toBeVisible();
  await expect(page.getByText(ROLLS)).toBeVisible();
  await expect(page.getByText('Beställt: 3 st').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spara ändringar' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Banprogram' })).toBeVisible();
});

test('ADMIN1 acting for 1001 orders and changes terminal parameters through the internal calls', async ({ page, signInInternally }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/products|\/terminal\/parameters/.test(request.url())) calls.push(`${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`);
  });
  await signInInternally('ADMIN1');
  await page.goto('/');
  await chooseAgency(page, '1001', 'Kioskkompaniet Drottninggatan');
  await page.goto('/bestallningar');
  await expect(page.getByLabel(ROLLS)).toHaveValue('3');
  await expect(page.getByRole('link', { name: 'Banprogram' })).toHaveCount(0);
  await page.getByLabel('Kvittorulle 57 mm kortterminal (fp 10 st)').fill('2');
  await page.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page.getByText('Dina ändringar har sparats.')).toBeVisible();
  await expect(page.getByLabel('Kvittorulle 57 mm kortterminal (fp 10 st)')).toHaveValue('2');

  await page.goto('/terminal');
  await page.getByLabel('Ljudvolym').fill('12');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('Fältet har fel format')).toBeVisible();
  await page.getByLabel('Ljudvolym').fill('8');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('Inställningarna har sparats')).toBeVisible();
  await expect(page.getByLabel('Ljudvolym')).toHaveValue('8');

  expect(calls).toEqual(expect.arrayContaining([
    'GET /api/api-retail/v2/internal/agencies/1001/products',
    'PUT /api/api-retail/v2/internal/agencies/1001/products',
    'GET /api/api-retail/v2/internal/terminal/parameters?agencyNumber=1001&username=ADMIN1',
    'PUT /api/api-retail/v2/internal/agencies/1001/terminal/parameters?username=ADMIN1',
  ]));
  expect(calls.filter((c) => !c.includes('/internal/'))).toEqual([]);
});
