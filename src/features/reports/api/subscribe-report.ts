import type { ReportCall } from '@ombudsportalen/portal/reports/report-wire';
import type { Subscription, SubscriptionRequest } from '@ombudsportalen/portal/api';
import { callEndpoint } from '@/api/endpoint';
import type { ApiFetch } from '@/api/http-client';

/** The schedule and address chosen in the "Prenumerera" dialog. */
export type SubscriptionChoice = Omit<SubscriptionRequest, 'report' | 'format'>;

/**
 * POST /agencies/:agencyNumber/subscriptions/:reportCode, or /partner/:partnerId/subscriptions/:reportCode for a
 * partner report: the report's form as filled, with the chosen schedule.
 */
export function subscribeReport(request: ReportCall, format: SubscriptionRequest['format'], choice: SubscriptionChoice, apiFetch?: ApiFetch): Promise<Subscription> {
  const body = { report: request.body as unknown as SubscriptionRequest['report'], format, ...choice };
  if (request.body.type === 'partner') {
    return callEndpoint('createPartnerSubscription', { params: { partnerId: request.partnerId ?? '', reportCode: request.reportCode }, body }, {}, apiFetch);
  }
  return callEndpoint('createSubscription', { params: { agencyNumber: request.agencyNumber, reportCode: request.reportCode }, body }, {}, apiFetch);
}
