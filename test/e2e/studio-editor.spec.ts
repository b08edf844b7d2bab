// The studio's editor (issue 40 §1): from an empty studio to a new report that passes the check and is committed, with
// the definition edited only as a form generated from the meta-schema (no JSON text is typed anywhere).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { startStudio } from './support/studio';
import { fieldValue, typeDate } from './support/reports';

const root = new URL('../..', import.meta.url).pathname;
const SAVE_SHOWN = { timeout: 60_000 }; // bounds a hang only (a save reaches the page as an event)
let stopStudio = () => {};
let url = '';
let schemas = '';
const git = (...args: string[]) => execFileSync('git', args, { cwd: schemas, encoding: 'utf8' });

// One studio for the file's tests, in order in one worker: fully parallel, each test started a studio of its own and
// compiled its page anew (three Vite dev servers at once on 2 cores). A failed test does not skip the next (not serial).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  schemas = join(mkdtempSync(join(tmpdir(), 'studio-editor-')), 'schemas');
  cpSync(join(root, 'schemas/meta'), join(schemas, 'meta'), { recursive: true });
  for (const folder of ['reports', 'forms']) mkdirSync(join(schemas, folder), { recursive: true });
  git('init', '-q');
  git('config', 'user.email', 'analytiker@example.se');
  git('config', 'user.name', 'Analytiker');
  git('add', 'meta');
  git('commit', '-qm', 'the meta-schemas');
  ({ url, stop: stopStudio } = await startStudio(schemas));
});

test.afterAll(async () => {
  stopStudio();
  rmSync(join(schemas, '..'), { recursive: true, force: true });
});

const day = (iso: string, add: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + add * 86_400_000).toISOString().slice(0, 10);

