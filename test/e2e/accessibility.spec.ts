import { accessibilityViolations, expect, test } from './support/test';

// The budget's own check must be able to fail: a page with a nameless button and an image without alt text.
test('the axe budget names the rule and the target of a serious or critical violation', async ({ page }) => {
  await page.setContent('<main><h1>Prov</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="bild"><button id="knapp"></button></main>');
  const violations = await accessibilityViolations(page);
  expect(violations).toContain('image-alt (critical): #bild');
  expect(violations).toContain('button-name (critical): #knapp');
});
