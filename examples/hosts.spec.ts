import { expect, test } from '@playwright/test';

// Each example host installs the engine by its package name, renders a report and a template form from its own
// schemas/, and shows what a valid submit sends: the engine's body, the same in stock rjsf and in plain inputs.
test('the host sends the report body the engine builds, and the orders list entries', async ({ page }, { project }) => {
  await page.goto('./');
  const submit = project.name === 'rjsf-host' ? 'Submit' : 'Skicka';
  const reportForm = page.getByRole(project.name === 'rjsf-host' ? 'region' : 'form', { name: 'Bokföringsunderlag' });
  await reportForm.getByRole('button', { name: submit }).click();
  const payload = page.getByTestId('payload');
  await expect(payload).toContainText('"kind":"agency"');
  await expect(payload).toContainText('{"name":"P_TYP","values":["2"]}');
  await expect(payload).toContainText('{"name":"P_OMBUDNR","values":["1001"]}');

  const ordersForm = page.getByRole(project.name === 'rjsf-host' ? 'region' : 'form', { name: 'Beställningar' });
  await ordersForm.getByRole('button', { name: submit }).click();
  await expect(payload).toContainText('7001');
});
