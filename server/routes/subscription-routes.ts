import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Subscription, SubscriptionRequest } from '@ombudsportalen/portal/api/contracts.gen';
import { partnerIdOf } from '@ombudsportalen/portal/access';
import { stockholmToday, type Values } from '@ombudsportalen/engine';
import { periodFieldsOf, subscribablePeriods } from '@ombudsportalen/portal/report-subscriptions';
import { requireAuthenticated, requireInternal } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import { requireMenuAccess } from '../auth/menu-access.js';
import { DEFAULT_MAIL_FROM, DEFAULT_SUBSCRIPTION_TIMING, instanceIdOf } from '../config.js';
import { contractRoute } from '../http/contract-route.js';
import { AppError, errors } from '../http/errors.js';
import { BODY_LIMITS } from '../http/input-bounds.js';
import { checkReportBody } from '../reports/check-report-body.js';
import { agencyReportAccess, partnerReportAccess } from '../reports/report-access.js';
import { loadReportCatalogue, type ReportCatalogue } from '../reports/report-catalogue.js';
import { reportErrors } from '../reports/report-errors.js';
import { agencyEndpoint, partnerEndpoint, type ReportEndpoint } from '../reports/report-targets.js';
import { openReportingReader, type ReportingReader } from '../reports/reporting-reader.js';
import type { RenderPool } from '../reports/render-pool.js';
import type { SubscriptionRow } from '../repositories/subscription-repository.js';
import { type DeliveryRunDeps, scheduleOf } from '../subscriptions/delivery-run.js';
import { outboxTransport, smtpTransport } from '../subscriptions/mail-transport.js';
import { deliveryDayOf, nextRunAfter, valuesForDay } from '../subscriptions/schedule.js';
import { produceSubscriberReport } from '../subscriptions/subscriber-report.js';
import { type SubscriptionControl, startSubscriptionScheduler, type SubscriptionScheduler } from '../subscriptions/subscription-scheduler.js';
import { createUnsubscribeTokens, UNSUBSCRIBE_PATH } from '../subscriptions/unsubscribe-token.js';
import { serverEngine } from '../engine.js';

const { buildReportPayload, isDefinitionVisible } = serverEngine;

export interface SubscriptionRoutesOptions extends Record<string, unknown> {
  /** The render pool the report downloads use (server/routes/api-routes.ts). */
  renderer: RenderPool;
  /** Tests run a pass through it (server/app.ts AppOptions.subscriptionControl). */
  control?: SubscriptionControl;
}

/** Subscriptions one user may hold: each is a report rendered and a mail sent on its schedule. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

const subscriptionErrors = {
  tooMany: () => new AppError(400, 'error.subscription.too-many', `Du kan ha högst ${MAX_SUBSCRIPTIONS_PER_USER} prenumerationer. Ta bort en under Mina prenumerationer först.`),
  unsupported: () => new AppError(400, 'error.subscription.unsupported', 'Rapporten har ingen period och kan inte prenumereras på.'),
  periodUnfit: () => new AppError(400, 'error.validation', 'Begäran innehåller ogiltiga värden.', [{ field: 'period', message: 'Välj en period som passar rapporten.' }]),
  weekdayMissing: () => new AppError(400, 'error.validation', 'Begäran innehåller ogiltiga värden.', [{ field: 'weekday', message: 'Välj veckodag.' }]),
  notFound: () => new AppError(404, 'error.subscription.not-found', 'Prenumerationen finns inte.'),
};

function toSubscription(row: SubscriptionRow, catalogue: ReportCatalogue): Subscription {
  return {
    id: row.subscription_id, reportCode: row.report_code, reportName: catalogue.byCode(row.report_code)?.report.name ?? row.report_code,
    format: row.format as Subscription['format'], agencyNumber: row.agency_number, period: row.period as Subscription['period'],
    frequency: row.frequency as Subscription['frequency'], weekday: row.weekday, hour: row.hour, email: row.email, paused: row.paused === 1,
    nextRunAt: new Date(row.next_run_at).toISOString(), failureReason: row.failure_reason,
  };
}

/**
 * Report subscriptions (issue 41 §4, docs/decisions/subscriptions.md): the caller's own list, subscribing under the
 * download's access rules and body check, pausing and deleting; the outbox for internal staff; and the instance's
 * scheduler, which delivers due subscriptions from the onReady hook on and stops on close.
 */
