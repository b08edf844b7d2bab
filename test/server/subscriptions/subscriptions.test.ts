// Report subscriptions by e-mail (issue 41 §4), against a real SMTP server on loopback (test/support/smtp-sink.ts).
import { describe, expect, it } from 'vitest';
import { MAX_SUBSCRIPTIONS_PER_USER } from '../../../server/routes/subscription-routes.js';
import { DELIVERY_RETENTION_MS, RETRY_BACKOFF_MS } from '../../../server/subscriptions/delivery-run.js';
import { createSubscriptionRepository } from '../../../server/repositories/subscription-repository.js';
import type { SubscriptionControl } from '../../../server/subscriptions/subscription-scheduler.js';
import { buildTestApp } from '../helpers/build-test-app.js';
import { subscriptionTestbed } from './subscription-testbed.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { API, pdfText, reportBody } from '../reports/report-harness.js';

// The test clock starts Monday 2026-11-02 09:00 in Stockholm; a weekly subscription on Tuesdays at 07 is due
// Tuesday 2026-11-03 07:00 (06:00 UTC) and reports the previous week, 2026-10-26 – 2026-11-01.
const DUE = new Date('2026-11-03T06:00:00.000Z').getTime();
const LAST_WEEK = { P_FOM: '2026-10-26', P_TOM: '2026-11-01', P_OMBUDNR: '1001' };
const WEEK_MS = 7 * 24 * 3600_000;

const bed = subscriptionTestbed();

const runNow = () => bed.control.runNow!();
// Tokens last five minutes and the tests move the clock by days: each request gets a fresh one.
const manager = async () => bearer(await accessTokenFor(bed.t, '1001_MGR'));
const moveTo = (at: number) => bed.t.clock.advance(at - bed.t.clock.now().getTime());

async function subscribe(overrides: Record<string, unknown> = {}) {
  return bed.t.app.inject({
    method: 'POST', url: `${API}/agencies/1001/subscriptions/EKORDF01`, headers: await manager(),
    payload: { report: reportBody(LAST_WEEK), format: 'pdf', period: 'previousWeek', frequency: 'weekly', weekday: 2, hour: 7, email: 'chef@ombud1001.se', ...overrides },
  });
}

async function listed() {
  const response = await bed.t.app.inject({ method: 'GET', url: `${API}/subscriptions`, headers: await manager() });
  expect(response.statusCode).toBe(200);
  return (response.json() as { subscriptions: Array<Record<string, unknown>> }).subscriptions;
}

