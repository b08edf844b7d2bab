// Report subscriptions by e-mail (issue 41 §4): a manager subscribes to daily sales from the report page, the mail
// arrives at a real SMTP server on loopback with the right PDF, and its unsubscribe link ends the subscription.
import { writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import { accessibilityViolations, expect, test } from './support/test';
import { signIn, signInInternally } from './support/login';
import { type PortalServer, startPortalServer } from './support/own-portal-server';
import { pdfText } from './support/report-files';
import { downloadFrom, openReport, typeDate } from './support/reports';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

const DAILY_SALES = 'Daglig försäljning (EKORDF01)';
// A delivery on Tuesday 2026-11-03 07:00 in Stockholm reports the week before: 2026-10-26 – 2026-11-01 (demo data).
const DELIVERY = Date.parse('2026-11-03T06:00:00.000Z');

let sink: SmtpSink;
let portal: PortalServer;

test.beforeAll(async () => {
  sink = await startSmtpSink();
  // The scheduler looks every 300 ms, so a run made due below is delivered at once.
  portal = await startPortalServer(60_000, { SMTP_URL: sink.url, SUBSCRIPTION_TICK_MS: '300' });
});
test.afterAll(async () => {
  await portal?.stop();
  await sink?.close();
});

/** Runs one statement with `?` parameters on the portal's database (SQLite, or PostgreSQL with $n); answers the rows changed. */
async function write(statement: string, values: unknown[]): Promise<number> {
  const url = portal.database['DATABASE_URL'];
  if (url !== undefined) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      let n = 0;
      return (await client.query(statement.replace(/\?/g, () => `$${(n += 1)}`), values)).rowCount ?? 0;
    } finally {
      await client.end();
    }
  }
  const db = new Database(portal.database['DATABASE_PATH']!);
  try {
    return db.prepare(statement).run(...values).changes;
  } finally {
    db.close();
  }
}

/** Makes every subscription of the portal due: their next run becomes the Tuesday above. Answers how many there were. */
const makeDue = () => write('UPDATE report_subscriptions SET next_run_at = ?', [DELIVERY]);

const totalsLine = (text: string) => text.split('\n').find((line) => line.startsWith('Summa'));

test('1001_MGR subscribes to daily sales, gets the PDF by mail, and the unsubscribe link stops the next one', async ({ page }, testInfo) => {
  test.slow(); // a download, a subscription, a delivery and the unsubscribe on a portal of its own
  await signIn(page, portal.url, '1001_MGR');
  await page.goto(`${portal.url}/ekonomirapporter`);
  const report = await openReport(page, DAILY_SALES);
  await typeDate(report, 'Från och med', '2026-10-26');
  await typeDate(report, 'Till och med', '2026-11-01');
  // What the download of the same week shows: the mail's attachment must show the same figures.
  const download = await downloadFrom(report);
  const downloadPath = testInfo.outputPath('download.pdf');
  await download.saveAs(downloadPath);
  const expectedTotals = totalsLine(await pdfText(downloadPath));
  expect(expectedTotals).toMatch(/^Summa/);

  await report.getByRole('button', { name: 'Prenumerera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prenumerera på rapporten' });
  await dialog.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Förra veckan' });
  await dialog.getByRole('combobox', { name: 'Hur ofta' }).selectOption({ label: 'Varje vecka' });
  await dialog.getByRole('combobox', { name: 'Veckodag' }).selectOption({ label: 'tisdag' });
  await dialog.getByRole('combobox', { name: 'Klockslag' }).selectOption({ label: '07:00' });
  await dialog.getByRole('textbox', { name: 'E-postadress' }).fill('chef@ombud1001.se');
  expect(await accessibilityViolations(page), 'axe on the open dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Spara prenumeration' }).click();
  await expect(page.getByText('Prenumerationen är sparad. Du hittar den under Mina prenumerationer.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Mina prenumerationer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mina prenumerationer' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Daglig försäljning (PDF)' })).toBeVisible();
  await expect(page.getByText('Förra veckan, Varje vecka, tisdag kl. 07')).toBeVisible();

  expect(await makeDue()).toBe(1);
  const [mail] = await sink.received(1);
  expect(mail!.to).toEqual(['chef@ombud1001.se']);
  expect(mail!.headers['subject']).toBe('Daglig försäljning – 2026-11-03');
  expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const attachment = mail!.attachments[0]!;
  expect(attachment.fileName).toBe('EKORDF01.pdf');
  const attachmentPath = testInfo.outputPath('mailed.pdf');
  writeFileSync(attachmentPath, attachment.content);
  const mailed = await pdfText(attachmentPath);
  expect(mailed).toContain('1001 Kioskkompaniet Drottninggatan');
  expect(mailed).toContain('2026-10-26 – 2026-11-01');
  expect(totalsLine(mailed)).toBe(expectedTotals);

  // The link in the mail: a page that asks, and its button posts the one-click unsubscribe.
  const link = /^<([^>]+)>$/.exec(mail!.headers['list-unsubscribe'] ?? '')?.[1];
  expect(link).toMatch(/\/prenumeration\/avsluta\?token=/);
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Avsluta prenumeration' })).toBeVisible();
  await page.getByRole('button', { name: 'Avsluta prenumeration' }).click();
  await expect(page.getByRole('status')).toHaveText('Prenumerationen är avslutad. Du får inga fler utskick av rapporten.');

  // Nothing is left to send at the next run, and the list says so.
  expect(await makeDue()).toBe(0);
  await page.goto(`${portal.url}/prenumerationer`);
  await expect(page.getByText('Du har inga prenumerationer.')).toBeVisible();
  expect(sink.mails).toHaveLength(1);
});

test('ADMIN1 reads the local outbox under Utkorg', async ({ page }) => {
  // A mail as the portal files it without SMTP_URL (the filing itself: test/server/subscriptions/subscriptions.test.ts).
  await write('INSERT INTO mail_outbox (message_id, recipient, subject, body_text, attachment_name, attachment_type, attachment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
    '<prenumeration.e2e.2026-11-03@ombudsportalen>', 'chef@ombud1001.se', 'Daglig försäljning – 2026-11-03', 'Hej!\n\nHär kommer rapporten.', 'EKORDF01.pdf', 'application/pdf',
    Buffer.from('%PDF-1.4').toString('base64'), DELIVERY,
  ]);
  await signInInternally(page, portal.url, 'ADMIN1');
  await page.goto(`${portal.url}/`);
  // Internal staff choose the outlet they act for first.
  const chooser = page.getByRole('dialog', { name: 'Välj ombudsnummer' });
  await chooser.getByRole('combobox', { name: /Ombudsnummer/ }).fill('1001');
  await page.getByRole('option', { name: '1001 Kioskkompaniet Drottninggatan' }).click();
  await chooser.getByRole('button', { name: 'Skicka' }).click();
  await expect(chooser).toBeHidden();
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Utkorg' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Utkorg' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Daglig försäljning – 2026-11-03' })).toBeVisible();
  await expect(page.getByText('Till chef@ombud1001.se, 2026-11-03 07:00')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Bilaga: EKORDF01.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('EKORDF01.pdf');
});