export const subscriptionRoutes: FastifyPluginAsync<SubscriptionRoutesOptions> = async (app, { renderer, control }) => {
  const catalogue = loadReportCatalogue(app.config.reportsDir);
  let reader: ReportingReader | undefined;
  const reporting = () => (reader ??= openReportingReader(app.store, app.config.databasePath));
  const service = { catalogue, reporting, now: () => app.now(), renderer };
  const repo = app.repos.subscriptions;
  const timing = { ...DEFAULT_SUBSCRIPTION_TIMING, ...app.config.subscriptions };
  const transport = app.config.smtpUrl === undefined ? outboxTransport(repo) : smtpTransport(app.config.smtpUrl);
  const tokens = createUnsubscribeTokens(app.signingKeys);
  const origin = app.config.publicOrigin ?? `http://localhost:${app.config.port}`;

  contractRoute(app, 'listSubscriptions', { onRequest: requireAuthenticated() }, async (request) =>
    ({ subscriptions: (await repo.listFor(callerOf(request).username)).map((row) => toSubscription(row, catalogue)) }));

  /**
   * A new subscription of the caller's: the definition and format the endpoint serves, a period every period parameter
   * the filled form sends can hold, the form as filled and again with the period on the first delivery day passing the
   * report's own rules.
   */
  async function subscribe(request: FastifyRequest, endpoint: ReportEndpoint, reportCode: string, body: SubscriptionRequest, where: { agencyNumber: string; partnerId: string | null }): Promise<SubscriptionRow> {
    const { report, format, period, frequency, weekday, hour, email } = body;
    const definition = catalogue.byCode(reportCode);
    if (definition === undefined || definition.report.payloadKind !== endpoint.payloadKind || !definition.report.formats.includes(format)) throw reportErrors.unknownReport();
    const fields = periodFieldsOf(definition.json);
    if (fields.length === 0) throw subscriptionErrors.unsupported();
    if (frequency === 'weekly' && weekday === undefined) throw subscriptionErrors.weekdayMissing();
    if ((await repo.listFor(callerOf(request).username)).length >= MAX_SUBSCRIPTIONS_PER_USER) throw subscriptionErrors.tooMany();
    const now = app.now().getTime();
    const target = await endpoint.target(request, stockholmToday(app.now()), reporting);
    if (!isDefinitionVisible(definition, target.ctx)) throw errors.forbidden();
    const values = checkReportBody(definition, report, target.ctx, format, target.agencyNumber);
    if (!subscribablePeriods(definition.json, (name) => name in values).includes(period)) throw subscriptionErrors.periodUnfit();
    const schedule = { frequency, weekday: frequency === 'weekly' ? weekday ?? null : null, hour };
    const nextRunAt = nextRunAfter(schedule, now);
    const firstDay = deliveryDayOf(nextRunAt);
    const periodNames = new Set(fields.flatMap((field) => field.names));
    const parameters: Values = Object.fromEntries(Object.entries(values).filter(([key]) => !periodNames.has(key)));
    const dayCtx = { ...target.ctx, today: firstDay };
    checkReportBody(definition, buildReportPayload(definition, valuesForDay(fields, parameters, period, firstDay), dayCtx, { formatType: format }), dayCtx, format, target.agencyNumber);
    return repo.create({
      subscription_id: randomBytes(12).toString('base64url'), username: callerOf(request).username, report_code: reportCode, format,
      agency_number: where.agencyNumber, partner_id: where.partnerId, parameters: JSON.stringify(parameters), period, frequency,
      weekday: schedule.weekday, hour, email, next_run_at: nextRunAt, created_at: now,
    });
  }

  contractRoute(app, 'createSubscription', { onRequest: agencyReportAccess(), bodyLimit: BODY_LIMITS.report }, async (request, reply) => {
    const { reportCode, agencyNumber } = request.params;
    const row = await subscribe(request, agencyEndpoint, reportCode, request.body, { agencyNumber, partnerId: null });
    return reply.code(201).send(toSubscription(row, catalogue));
  });

  contractRoute(app, 'createPartnerSubscription', { onRequest: partnerReportAccess(), bodyLimit: BODY_LIMITS.report }, async (request, reply) => {
    const { reportCode, partnerId } = request.params;
    // The access rule matched the path's id to the caller's partner role case-insensitively: the role's spelling is kept.
    const row = await subscribe(request, partnerEndpoint, reportCode, request.body, { agencyNumber: '', partnerId: partnerIdOf(callerOf(request).roles) ?? partnerId });
    return reply.code(201).send(toSubscription(row, catalogue));
  });

  contractRoute(app, 'updateSubscription', { onRequest: requireAuthenticated() }, async (request) => {
    const own = await ownSubscription(request, request.params.subscriptionId);
    const updated = await repo.setPaused(own.subscription_id, own.username, request.body.paused, nextRunAfter(scheduleOf(own), app.now().getTime()));
    if (updated === undefined) throw subscriptionErrors.notFound();
    return toSubscription(updated, catalogue);
  });

  contractRoute(app, 'deleteSubscription', { onRequest: requireAuthenticated() }, async (request, reply) => {
    const own = await ownSubscription(request, request.params.subscriptionId);
    if (!(await repo.remove(own.subscription_id, own.username))) throw subscriptionErrors.notFound();
    return reply.code(204).send();
  });

  contractRoute(app, 'mailOutbox', { onRequest: [requireInternal(), requireMenuAccess('/utkorg')] }, async () => ({
    mails: (await repo.outbox()).map((mail) => ({
      messageId: mail.message_id, recipient: mail.recipient, subject: mail.subject, text: mail.body_text, attachmentName: mail.attachment_name,
      createdAt: new Date(mail.created_at).toISOString(),
    })),
  }));

  contractRoute(app, 'mailOutboxAttachment', { onRequest: [requireInternal(), requireMenuAccess('/utkorg')] }, async (request, reply) => {
    const mail = await repo.outboxMail(request.query.messageId);
    if (mail === undefined) throw errors.notFound();
    return reply.type(mail.attachment_type).header('content-disposition', `attachment; filename="${mail.attachment_name}"`).send(Buffer.from(mail.attachment, 'base64'));
  });

  /** The caller's own subscription; another user's is as unknown as a missing one. */
  async function ownSubscription(request: FastifyRequest, id: string): Promise<SubscriptionRow> {
    const row = await repo.find(id);
    if (row === undefined || row.username.toUpperCase() !== callerOf(request).username.toUpperCase()) throw subscriptionErrors.notFound();
    return row;
  }

  const deliveries: DeliveryRunDeps = {
    repo, transport, now: () => app.now(), instance: instanceIdOf(app.config), leaseMs: timing.leaseMs, mailFrom: app.config.mailFrom ?? DEFAULT_MAIL_FROM,
    produce: (subscription, day) => produceSubscriberReport(app, service, subscription, day),
    unsubscribeUrl: async (id) => `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(await tokens.tokenFor(id))}`,
    reportName: (code) => catalogue.byCode(code)?.report.name ?? code,
    log: app.log,
  };
  let scheduler: SubscriptionScheduler | undefined;
  app.addHook('onReady', async () => {
    scheduler = startSubscriptionScheduler(deliveries, timing.tickMs);
    if (control !== undefined) control.runNow = scheduler.runNow;
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
    transport.close();
    reader?.close();
  });
};
