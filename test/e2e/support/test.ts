import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The accessibility budget: no axe violation of these impacts on any page a journey shows. */
const BUDGET_IMPACTS = new Set(['serious', 'critical']);

/** axe's serious and critical violations on the page as it is now, one line per rule: "id (impact): targets". */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // A fading dialog or menu would be judged at half contrast: let running transitions end first (bounded).
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ]));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BUDGET_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/**
 * Playwright's test with the accessibility budget on every test: axe scans each distinct path once, when a test
 * leaves it with page.goto and at the end of the test, and the test fails listing the rule ids and targets.
 */
export const test = base.extend<{ accessibilityBudget: void }>({
  accessibilityBudget: [
    async ({ page }, use, testInfo) => {
      const scanned = new Set<string>();
      const failures: string[] = [];
      const scan = async () => {
        if (page.isClosed() || !page.url().startsWith('http')) return;
        const path = new URL(page.url()).pathname;
        if (scanned.has(path)) return;
        scanned.add(path);
        failures.push(...(await accessibilityViolations(page)).map((line) => `${path}: ${line}`));
      };
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        await scan();
        return goto(...args);
      };
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return; // the test's own failure says more
      await scan();
      expect(failures, 'axe: serious or critical violations on pages of this journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
