import type { ContentCollection, ContentQueryBody, LoginAlert } from '@ombudsportalen/portal/api';
import { callEndpoint } from '@/api/endpoint';
import { apiFetch as defaultApiFetch, type ApiFetch } from '@/api/http-client';
import { ALERT_LIMIT } from './content-paths';

/** POST …/contentful/data. A failure is logged by the client (to /log) and rethrown (spec §8). */
export function queryContent(query: ContentQueryBody, signal?: AbortSignal, apiFetch: ApiFetch = defaultApiFetch): Promise<ContentCollection> {
  return callEndpoint('contentData', { body: query }, { signal }, apiFetch);
}

/** POST …/contentful/alerts with the title (spec §7: contentType "alert", limit 3, fieldsTitle). */
export function queryAlerts(fieldsTitle: string, signal?: AbortSignal, apiFetch: ApiFetch = defaultApiFetch): Promise<ContentCollection> {
  return callEndpoint('contentAlerts', { body: { contentType: 'alert', limit: ALERT_LIMIT, fieldsTitle } }, { signal }, apiFetch);
}

/** An alert's show, type and text (the contract's LoginAlert). */
export type AlertFields = LoginAlert;

/** The first item's show, type and text (spec §7), or null. */
export function firstAlert(collection: { items: { fields: Record<string, unknown> }[] }): AlertFields | null {
  const fields = collection.items[0]?.fields;
  if (fields === undefined) return null;
  return { show: fields['show'] === true, type: typeof fields['type'] === 'string' ? fields['type'] : 'info', text: typeof fields['text'] === 'string' ? fields['text'] : '' };
}
