import { FetchError } from 'ofetch';
import type { FieldError } from '@ombudsportalen/portal/api';
import { NO_ANSWER_IN_TIME_TEXT, NO_CONNECTION_TEXT } from './error-text';

/** An HTTP failure in the backend's `{ code, message }` shape (status 0 when there was no response). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

function bodyField(data: unknown, field: 'code' | 'message'): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A call without an answer in Swedish: the browser's own text ("Failed to fetch", "Load failed") would reach the page
 * as "Felkod". A call its caller aborted keeps its text: no page shows it.
 */
function noAnswerText(error: FetchError): string {
  const cause = error.cause instanceof Error ? error.cause : undefined;
  if (cause?.name === 'AbortError') return cause.message;
  return cause?.name === 'TimeoutError' || /timeout/i.test(error.message) ? NO_ANSWER_IN_TIME_TEXT : NO_CONNECTION_TEXT;
}

/**
 * Turns an ofetch error into an ApiError carrying the server's code and message; other values pass through. An answer
 * without our body says its HTTP status ("HTTP 502"): ofetch's own message is the raw request line, which the pages
 * would show as "Felkod"; no answer at all says so in Swedish.
 */
export function toApiError(error: unknown): unknown {
  if (!(error instanceof FetchError)) return error;
  const data: unknown = error.data;
  const status = error.status ?? 0;
  const message = bodyField(data, 'message') ?? (status > 0 ? `HTTP ${status}` : noAnswerText(error));
  return new ApiError(message, status, bodyField(data, 'code'), data);
}

export function isUnauthorized(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 401) || (error instanceof FetchError && error.status === 401);
}

/**
 * The field errors of a 400 answer (`{ fields: [{ field, message }] }`), each checked: what arrived may be a proxy's
 * page or an empty body. [] for any other failure.
 */
export function fieldErrorsOf(error: unknown): Pick<FieldError, 'field' | 'message'>[] {
  const data = error instanceof ApiError && error.status === 400 ? error.data : undefined;
  const fields = typeof data === 'object' && data !== null ? (data as { fields?: unknown }).fields : undefined;
  if (!Array.isArray(fields)) return [];
  return fields
    .filter((f): f is FieldError => typeof f?.field === 'string' && typeof f?.message === 'string')
    .map(({ field, message }) => ({ field, message }));
}
