// Issue 41: a manager looks at a report in the page before (or instead of) downloading it, at a phone's width and a
// desktop's: the same Summa as the PDF, the declared chart; and the choices come back on a second device.
import type { Page } from '@playwright/test';
import { expect, test } from './support/account-test';
import { signIn as signInOn } from './support/login';
import { pdfText } from './support/report-files';
import { chooseFormat, downloadFrom, fieldValue, openReport, typeDate } from './support/reports';

const DAILY_SALES = 'Daglig försäljning (EKORDF01)';

async function openEconomyReports(page: Page): Promise<void> {
  await page.goto('/ekonomirapporter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ekonomirapporter' })).toBeVisible();
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`1001_MGR previews daily sales: the PDF's Summa, the chart, no sideways scrolling (${width} px)`, async ({ page, signIn }, testInfo) => {
      await page.clock.install();
      await signIn('1001_MGR');
      await openEconomyReports(page);
      // The date picker's code loads with the first report opened, the chart's with the first preview; each shows once
      // in, with no timer of the page run: as a lazy component each was a Suspense retry, which React holds on a timer
      // until 300 ms after its placeholder appeared (the date fields read-only meanwhile).
      const pauseClock = async () => page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await pauseClock();
      await page.getByRole('button', { name: DAILY_SALES, exact: true }).click();
      const region = page.getByRole('region', { name: DAILY_SALES, exact: true });
      await expect(region.getByRole('group', { name: 'Från och med', exact: true }).getByRole('spinbutton', { name: 'År' })).toBeVisible();
      await page.clock.resume();
      const report = await openReport(page, DAILY_SALES);
      await typeDate(report, 'Från och med', '2026-10-01');
      await typeDate(report, 'Till och med', '2026-10-07');
      await pauseClock();
      await report.getByRole('button', { name: 'Visa' }).click();

      const preview = report.getByTestId('report-preview');
      await expect(preview.getByRole('table', { name: 'Daglig försäljning (EKORDF01), förhandsvisning' })).toBeVisible();
      await expect(preview.getByText('2026-10-01 – 2026-10-07')).toBeVisible();
      const chart = preview.getByRole('figure', { name: 'Diagram: Daglig försäljning (EKORDF01)' });
      await expect(chart.locator('svg').first()).toBeVisible();
      await page.clock.resume();
      // Every date label shown whole: the last point's sits on the drawing area's edge (it was cut to nothing there).
      const dateLabels = chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
      if (width === 1280) await expect(dateLabels).toHaveText(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07']);
      else await expect(dateLabels.last()).toHaveText('2026-10-07');
      const totals = (await preview.getByTestId('preview-totals').getByRole('cell').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
      expect(totals[0]).toMatch(/^Summa/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (width === 375) { // a card per row: each line its heading (the cell's ::before) at the left, the figure at the right
        const figure = await preview.locator('tbody tr').first().locator('td[data-label="Insats"]').evaluate((cell) => {
          const text = document.createRange();
          text.selectNodeContents(cell);
          const [box, words] = [cell.getBoundingClientRect(), text.getBoundingClientRect()];
          return { fromLeft: words.left - box.left, fromRight: box.right - words.right };
        });
        expect(figure.fromRight).toBeLessThan(figure.fromLeft);
      }

      const download = await downloadFrom(report);
      await expect(page.getByText('Rapporten har laddats ner: EKORDF01.pdf')).toBeVisible();
      const path = testInfo.outputPath('EKORDF01.pdf');
      await download.saveAs(path);
      const summa = (await pdfText(path)).split('\n').find((line) => line.startsWith('Summa'));
      // The Datum and Spel cells of the Summa row are empty in both.
      expect(summa?.replace(/\s+/g, ' ').trim()).toBe(totals.filter((text) => text !== '').join(' '));
      // The PDF draws the chart too: its legend names the series above the table's headings.
      expect((await pdfText(path)).split('\n').slice(0, 12).join(' ')).toMatch(/Insats.*Utbetalda vinster/);
    });
  });
}

