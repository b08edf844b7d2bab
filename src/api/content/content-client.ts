import { apiFetch as defaultApiFetch, type ApiFetch } from '../http-client';
import { logToServer } from '../client-log';
import { CONTENT_ALERTS_PATH, CONTENT_DATA_PATH, ALERT_LIMIT, LOGIN_ALERT_PATH } from './content-paths';
import type { ContentCollection, ContentQuery } from './content-types';

/** POST …/contentful/data. A failure is logged by the client (to /log) and rethrown (spec §8). */
export function queryContent(query: ContentQuery, signal?: AbortSignal, apiFetch: ApiFetch = defaultApiFetch): Promise<ContentCollection> {
  return apiFetch<ContentCollection>(CONTENT_DATA_PATH, { method: 'POST', body: query, signal });
}

/** POST …/contentful/alerts with the title (spec §7: contentType "alert", limit 3, fieldsTitle). */
export function queryAlerts(fieldsTitle: string, signal?: AbortSignal, apiFetch: ApiFetch = defaultApiFetch): Promise<ContentCollection> {
  return apiFetch<ContentCollection>(CONTENT_ALERTS_PATH, { method: 'POST', body: { contentType: 'alert', limit: ALERT_LIMIT, fieldsTitle }, signal });
}

export interface AlertFields {
  show: boolean;
  type: string;
  text: string;
}

/** The first item's show, type and text (spec §7), or null. */
export function firstAlert(collection: { items: { fields: Record<string, unknown> }[] }): AlertFields | null {
  const fields = collection.items[0]?.fields;
  if (fields === undefined) return null;
  return { show: fields['show'] === true, type: typeof fields['type'] === 'string' ? fields['type'] : 'info', text: typeof fields['text'] === 'string' ? fields['text'] : '' };
}

/** The login page's alert, before any token exists; errors are only logged (spec §8). */
export async function fetchLoginAlert(fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<AlertFields | null> {
  try {
    const response = await fetchImpl(LOGIN_ALERT_PATH, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { alert?: AlertFields | null };
    return body.alert ?? null;
  } catch (error) {
    logToServer({ msg: 'Inloggningssidans meddelande kunde inte hämtas', error, logLevel: 'warn' });
    return null;
  }
}
