import { expect, test } from './support/test';

// Issue 23, item 12: leaving a field on mousedown showed its error, which pushed "Lägg till" down before mouseup, and
// the first click was lost. Every generated form (SchemaForm's button row) keeps the focus on a button press, so the
// field is not left, nothing moves, and the click submits. A real mouse click in Chromium, straight from the field.
test('1001_MGR types a wrong personal number and clicks "Lägg till" at once: the first click submits', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await page.goto('/personal');
  await page.getByRole('button', { name: 'Lägg till ekonomibehörig' }).click();
  const panel = page.getByTestId('add-economy');
  const ssn = panel.getByLabel('Personnummer');
  await ssn.fill('12');
  await expect(ssn).toBeFocused();
  const button = panel.getByRole('button', { name: 'Lägg till' });
  await button.click(); // mousedown and mouseup at the point measured before: a button that moves loses the click
  // The submit ran: every field is checked, also the untouched ones (their errors show only after a submit).
  await expect(panel.getByRole('alert').first()).toBeVisible();
  await expect(panel.getByLabel('Förnamn')).toHaveAttribute('aria-invalid', 'true');
});
