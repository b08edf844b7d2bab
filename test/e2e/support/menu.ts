import { expect, type Page } from '@playwright/test';

/** The link texts of a menu bar (a navigation landmark by its name). */
export async function menuLinks(page: Page, name: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name, exact: true });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').allInnerTexts();
}

/** Shows a category's second-level menu and answers its links. */
export async function categoryLinks(page: Page, category: 'Vår butik' | 'Portal'): Promise<string[]> {
  await page.getByRole('tab', { name: category }).click();
  return menuLinks(page, category);
}

/** Opens a portal section from the second-level menu and answers its third-level links. */
export async function sectionLinks(page: Page, section: string): Promise<string[]> {
  await page.getByRole('tab', { name: 'Portal' }).click();
  await page.getByRole('navigation', { name: 'Portal', exact: true }).getByRole('link', { name: section, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
  return menuLinks(page, section);
}