test('creates a report in the editor: view, columns, a parameter, a golden example, a passing check and a commit', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(url);
  const editor = page.getByRole('region', { name: 'Redigera' });
  await expect(editor).toContainText('Välj en fil eller skapa en ny rapport.', { timeout: 90_000 }); // the first visit compiles the page

  await editor.getByRole('textbox', { name: 'Ny rapportkod' }).fill('STAT_DAGSPEL');
  await editor.getByRole('button', { name: 'Ny rapport' }).click();
  await expect(editor.getByTestId('editor-status')).toHaveText(/^Sparad: .*schemas\/reports\/STAT_DAGSPEL\.json$/, SAVE_SHOWN);
  await expect(page.getByTestId('problems')).toContainText('/x-dataset', SAVE_SHOWN); // no SQL or columns yet

  // The view and its columns from the reference (with their types).
  const picker = editor.getByRole('group', { name: 'Vy och kolumner' });
  await picker.getByRole('combobox', { name: 'Vy' }).click();
  await page.getByRole('option', { name: 'rpt_daily_sales', exact: true }).click();
  for (const column of ['sale_date (date)', 'game_name (name)', 'stake (amount)']) await picker.getByRole('checkbox', { name: new RegExp(`^${column.replace(/[()]/g, '\\$&')}`) }).check();
  await picker.getByRole('button', { name: 'Använd vy och kolumner' }).click();
  await expect(editor.getByRole('textbox', { name: 'sql' })).toHaveValue(/^SELECT sale_date, game_name, stake FROM rpt_daily_sales WHERE agency_number = :agencyNumber AND sale_date BETWEEN :fromDate AND :toDate$/);
  // Every edit is written and shown without "Spara": the check passes now that the dataset has its SQL and columns.
  await expect(page.getByRole('region', { name: 'Kontroll' })).toContainText('Inga fel: filen klarar kontrollen.', SAVE_SHOWN);

  // A parameter: a new property, its title and a widget kind picked from the meta-schema's list.
  const properties = editor.getByRole('group', { name: 'properties', exact: true });
  await properties.getByRole('textbox', { name: 'Nytt namn i properties' }).fill('P_SPEL');
  await properties.getByRole('button', { name: 'Lägg till', exact: true }).click();
  const param = properties.getByRole('group', { name: 'P_SPEL', exact: true });
  await param.getByRole('combobox', { name: 'Lägg till i P_SPEL' }).click();
  await page.getByRole('option', { name: 'title', exact: true }).click();
  await param.getByRole('textbox', { name: 'title' }).fill('Spelkod');
  // A keyword added and taken away again leaves nothing behind (the saved file below has no description).
  await param.getByRole('combobox', { name: 'Lägg till i P_SPEL' }).click();
  await page.getByRole('option', { name: 'description', exact: true }).click();
  await param.getByRole('textbox', { name: 'description' }).fill('Tas bort');
  await param.getByRole('button', { name: 'Ta bort description' }).click();
  await expect(param.getByRole('textbox', { name: 'description' })).toHaveCount(0);
  await param.getByRole('combobox', { name: 'Lägg till i P_SPEL' }).click();
  await page.getByRole('option', { name: 'x-widget', exact: true }).click();
  await param.getByRole('combobox', { name: 'x-widget' }).click();
  await page.getByRole('option', { name: 'textarea', exact: true }).click();
  await editor.getByRole('button', { name: 'Spara', exact: true }).click();

  // The studio shows what the saved file does: the check passes, the new field is in the form, rows come back.
  await expect(page.getByRole('region', { name: 'Kontroll' })).toContainText('Inga fel: filen klarar kontrollen.', SAVE_SHOWN);
  const form = page.getByRole('region', { name: 'Formulär' });
  // The saved file's form (its textarea), not an earlier autosave's (a text field), which a late answer would replace.
  await expect(form.getByRole('textbox', { name: 'Spelkod' })).toHaveJSProperty('tagName', 'TEXTAREA', SAVE_SHOWN);
  const today = await page.getByLabel('Dagens datum').inputValue();
  // A save read half-written (empty, as a truncate-then-write shows for a moment) and then whole, while a date is half
  // typed: the form that loaded last stays, with a notice, and the date is finished (a re-mount lost it on busy machines).
  const from = day(today, -7).replace(/-/g, '');
  await form.getByRole('group', { name: 'Från och med', exact: true }).getByRole('spinbutton', { name: 'År' }).click();
  await page.keyboard.type(from.slice(0, 6));
  const file = join(schemas, 'reports/STAT_DAGSPEL.json');
  const saved = readFileSync(file);
  const notice = form.getByRole('alert');
  writeFileSync(file, '');
  await expect(notice).toHaveText('Filen kan inte läsas som formulär just nu (se Kontroll): här visas den senaste versionen som gick att läsa.', SAVE_SHOWN);
  writeFileSync(file, saved);
  await expect(notice).toHaveCount(0, SAVE_SHOWN);
  await page.keyboard.type(from.slice(6));
  await typeDate(form, 'Till och med', day(today, -1));
  await expect(page.getByTestId('request-body')).toContainText(`{"name":"P_FOM","values":["${day(today, -7)}"]}`);
  await expect(page.getByTestId('request-body')).toContainText(`{"name":"P_TOM","values":["${day(today, -1)}"]}`);
  await expect(page.getByTestId('row-count')).toHaveText(/^Visar [1-9]\d* av [1-9]\d* rader\.$/);

  // The live values and body become a golden example, which the check then runs.
  await editor.getByRole('textbox', { name: 'Exemplets namn' }).fill('en vecka');
  await editor.getByRole('button', { name: 'Spara som exempel' }).click();
  await expect(page.locator('[data-testid="example"][data-ok="true"]')).toHaveCount(1, SAVE_SHOWN);
  await expect(page.getByRole('region', { name: 'Kontroll' })).toContainText('Inga fel: filen klarar kontrollen.', SAVE_SHOWN);

  await editor.getByRole('button', { name: 'Committa' }).click();
  await expect(editor.getByTestId('editor-status')).toHaveText(/^Committad: [0-9a-f]+$/);
  expect(git('log', '-1', '--format=%s', '--name-only').trim().split('\n').filter(Boolean)).toEqual(['Rapport STAT_DAGSPEL från analysstudion', 'reports/STAT_DAGSPEL.json']);
  expect(git('status', '--porcelain')).toBe('');
  const written = JSON.parse(readFileSync(join(schemas, 'reports/STAT_DAGSPEL.json'), 'utf8'));
  expect(written.properties.P_SPEL).toEqual({ type: 'string', title: 'Spelkod', 'x-widget': 'textarea' });
  expect(written['x-examples'][0]).toMatchObject({ name: 'en vecka', values: { P_FOM: day(today, -7), P_TOM: day(today, -1) } });
});

