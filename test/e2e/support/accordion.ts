import { expect, type Locator } from '@playwright/test';

/**
 * Waits until an accordion has finished opening (MUI's Collapse is "entered"): while its panel grows, the controls in
 * it are clipped, and a press on one may land on the card below.
 */
export async function panelOpened(accordion: Locator): Promise<void> {
  await expect(accordion.locator('.MuiCollapse-root').first()).toHaveClass(/MuiCollapse-entered/);
}
