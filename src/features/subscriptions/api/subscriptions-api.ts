import type { OutboxMail, Subscription } from '@ombudsportalen/portal/api';
import { apiUrl } from '@ombudsportalen/portal/api';
import { callEndpoint } from '@/api/endpoint';
import { apiFetch, type ApiFetch } from '@/api/http-client';

export type { OutboxMail, Subscription };

export async function fetchSubscriptions(fetcher?: ApiFetch): Promise<Subscription[]> {
  return (await callEndpoint('listSubscriptions', {}, {}, fetcher)).subscriptions;
}

export function setSubscriptionPaused(id: string, paused: boolean, fetcher?: ApiFetch): Promise<Subscription> {
  return callEndpoint('updateSubscription', { params: { subscriptionId: id }, body: { paused } }, {}, fetcher);
}

export async function deleteSubscription(id: string, fetcher?: ApiFetch): Promise<void> {
  await callEndpoint('deleteSubscription', { params: { subscriptionId: id } }, {}, fetcher);
}

export async function fetchOutbox(fetcher?: ApiFetch): Promise<OutboxMail[]> {
  return (await callEndpoint('mailOutbox', {}, {}, fetcher)).mails;
}

/** An outbox mail's attachment, as a blob the page saves. */
export function fetchOutboxAttachment(messageId: string, fetcher: ApiFetch = apiFetch): Promise<Blob> {
  return fetcher<Blob>(apiUrl('mailOutboxAttachment', undefined, { messageId }), { responseType: 'blob' });
}
