// A subscription's report, made with the subscriber's rights as the store holds them at the hour: the user's record,
// roles and agency read now, the download route's own access rules (agencyReportAccess or partnerReportAccess), then
// the one report pipeline.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type FormatType, stockholmToday, type Values } from '@ombudsportalen/engine';
import { reportUrlCode } from '@ombudsportalen/portal/reports/report-wire';
import { periodFieldsOf, type RelativePeriod } from '@ombudsportalen/portal/report-subscriptions';
import { sessionOfRecord } from '../auth/api-guard.js';
import { serverGateOf } from '../auth/gate-guard.js';
import { errors } from '../http/errors.js';
import { agencyReportAccess, partnerReportAccess } from '../reports/report-access.js';
import { agencyEndpoint, partnerEndpoint } from '../reports/report-targets.js';
import { produceReport, type ReportFile, type ReportServiceDeps } from '../reports/produce-report.js';
import { reportErrors } from '../reports/report-errors.js';
import type { SubscriptionRow } from '../repositories/subscription-repository.js';
import { valuesForDay } from './schedule.js';
import { serverEngine } from '../engine.js';

const { buildReportPayload } = serverEngine;

const AGENCY = { endpoint: agencyEndpoint, access: agencyReportAccess() };
const PARTNER = { endpoint: partnerEndpoint, access: partnerReportAccess() };

/**
 * The file of a subscription's delivery day, or a thrown AppError: 403 when the subscriber is gone, locked, stopped at a
 * gate or no longer passes the download's access rules; the pipeline's own refusals otherwise.
 */
export async function produceSubscriberReport(app: FastifyInstance, service: ReportServiceDeps, subscription: SubscriptionRow, deliveryDay: string): Promise<ReportFile> {
  const definition = service.catalogue.byCode(subscription.report_code);
  if (definition === undefined) throw reportErrors.unknownReport();
  const record = await app.repos.users.findByUsername(subscription.username);
  if (record === undefined || record.locked || serverGateOf(record) !== null) throw errors.forbidden();
  const agency = record.agencyNumber === null ? undefined : await app.repos.agencies.findByNumber(record.agencyNumber);
  const format = subscription.format as FormatType;
  const urlCode = reportUrlCode(subscription.report_code, format);
  const { endpoint, access } = subscription.partner_id === null ? AGENCY : PARTNER;
  const params = subscription.partner_id === null
    ? { agencyNumber: subscription.agency_number, reportCode: urlCode }
    : { partnerId: subscription.partner_id, reportCode: urlCode };
  // The download route's request as its guards and the pipeline read it: this subscriber's session, path and body.
  const request = {
    session: sessionOfRecord(record, agency), params, query: {}, headers: {}, server: app, log: app.log, body: undefined as unknown,
  } as unknown as FastifyRequest;
  for (const guard of access) await guard(request);
  const { ctx } = await endpoint.target(request, stockholmToday(service.now()), service.reporting);
  const values = valuesForDay(periodFieldsOf(definition.json), JSON.parse(subscription.parameters) as Values, subscription.period as RelativePeriod, deliveryDay);
  request.body = buildReportPayload(definition, values, ctx, { formatType: format });
  return produceReport(service, endpoint, request, urlCode);
}
