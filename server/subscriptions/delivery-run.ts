// One instance's pass over the due subscriptions (docs/decisions/subscriptions.md): claim one in the database, make its
// report, write the delivery (idempotency key: subscription and period) before sending with a Message-ID derived from
// that key, then mark it sent and schedule the next run in one transaction. A killed instance's claim falls free when
// its lease ends and the next claimer resends the same Message-ID; only a crash between the SMTP server's acceptance
// and that transaction can deliver a message twice, and then with the same Message-ID.
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/errors.js';
import type { ReportFile } from '../reports/produce-report.js';
import type { RunOutcome, SubscriptionRepository, SubscriptionRow } from '../repositories/subscription-repository.js';
import type { MailTransport } from './mail-transport.js';
import { deliveryDayOf, nextRunAfter, type Schedule } from './schedule.js';
import { SUBSCRIPTION_TEXTS } from './subscription-texts.js';

/** A failed run is retried after these waits, then the subscription shows why and waits for its next period. */
export const RETRY_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000] as const;

/**
 * How long a sent delivery row is kept: it guards its period against a second mail only until the subscription has
 * moved past it (at most a month and a lease), so a quarter is ample; each pass deletes the older ones, and the local
 * outbox's mails of the same age.
 */
export const DELIVERY_RETENTION_MS = 92 * 24 * 3600_000;

export interface DeliveryRunDeps {
  repo: SubscriptionRepository;
  transport: MailTransport;
  now: () => Date;
  instance: string;
  leaseMs: number;
  mailFrom: string;
  produce(subscription: SubscriptionRow, deliveryDay: string): Promise<ReportFile>;
  unsubscribeUrl(subscriptionId: string): Promise<string>;
  reportName(code: string): string;
  log: FastifyBaseLogger;
}

export const scheduleOf = (row: Pick<SubscriptionRow, 'frequency' | 'weekday' | 'hour'>): Schedule =>
  ({ frequency: row.frequency as Schedule['frequency'], weekday: row.weekday, hour: row.hour });

/** The Message-ID of a subscription's delivery day: the same on every attempt and every instance. */
export const messageIdOf = (subscriptionId: string, deliveryDay: string): string => `<prenumeration.${subscriptionId}.${deliveryDay}@ombudsportalen>`;

/** The access refusals and the report's own 4xx answers are not retried: the reason is shown and the next period waits. */
function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof AppError) || error.statusCode >= 500) return undefined;
  return error.statusCode === 401 || error.statusCode === 403 ? SUBSCRIPTION_TEXTS.noAccess : SUBSCRIPTION_TEXTS.refused(error.message);
}

/** Runs one claimed subscription to its end: sent, refused or failed (retried later). */
async function deliver(deps: DeliveryRunDeps, row: SubscriptionRow): Promise<void> {
  const { repo, instance } = deps;
  const deliveryDay = deliveryDayOf(row.next_run_at);
  const nowMs = deps.now().getTime();
  const next: RunOutcome = { nextRunAt: nextRunAfter(scheduleOf(row), Math.max(row.next_run_at, nowMs)), heldUntil: 0, attempts: 0, failureReason: null };
  const messageId = messageIdOf(row.subscription_id, deliveryDay);
  try {
    const status = await repo.beginDelivery(row.subscription_id, deliveryDay, messageId, nowMs);
    if (status !== 'sent') {
      const file = await deps.produce(row, deliveryDay);
      const name = deps.reportName(row.report_code);
      await deps.transport.send({
        messageId, from: deps.mailFrom, to: row.email, subject: SUBSCRIPTION_TEXTS.subject(name, deliveryDay), text: SUBSCRIPTION_TEXTS.body(name, deliveryDay),
        attachment: { fileName: file.fileName, contentType: file.contentType, content: file.body },
        unsubscribeUrl: await deps.unsubscribeUrl(row.subscription_id), nowMs,
      });
    }
    await repo.finishRun(row.subscription_id, instance, next, { periodKey: deliveryDay, nowMs: deps.now().getTime() });
    deps.log.info({ subscription: row.subscription_id, deliveryDay, transport: deps.transport.kind }, 'subscription delivered');
  } catch (error) {
    const refused = refusalReason(error);
    if (refused !== undefined) {
      deps.log.info({ subscription: row.subscription_id, deliveryDay, reason: refused }, 'subscription refused');
      await repo.finishRun(row.subscription_id, instance, { ...next, failureReason: refused });
      return;
    }
    const attempts = row.attempts + 1;
    const backoff = RETRY_BACKOFF_MS[attempts - 1];
    deps.log.warn({ subscription: row.subscription_id, deliveryDay, attempts, err: error }, 'subscription delivery failed');
    const failed = deps.now().getTime();
    await repo.finishRun(row.subscription_id, instance, backoff === undefined
      ? { ...next, failureReason: SUBSCRIPTION_TEXTS.failed(deliveryDay) }
      : { nextRunAt: row.next_run_at, heldUntil: failed + backoff, attempts, failureReason: row.failure_reason });
  }
}

/** Prunes old deliveries and outbox mails, then delivers due subscriptions one claim at a time until none is left (or `stopped` says so); answers how many it ran. */
export async function runDueSubscriptions(deps: DeliveryRunDeps, stopped: () => boolean = () => false): Promise<number> {
  await deps.repo.pruneBefore(deps.now().getTime() - DELIVERY_RETENTION_MS);
  let runs = 0;
  while (!stopped()) {
    const row = await deps.repo.claimDue(deps.now().getTime(), deps.leaseMs, deps.instance);
    if (row === undefined) break;
    await deliver(deps, row);
    runs += 1;
  }
  return runs;
}
