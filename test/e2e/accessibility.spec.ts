import AxeBuilder from '@axe-core/playwright';
import { accessibilityViolations, expect, test } from './support/test';

// The budget's own check must be able to fail: a page with a nameless button and an image without alt text.
test('the axe budget names the rule and the target of a serious or critical violation', async ({ page }) => {
  await page.setContent('<main><h1>Prov</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="bild"><button id="knapp"></button></main>');
  const violations = await accessibilityViolations(page);
  expect(violations).toContain('image-alt (critical): #bild');
  expect(violations).toContain('button-name (critical): #knapp');
});

// Lighthouse's accessibility score runs axe's target-size (WCAG 2.2, 24 × 24 px), which the budget's default rules do not.
test('at 375 px the start page has no click target under 24 × 24 px (the hero\'s slide dots)', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn('1001_MGR');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Visa bild 1 av 3' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
});