test('1001_MGR’s choices come back on a second device, and Återställ brings the defaults back', async ({ page, signIn, browser, baseURL }) => {
  await signIn('1001_MGR');
  await openEconomyReports(page);
  let report = await openReport(page, DAILY_SALES);
  // A test of this file before it in the worker (same portal) may have left remembered choices: the defaults first.
  const forgotten = page.waitForResponse((r) => r.url().includes('/reports/preferences/EKORDF01') && r.request().method() === 'DELETE');
  await report.getByRole('button', { name: 'Återställ' }).click();
  expect((await forgotten).ok()).toBe(true);
  const defaults = { from: await fieldValue(report, 'P_FOM').inputValue(), to: await fieldValue(report, 'P_TOM').inputValue() };
  await chooseFormat(report, 'Excel (xlsx)');
  await typeDate(report, 'Från och med', '2026-10-03');
  await typeDate(report, 'Till och med', '2026-10-09');
  const saved = page.waitForResponse((r) => r.url().includes('/reports/preferences/EKORDF01') && r.request().method() === 'PUT');
  await report.getByRole('button', { name: 'Visa' }).click();
  expect((await saved).status()).toBe(204);

  const other = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1280, height: 900 } });
  try {
    const phone = await other.newPage();
    await signInOn(phone, baseURL!, '1001_MGR');
    await openEconomyReports(phone);
    await expect(phone.getByTestId('recent-reports').getByRole('link', { name: DAILY_SALES })).toBeVisible();
    report = await openReport(phone, DAILY_SALES);
    await expect(fieldValue(report, 'P_FOM')).toHaveValue('2026-10-03');
    await expect(fieldValue(report, 'P_TOM')).toHaveValue('2026-10-09');
    await expect(report.getByRole('combobox', { name: 'Format' })).toHaveValue('xlsx');

    await report.getByRole('button', { name: 'Återställ' }).click();
    await expect(fieldValue(report, 'P_FOM')).toHaveValue(defaults.from);
    await expect(fieldValue(report, 'P_TOM')).toHaveValue(defaults.to);
    await expect(report.getByRole('combobox', { name: 'Format' })).toHaveValue('pdf');
  } finally {
    await other.close();
  }
});

test('what users met (issue 41 §5): Dagsavräkning offers Excel, the week shows its format and takes a pasted week with spaces, the calendar offers no day a rule forbids', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await openEconomyReports(page);
  const settlement = await openReport(page, 'Dagsavräkning (EKORDA01)');
  await expect(settlement.getByRole('combobox', { name: 'Format' }).locator('option')).toHaveText(['PDF', 'Excel (xlsx)']);
  const week = settlement.getByRole('textbox', { name: 'Vecka' });
  await expect(settlement.getByText('Anges som ååvv')).toBeVisible(); // before any error
  await week.fill(' 26 43 '); // what a paste puts in the field at once
  await chooseFormat(settlement, 'Excel (xlsx)');
  const download = await downloadFrom(settlement);
  expect(download.suggestedFilename()).toBe('EKORDA01.xlsx');
  await expect(week).toHaveValue('2643');

  // Daglig försäljning: "senast i går", so today is not offered in the calendar.
  // Another test may have left remembered dates: the defaults first, then today's month in the calendar.
  const daily = await openReport(page, DAILY_SALES);
  await daily.getByRole('button', { name: 'Återställ' }).click();
  await daily.getByRole('group', { name: 'Till och med', exact: true }).getByRole('button').click();
  const calendar = page.getByRole('dialog');
  const today = calendar.locator(`[data-timestamp="${await page.evaluate(() => new Date(new Date().setHours(0, 0, 0, 0)).getTime())}"]`);
  await expect(calendar.getByRole('gridcell').first()).toBeVisible();
  if (await today.count() === 1) await expect(today).toBeDisabled();
  else await expect(calendar.getByRole('button', { name: 'Nästa månad' })).toBeDisabled(); // on the 1st the calendar shows yesterday's month and cannot reach today's
});
