import type { Selectable } from 'kysely';
import { changedOne, insertedOne, skippingLocked } from '../db/dialect.js';
import type { Store } from '../db/store.js';
import type { MailOutboxTable, ReportSubscriptionsTable } from '../db/tables.js';

export type SubscriptionRow = Selectable<ReportSubscriptionsTable>;
export type OutboxRow = Selectable<MailOutboxTable>;
export type NewSubscription = Omit<SubscriptionRow, 'paused' | 'held_until' | 'claimed_by' | 'attempts' | 'failure_reason'>;

/** What the run sets on a subscription it leaves: its next scheduled run, a retry's back-off, the reason a user sees. */
export interface RunOutcome {
  nextRunAt: number;
  heldUntil: number;
  attempts: number;
  failureReason: string | null;
}

/** Rows the outbox page lists at most (the newest). */
export const OUTBOX_PAGE = 100;

/**
 * Report subscriptions, their deliveries and the local outbox (migration 021, docs/decisions/subscriptions.md).
 * A due run is claimed by one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) that sets a lease (held_until):
 * instances never wait for each other, and a killed instance's claim falls free when its lease ends.
 */
export function createSubscriptionRepository(store: Store) {
  const { db } = store;
  return {
    async create(row: NewSubscription): Promise<SubscriptionRow> {
      return db.insertInto('report_subscriptions').values(row).returningAll().executeTakeFirstOrThrow();
    },
    listFor(username: string): Promise<SubscriptionRow[]> {
      return db.selectFrom('report_subscriptions').selectAll().where('username', '=', username).orderBy('created_at').orderBy('subscription_id').execute();
    },
    find(subscriptionId: string): Promise<SubscriptionRow | undefined> {
      return db.selectFrom('report_subscriptions').selectAll().where('subscription_id', '=', subscriptionId).executeTakeFirst();
    },
    /** Pauses or resumes the user's own subscription; a resumed one starts at its next scheduled run after `now`. */
    async setPaused(subscriptionId: string, username: string, paused: boolean, nextRunAt: number): Promise<SubscriptionRow | undefined> {
      return db.updateTable('report_subscriptions')
        .set({ paused: paused ? 1 : 0, ...(paused ? {} : { next_run_at: nextRunAt, attempts: 0, held_until: 0, failure_reason: null }) })
        .where('subscription_id', '=', subscriptionId).where('username', '=', username).returningAll().executeTakeFirst();
    },
    /** Deletes a subscription (the user's own when `username` is given; the unsubscribe link names only the id). */
    async remove(subscriptionId: string, username?: string): Promise<boolean> {
      let query = db.deleteFrom('report_subscriptions').where('subscription_id', '=', subscriptionId);
      if (username !== undefined) query = query.where('username', '=', username);
      return changedOne(await query.executeTakeFirst());
    },
    /** Claims one due subscription for `leaseMs` (none: undefined). */
    async claimDue(nowMs: number, leaseMs: number, instance: string): Promise<SubscriptionRow | undefined> {
      const due = db.selectFrom('report_subscriptions').select('subscription_id')
        .where('paused', '=', 0).where('next_run_at', '<=', nowMs).where('held_until', '<=', nowMs)
        .orderBy('next_run_at').limit(1);
      return db.updateTable('report_subscriptions').set({ held_until: nowMs + leaseMs, claimed_by: instance })
        .where('subscription_id', 'in', skippingLocked(store.dialect, due))
        .returningAll().executeTakeFirst();
    },
    /**
     * The delivery of a period, written before the mail is sent (the idempotency key: subscription and period); an
     * existing row is kept, so a retried run sends with the Message-ID the first attempt chose. Answers the row's status.
     */
    async beginDelivery(subscriptionId: string, periodKey: string, messageId: string, nowMs: number): Promise<string> {
      await db.insertInto('subscription_deliveries')
        .values({ subscription_id: subscriptionId, period_key: periodKey, message_id: messageId, status: 'sending', created_at: nowMs })
        .onConflict((conflict) => conflict.columns(['subscription_id', 'period_key']).doNothing()).execute();
      const row = await db.selectFrom('subscription_deliveries').select('status')
        .where('subscription_id', '=', subscriptionId).where('period_key', '=', periodKey).executeTakeFirstOrThrow();
      return row.status;
    },
    /** Marks the period sent and moves the subscription on, in one transaction, if this instance still holds it. */
    async finishRun(subscriptionId: string, instance: string, outcome: RunOutcome, sent?: { periodKey: string; nowMs: number }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (sent !== undefined) {
          await trx.updateTable('subscription_deliveries').set({ status: 'sent', sent_at: sent.nowMs })
            .where('subscription_id', '=', subscriptionId).where('period_key', '=', sent.periodKey).execute();
        }
        return changedOne(await trx.updateTable('report_subscriptions')
          .set({ next_run_at: outcome.nextRunAt, held_until: outcome.heldUntil, attempts: outcome.attempts, failure_reason: outcome.failureReason, claimed_by: null })
          .where('subscription_id', '=', subscriptionId).where('claimed_by', '=', instance).executeTakeFirst());
      });
    },
    /**
     * Deletes the deliveries sent before `before` (epoch ms): long past their period, no run reads them again; and the
     * local outbox's mails filed before it (each holds its report file), so a portal without SMTP does not grow forever.
     */
    async pruneBefore(before: number): Promise<number> {
      const deliveries = await db.deleteFrom('subscription_deliveries').where('status', '=', 'sent').where('sent_at', '<', before).executeTakeFirst();
      const mails = await db.deleteFrom('mail_outbox').where('created_at', '<', before).executeTakeFirst();
      return Number(deliveries.numDeletedRows) + Number(mails.numDeletedRows);
    },
    /** A mail of the local outbox; one per Message-ID, so a retried run cannot file a mail twice. */
    async fileInOutbox(row: OutboxRow): Promise<boolean> {
      return insertedOne(await db.insertInto('mail_outbox').values(row).onConflict((conflict) => conflict.column('message_id').doNothing()).executeTakeFirst());
    },
    outbox(): Promise<Omit<OutboxRow, 'attachment'>[]> {
      return db.selectFrom('mail_outbox').select(['message_id', 'recipient', 'subject', 'body_text', 'attachment_name', 'attachment_type', 'created_at'])
        .orderBy('created_at', 'desc').orderBy('message_id').limit(OUTBOX_PAGE).execute();
    },
    outboxMail(messageId: string): Promise<OutboxRow | undefined> {
      return db.selectFrom('mail_outbox').selectAll().where('message_id', '=', messageId).executeTakeFirst();
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
