// The analyst studio (`npm run studio`): a local page over a copy of schemas/ that shows, as soon as a file is saved,
// the new report's form (the real SchemaForm), its request body, its golden examples, the check's findings and the first
// rows on demo data, and produces the PDF as the report server does.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { startStudio } from './support/studio';
import { fieldValue, typeDate } from './support/reports';

const root = new URL('../..', import.meta.url).pathname;
// A save reaches the page as an event; this only bounds a hang (how fast it shows is not a test's business, issue 23).
const SAVE_SHOWN = { timeout: 60_000 };
let stopStudio = () => {};
let url = '';
let schemas = '';
const day = (iso: string, add: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + add * 86_400_000).toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  schemas = join(mkdtempSync(join(tmpdir(), 'studio-e2e-')), 'schemas');
  for (const folder of ['meta', 'reports', 'forms']) cpSync(join(root, 'schemas', folder), join(schemas, folder), { recursive: true });
  ({ url, stop: stopStudio } = await startStudio(schemas));
});

test.afterAll(async () => {
  stopStudio();
  rmSync(join(schemas, '..'), { recursive: true, force: true });
});

test('shows a report: form, body, examples, check and first rows, and the PDF as the server makes it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(url);
  const body = page.getByTestId('request-body');
  await expect(body).toContainText('"name":"P_FOM"', { timeout: 90_000 }); // the first visit compiles the page
  // The page names its icon (the portal's), so the browser does not ask for a missing /favicon.ico.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(new URL(icon ?? '/favicon.ico', url).href)).headers()['content-type']).toContain('image/svg+xml');
  // React's production build, whoever built the page: started from Vitest (NODE_ENV=test) it was the development build.
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect((await (await page.request.get(new URL(script ?? '', url).href)).text()).includes('jsxDEV'), 'React development build').toBe(false);
  const form = page.getByRole('region', { name: 'Formulär' });
  await expect(form.getByRole('group', { name: 'Från och med', exact: true })).toBeVisible();
  // Every golden example of the file, each passing (the count is the file's, not frozen here).
  const examples = (JSON.parse(readFileSync(join(root, 'schemas/reports/EKORDF01.json'), 'utf8')) as { 'x-examples': unknown[] })['x-examples'].length;
  await expect(page.getByTestId('example')).toHaveCount(examples);
  await expect(page.locator('[data-testid="example"][data-ok="true"]')).toHaveCount(examples);
  await expect(page.getByRole('region', { name: 'Kontroll' })).toContainText('Inga fel: filen klarar kontrollen.');
  await expect(page.getByTestId('row-count')).toHaveText(/^Visar [1-9]\d* av [1-9]\d* rader\.$/);
  // On a phone the page keeps its width: long JSON lines wrap, the tables scroll in their panels.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The declared chart (x-dataset.chart) above the rows, drawn by the portal's preview chart: a line needs two days.
  const to = await fieldValue(form, 'P_TOM').inputValue();
  await typeDate(form, 'Från och med', day(to, -1));
  const chart = page.getByRole('region', { name: 'Rapporten' }).getByRole('figure', { name: 'Diagram: Daglig försäljning (EKORDF01)' });
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.getByText('Insats', { exact: true }).first()).toBeVisible(); // the series' legend

  // Live Swedish errors: a from-date after the to-date.
  await typeDate(form, 'Från och med', '2099-01-01');
  await expect(page.getByRole('region', { name: 'Fel' })).toContainText('P_FOM: Datumet får inte vara senare än gårdagens datum.');
  await expect(page.getByRole('region', { name: 'Anropet' })).toContainText('Inget anrop: rätta felen.');
  await typeDate(form, 'Från och med', to);
  await expect(body).toContainText(`{"name":"P_FOM","values":["${to}"]}`);

  await page.getByRole('button', { name: 'Visa PDF' }).click();
  await expect(page.getByTestId('report-file')).toHaveAttribute('data-type', 'application/pdf');
  await expect(page.getByTestId('report-file').getByRole('link')).toHaveText('EKORDF01.pdf');
});

test('the body shows the latest values when an earlier run answers last', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(url);
  const body = page.getByTestId('request-body');
  await expect(body).toContainText('"name":"P_FOM"', { timeout: 90_000 });
  const form = page.getByRole('region', { name: 'Formulär' });
  const to = await fieldValue(form, 'P_TOM').inputValue();
  const [early, latest] = [day(to, -3), day(to, -1)];
  // The run of the early from-date is held until the latest one has answered, as a longer range's rows may be.
  let latestAnswered = () => {};
  const heldUntil = new Promise<void>((resolve) => (latestAnswered = resolve));
  let heldArrived = () => {};
  const held = new Promise<void>((resolve) => (heldArrived = resolve));
  await page.route('**/studio-api/run', async (route) => {
    const asked = route.request().postData() ?? '';
    const response = await route.fetch();
    if (asked.includes(`"${early}"`)) {
      heldArrived();
      await heldUntil;
    }
    await route.fulfill({ response });
    if (asked.includes(`"${latest}"`)) latestAnswered();
  });
  await typeDate(form, 'Från och med', early);
  await held;
  const earlyShown = page.waitForResponse((r) => r.url().endsWith('/studio-api/run') && (r.request().postData() ?? '').includes(`"${early}"`));
  await typeDate(form, 'Från och med', latest);
  await expect(body).toContainText(`{"name":"P_FOM","values":["${latest}"]}`);
  await (await earlyShown).finished();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(body).toContainText(`{"name":"P_FOM","values":["${latest}"]}`);
});

test('a new report file shows once saved; a broken column shows as a finding once saved', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(url);
  await expect(page.getByTestId('request-body')).toContainText('"name":"P_FOM"', { timeout: 90_000 });

  const file = join(schemas, 'reports/STAT_VECKOSPEL.json');
  const json = readFileSync(join(root, 'test/e2e/fixtures/STAT_VECKOSPEL.json'), 'utf8');
  writeFileSync(file, json);
  const form = page.getByRole('region', { name: 'Formulär' });
  await expect(form.getByRole('combobox', { name: /^Spelgrupp/ })).toBeVisible(SAVE_SHOWN);
  await expect(page.getByTestId('request-body')).toContainText('{"name":"P_GRUPP","values":["Alla"]}', SAVE_SHOWN);
  await expect(page.locator('[data-testid="example"][data-ok="true"]')).toHaveCount(3, SAVE_SHOWN);
  await expect(page.getByTestId('row-count')).toHaveText(/^Visar [1-9]\d* av [1-9]\d* rader\.$/, SAVE_SHOWN);
  await expect(page.getByRole('region', { name: 'Rapporten' })).toContainText('Spelgrupp');

  // The helper checkbox reveals the conditional field; the role-limited option is only offered to EKONOMI (and ADMIN).
  await form.getByRole('checkbox', { name: 'Bara ett spel' }).check();
  await expect(form.getByRole('combobox', { name: /^Spel( \*)?$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fel' })).toContainText('P_SPEL: Måste fyllas i');

  writeFileSync(file, json.replace('"key": "provision"', '"key": "provisioner"'));
  await expect(page.getByTestId('problems')).toContainText('/x-dataset/columns/4/key: column "provisioner" is not selected by the SQL', SAVE_SHOWN);
});