describe('a subscription due now', () => {
  it('arrives through SMTP with the PDF of the previous week, the figures the download gives, and a one-click unsubscribe link', async () => {
    const created = await subscribe();
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ reportName: 'Daglig försäljning', period: 'previousWeek', nextRunAt: '2026-11-03T06:00:00.000Z', paused: false, failureReason: null });

    expect(await runNow()).toBe(0); // not due before its hour
    moveTo(DUE);
    expect(await runNow()).toBe(1);
    const [mail] = await bed.sink.received(1);
    expect(mail!.to).toEqual(['chef@ombud1001.se']);
    expect(mail!.headers['subject']).toBe('Daglig försäljning – 2026-11-03');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.attachments.map((a) => [a.fileName, a.contentType])).toEqual([['EKORDF01.pdf', 'application/pdf']]);

    const download = await bed.t.app.inject({ method: 'POST', url: `${API}/agencies/1001/reports/EKORDF01`, headers: await manager(), payload: reportBody(LAST_WEEK) });
    expect(download.statusCode).toBe(200);
    const text = await pdfText(mail!.attachments[0]!.content);
    expect(text).toContain('2026-10-26 – 2026-11-01');
    expect(text).toBe(await pdfText(download.rawPayload));
    expect((await listed())[0]).toMatchObject({ nextRunAt: '2026-11-10T06:00:00.000Z', failureReason: null });

    // The link: GET asks (changes nothing), the one-click POST ends the subscription, and the next week sends nothing.
    const link = /^<https:\/\/portal\.example\.se(\/prenumeration\/avsluta\?token=[^>]+)>$/.exec(mail!.headers['list-unsubscribe'] ?? '')?.[1];
    expect(link).toBeDefined();
    const page = await bed.t.app.inject({ method: 'GET', url: link! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Vill du avsluta prenumerationen? Du får då inga fler utskick av rapporten.');
    expect(await listed()).toHaveLength(1);
    // A POST without RFC 8058's body (empty, another field or value) ends nothing: the question again, its button.
    for (const payload of ['', 'List-Unsubscribe=Yes', 'unsubscribe=One-Click']) {
      const other = await bed.t.app.inject({ method: 'POST', url: link!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
      expect(other.statusCode, payload).toBe(400);
      expect(other.body).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    }
    expect((await bed.t.app.inject({ method: 'POST', url: link! })).statusCode).toBe(400);
    expect(await listed()).toHaveLength(1);
    const post = await bed.t.app.inject({ method: 'POST', url: link!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('Prenumerationen är avslutad. Du får inga fler utskick av rapporten.');
    expect(await listed()).toEqual([]);
    moveTo(DUE + WEEK_MS);
    expect(await runNow()).toBe(0);
    expect(bed.sink.mails).toHaveLength(1);
  });

  it('takes the one-click POST as multipart/form-data too (RFC 8058 allows both), bounded in size', async () => {
    await subscribe();
    moveTo(DUE);
    expect(await runNow()).toBe(1);
    const [mail] = await bed.sink.received(1);
    const link = /^<https:\/\/portal\.example\.se(\/prenumeration\/avsluta\?token=[^>]+)>$/.exec(mail!.headers['list-unsubscribe'] ?? '')?.[1];
    const boundary = '----one-click-7MA4YWxkTrZu0gW';
    const part = (value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n${value}\r\n--${boundary}--\r\n`;
    const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const tooLarge = await bed.t.app.inject({ method: 'POST', url: link!, headers: multipart, payload: part('x'.repeat(5000)) });
    expect(tooLarge.statusCode).toBe(413);
    expect(await listed()).toHaveLength(1);
    const garbled = await bed.t.app.inject({ method: 'POST', url: link!, headers: multipart, payload: 'not a multipart body' });
    expect(garbled.statusCode).toBe(400);
    expect(await listed()).toHaveLength(1);
    const post = await bed.t.app.inject({ method: 'POST', url: link!, headers: multipart, payload: part('One-Click') });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('Prenumerationen är avslutad. Du får inga fler utskick av rapporten.');
    expect(await listed()).toEqual([]);
  });

  it('refuses a forged or altered unsubscribe link', async () => {
    const id = (await subscribe()).json<{ id: string }>().id;
    const forged = await bed.t.app.inject({ method: 'POST', url: `/prenumeration/avsluta?token=${id}.AAAAAAAAAAAAAAAAAAAAAA`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('Länken är ogiltig eller prenumerationen är redan avslutad.');
    expect(await listed()).toHaveLength(1);
  });

  it('sends nothing to a subscriber who has lost the role or been locked, and says why on the list', async () => {
    await subscribe();
    await bed.t.store.db.updateTable('users').set({ roles: JSON.stringify(['SALJARE']) }).where('username', '=', '1001_MGR').execute();
    moveTo(DUE);
    expect(await runNow()).toBe(1);
    await bed.t.store.db.updateTable('users').set({ roles: JSON.stringify(['OMBMGR']), locked: 1 }).where('username', '=', '1001_MGR').execute();
    moveTo(DUE + WEEK_MS);
    expect(await runNow()).toBe(1);
    expect(bed.sink.mails).toEqual([]);
    await bed.t.store.db.updateTable('users').set({ locked: 0 }).where('username', '=', '1001_MGR').execute();
    expect((await listed())[0]).toMatchObject({ failureReason: 'Rapporten skickades inte eftersom du inte längre har behörighet till den.', nextRunAt: '2026-11-17T06:00:00.000Z' });
  });
});

describe('retries', () => {
  it('retries a refused mail after 1, 5 and 30 minutes, then shows the Swedish reason and waits for the next week', async () => {
    await subscribe();
    bed.sink.reject = true;
    moveTo(DUE);
    for (const wait of [0, ...RETRY_BACKOFF_MS]) {
      bed.t.clock.advance(wait);
      expect(await runNow()).toBe(1);
      expect(await runNow()).toBe(0); // held for the back-off
    }
    expect((await listed())[0]).toMatchObject({ failureReason: 'Utskicket 2026-11-03 misslyckades efter flera försök. Vi försöker igen vid nästa utskick.', nextRunAt: '2026-11-10T06:00:00.000Z' });
    bed.sink.reject = false;
    moveTo(DUE + WEEK_MS);
    expect(await runNow()).toBe(1);
    expect(bed.sink.mails).toHaveLength(1);
    expect((await listed())[0]).toMatchObject({ failureReason: null });
  });

  it('a run claimed by an instance that died is taken over when its lease ends and sent once, with the Message-ID of its period', async () => {
    const id = (await subscribe()).json<{ id: string }>().id;
    moveTo(DUE);
    const claimed = await createSubscriptionRepository(bed.t.store).claimDue(DUE, 300_000, 'dead-instance');
    expect(claimed?.subscription_id).toBe(id);
    await createSubscriptionRepository(bed.t.store).beginDelivery(id, '2026-11-03', `<prenumeration.${id}.2026-11-03@ombudsportalen>`, DUE);
    expect(await runNow()).toBe(0); // still held by the dead instance
    bed.t.clock.advance(300_000);
    expect(await runNow()).toBe(1);
    expect(bed.sink.mails.map((mail) => mail.messageId)).toEqual([`<prenumeration.${id}.2026-11-03@ombudsportalen>`]);
    expect(await runNow()).toBe(0);
  });
  it('a period already marked sent by an instance that lost its claim is not sent again by the one that took over', async () => {
    const id = (await subscribe()).json<{ id: string }>().id;
    moveTo(DUE);
    const repo = createSubscriptionRepository(bed.t.store);
    await repo.claimDue(DUE, 300_000, 'slow-instance');
    await repo.beginDelivery(id, '2026-11-03', `<prenumeration.${id}.2026-11-03@ombudsportalen>`, DUE);
    // The slow instance sent and marked the period, but its lease had ended: the subscription stayed where it was.
    expect(await repo.finishRun(id, 'another-instance', { nextRunAt: DUE, heldUntil: 0, attempts: 0, failureReason: null }, { periodKey: '2026-11-03', nowMs: DUE })).toBe(false);
    bed.t.clock.advance(300_000);
    expect(await runNow()).toBe(1);
    expect(bed.sink.mails).toEqual([]);
    expect((await listed())[0]).toMatchObject({ nextRunAt: '2026-11-10T06:00:00.000Z' });
  });
});

describe('delivery rows', () => {
  it(`are pruned once sent more than ${DELIVERY_RETENTION_MS / 86_400_000} days ago; newer ones and unfinished ones stay`, async () => {
    const now = bed.t.clock.now().getTime();
    const row = (period: string, status: string, sentAt: number | null) => ({
      subscription_id: 'sub1', period_key: period, message_id: `<${period}>`, status, created_at: now - 2 * DELIVERY_RETENTION_MS, sent_at: sentAt,
    });
    await bed.t.store.db.insertInto('subscription_deliveries').values([
      row('2026-07-01', 'sent', now - DELIVERY_RETENTION_MS - 1),
      row('2026-08-01', 'sent', now - DELIVERY_RETENTION_MS + 1),
      row('2026-06-01', 'sending', null),
    ]).execute();
    expect(await runNow()).toBe(0);
    const kept = await bed.t.store.db.selectFrom('subscription_deliveries').select('period_key').orderBy('period_key').execute();
    expect(kept.map((r) => r.period_key)).toEqual(['2026-06-01', '2026-08-01']);
    bed.t.clock.advance(2);
    await runNow();
    const later = await bed.t.store.db.selectFrom('subscription_deliveries').select('period_key').execute();
    expect(later.map((r) => r.period_key)).toEqual(['2026-06-01']);
  });

  it(`and the local outbox's mails filed more than ${DELIVERY_RETENTION_MS / 86_400_000} days ago go with them`, async () => {
    const now = bed.t.clock.now().getTime();
    const mail = (messageId: string, createdAt: number) => ({
      message_id: messageId, recipient: 'chef@ombud1001.se', subject: 'Rapport', body_text: 'Bifogad.', attachment_name: 'EKORDF01.pdf',
      attachment_type: 'application/pdf', attachment: Buffer.from('%PDF').toString('base64'), created_at: createdAt,
    });
    await bed.t.store.db.insertInto('mail_outbox').values([mail('<old>', now - DELIVERY_RETENTION_MS - 1), mail('<new>', now - DELIVERY_RETENTION_MS + 1)]).execute();
    expect(await runNow()).toBe(0);
    const kept = await bed.t.store.db.selectFrom('mail_outbox').select('message_id').execute();
    expect(kept.map((r) => r.message_id)).toEqual(['<new>']);
  });
});

describe('Mina prenumerationer', () => {
  it('pauses (nothing is sent), resumes from the next scheduled run, and deletes only the caller\'s own', async () => {
    const id = (await subscribe()).json<{ id: string }>().id;
    const paused = await bed.t.app.inject({ method: 'PATCH', url: `${API}/subscriptions/${id}`, headers: await manager(), payload: { paused: true } });
    expect(paused.json()).toMatchObject({ paused: true });
    moveTo(DUE);
    expect(await runNow()).toBe(0);
    const resumed = await bed.t.app.inject({ method: 'PATCH', url: `${API}/subscriptions/${id}`, headers: await manager(), payload: { paused: false } });
    expect(resumed.json()).toMatchObject({ paused: false, nextRunAt: '2026-11-10T06:00:00.000Z' });
    const other = await accessTokenFor(bed.t, '2002_MGR');
    const foreign = await bed.t.app.inject({ method: 'DELETE', url: `${API}/subscriptions/${id}`, headers: bearer(other) });
    expect(foreign.statusCode).toBe(404);
    const deleted = await bed.t.app.inject({ method: 'DELETE', url: `${API}/subscriptions/${id}`, headers: await manager() });
    expect(deleted.statusCode).toBe(204);
    expect(await listed()).toEqual([]);
  });

  it('refuses what the report refuses: a weekly one without a weekday, a period longer than the report allows, another agency', async () => {
    const noWeekday = await subscribe({ weekday: undefined });
    expect(noWeekday.statusCode).toBe(400);
    expect(noWeekday.json()).toMatchObject({ fields: [{ field: 'weekday', message: 'Välj veckodag.' }] });
    const tooLong = await bed.t.app.inject({
      method: 'POST', url: `${API}/agencies/2002/subscriptions/EKORDI01`, headers: bearer(await accessTokenFor(bed.t, '2002_MGR')),
      payload: { report: reportBody({ P_FOM: '2026-10-26', P_TOM: '2026-11-01', P_OMBUDNR: '2002' }), format: 'pdf', period: 'previousMonth', frequency: 'monthly', hour: 7, email: 'a@b.se' },
    });
    expect(tooLong.statusCode).toBe(400);
    const foreign = await bed.t.app.inject({
      method: 'POST', url: `${API}/agencies/2002/subscriptions/EKORDF01`, headers: await manager(),
      payload: { report: reportBody(LAST_WEEK), format: 'pdf', period: 'previousWeek', frequency: 'weekly', weekday: 2, hour: 7, email: 'a@b.se' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it(`refuses a subscription past ${MAX_SUBSCRIPTIONS_PER_USER} per user`, async () => {
    for (let n = 0; n < MAX_SUBSCRIPTIONS_PER_USER; n += 1) expect((await subscribe()).statusCode).toBe(201);
    const refused = await subscribe();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'error.subscription.too-many', message: 'Du kan ha högst 20 prenumerationer. Ta bort en under Mina prenumerationer först.' });
  });
});

describe('without SMTP_URL', () => {
  it('files the mail in the local outbox, which internal staff read (with its attachment) and agency staff may not', async () => {
    const outboxControl: SubscriptionControl = {};
    const local = await buildTestApp({ subscriptions: { tickMs: 600_000 } }, { subscriptionControl: outboxControl });
    try {
      const subscribed = await local.app.inject({
        method: 'POST', url: `${API}/agencies/1001/subscriptions/EKORDF01`, headers: bearer(await accessTokenFor(local, '1001_MGR')),
        payload: { report: reportBody(LAST_WEEK), format: 'xlsx', period: 'yesterday', frequency: 'weekly', weekday: 2, hour: 7, email: 'chef@ombud1001.se' },
      });
      expect(subscribed.statusCode).toBe(400); // the form's body asks for pdf: the format must match it
      const created = await local.app.inject({
        method: 'POST', url: `${API}/agencies/1001/subscriptions/EKORDF01`, headers: bearer(await accessTokenFor(local, '1001_MGR')),
        payload: { report: reportBody(LAST_WEEK, { formatType: 'xlsx' }), format: 'xlsx', period: 'yesterday', frequency: 'weekly', weekday: 2, hour: 7, email: 'chef@ombud1001.se' },
      });
      expect(created.statusCode).toBe(201);
      local.clock.advance(DUE - local.clock.now().getTime());
      expect(await outboxControl.runNow!()).toBe(1);
      const denied = await local.app.inject({ method: 'GET', url: `${API}/internal/mail-outbox`, headers: bearer(await accessTokenFor(local, '1001_MGR')) });
      expect(denied.statusCode).toBe(403);
      const admin = bearer(await accessTokenFor(local, 'ADMIN1'));
      const outbox = await local.app.inject({ method: 'GET', url: `${API}/internal/mail-outbox`, headers: admin });
      expect(outbox.statusCode).toBe(200);
      const [mail] = outbox.json<{ mails: Array<{ messageId: string; recipient: string; subject: string; attachmentName: string }> }>().mails;
      expect(mail).toMatchObject({ recipient: 'chef@ombud1001.se', subject: 'Daglig försäljning – 2026-11-03', attachmentName: 'EKORDF01.xlsx' });
      const file = await local.app.inject({ method: 'GET', url: `${API}/internal/mail-outbox/attachment?messageId=${encodeURIComponent(mail!.messageId)}`, headers: admin });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    } finally {
      await local.close();
    }
  });
});