test('a one-field change to a shipped report is a one-line diff, and the studio draws the changed chart', async ({ page }) => {
  test.setTimeout(180_000);
  cpSync(join(root, 'schemas/reports/EKORDF01.json'), join(schemas, 'reports/EKORDF01.json'));
  git('add', 'reports/EKORDF01.json');
  git('commit', '-qm', 'a shipped report, as written by hand');
  await page.goto(url); // the studio opens EKORDF01
  const form = page.getByRole('region', { name: 'Formulär' });
  await expect(fieldValue(form, 'P_TOM')).not.toHaveValue('', { timeout: 90_000 }); // the first visit compiles the page
  await typeDate(form, 'Från och med', day(await fieldValue(form, 'P_TOM').inputValue(), -1)); // a line needs two days
  const chart = page.getByRole('region', { name: 'Rapporten' }).getByRole('figure', { name: 'Diagram: Daglig försäljning (EKORDF01)' });
  const [lines, bars] = [chart.locator('[class*="MuiLineChart-"]'), chart.locator('[class*="MuiBarChart-"]')];
  await expect(lines.first()).toBeAttached(SAVE_SHOWN);
  await expect(bars).toHaveCount(0);

  const editor = page.getByRole('region', { name: 'Redigera' });
  const declared = editor.getByRole('group', { name: 'chart', exact: true });
  await declared.getByRole('combobox', { name: 'kind' }).click();
  await page.getByRole('option', { name: 'bar', exact: true }).click();
  await expect(editor.getByTestId('editor-status')).toHaveText(/^Sparad: .*schemas\/reports\/EKORDF01\.json$/, SAVE_SHOWN);
  expect(git('diff', '--numstat')).toBe('1\t1\treports/EKORDF01.json\n');
  expect(git('diff', '-U0').split('\n').filter((line) => /^[-+] /.test(line))).toEqual([
    '-    "chart": {"kind": "line", "x": "datum", "series": ["insats", "vinster"]}',
    '+    "chart": {"kind": "bar", "x": "datum", "series": ["insats", "vinster"]}',
  ]);
  // The studio shows the saved definition's chart: now bars.
  await expect(bars.first()).toBeAttached(SAVE_SHOWN);
  await expect(lines).toHaveCount(0);
  git('checkout', '--', 'reports/EKORDF01.json');
});

test('a form (forms/) is shown but not edited: the file stays as it is', async ({ page }) => {
  test.setTimeout(120_000);
  const form = join(schemas, 'forms/gdpr.json');
  cpSync(join(root, 'schemas/forms/gdpr.json'), form);
  await page.goto(url);
  await page.getByRole('combobox', { name: 'Fil' }).click({ timeout: 90_000 });
  await page.getByRole('option', { name: /forms\/gdpr\.json$/ }).click();
  const editor = page.getByRole('region', { name: 'Redigera' });
  await expect(editor).toContainText('Redigeraren skriver rapporter. En blankett (forms/) ändras i sin JSON-fil.');
  await expect(editor.getByRole('button', { name: 'Spara', exact: true })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Spara som exempel' })).toHaveCount(0);
  expect(readFileSync(form, 'utf8')).toBe(readFileSync(join(root, 'schemas/forms/gdpr.json'), 'utf8'));
});
