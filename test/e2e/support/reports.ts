import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { panelOpened } from './accordion';

/** Opens a report's accordion by its title ("Daglig försäljning (EKORDF01)") and answers its region. */
export async function openReport(page: Page, title: string): Promise<Locator> {
  const region = page.getByRole('region', { name: title, exact: true });
  const summary = page.getByRole('button', { name: title, exact: true });
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await panelOpened(page.locator('.MuiAccordion-root', { has: summary }));
  await expect(region.getByRole('heading', { name: 'Parametrar' })).toBeVisible();
  return region;
}

/** Types a day (yyyy-MM-dd) into a date picker of a range end ("Från och med" / "Till och med") or a date field. */
export async function typeDate(region: Locator, label: string, day: string): Promise<void> {
  const field = region.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton', { name: 'År' }).click();
  await region.page().keyboard.type(day.replace(/-/g, ''));
}

/** The value a form holds for a field (its hidden input, named by the field). */
export function fieldValue(region: Locator, name: string): Locator {
  return region.locator(`input[name="${name}"]`);
}

/** Picks the file format of a report. */
export async function chooseFormat(region: Locator, format: 'PDF' | 'Excel (xlsx)'): Promise<void> {
  await region.getByRole('combobox', { name: 'Format' }).selectOption({ label: format });
}

/** Clicks "Ladda ner" and answers the download the browser gets. */
export async function downloadFrom(region: Locator): Promise<Download> {
  const download = region.page().waitForEvent('download');
  await region.getByRole('button', { name: 'Ladda ner' }).click();
  return download;
}
