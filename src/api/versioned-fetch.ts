import type { ApiResponse, EndpointName } from '@ombudsportalen/portal/api';
import { type EndpointCall, endpointRequest } from './endpoint';
import { apiFetch as defaultApiFetch, type ApiFetch } from './http-client';

type Options = NonNullable<Parameters<ApiFetch>[1]>;

/** An answer with the ETag it came with (the row version a later save sends back in If-Match). */
export interface Versioned<T> {
  data: T;
  /** '' when the answer carried none. */
  etag: string;
}

/**
 * apiFetch that also reads the answer's ETag. A 401 answered by a refresh goes through onResponse twice: the retry's
 * answer is the one kept.
 */
export async function fetchVersioned<T>(url: string, options: Options = {}, apiFetch: ApiFetch = defaultApiFetch): Promise<Versioned<T>> {
  let etag = '';
  const withEtag: Options = {
    ...options,
    onResponse: ({ response }) => {
      etag = response.headers.get('etag') ?? '';
    },
  };
  const data = await apiFetch<T>(url, withEtag);
  return { data, etag };
}

/** Calls an endpoint (schemas/api gives its path and method) and keeps the answer's ETag; typed by the contract. */
export function callVersioned<K extends EndpointName>(name: K, call: EndpointCall<K>, options: Options = {}, apiFetch: ApiFetch = defaultApiFetch): Promise<Versioned<ApiResponse<K>>> {
  const { url, method, body } = endpointRequest(name, call);
  return fetchVersioned<ApiResponse<K>>(url, { ...options, ...(method !== 'GET' && { method }), ...(body !== undefined && { body }) }, apiFetch);
}

/** The headers of a save that must not overwrite someone else's (HTTP 412 when the version is stale). */
export function ifMatch(etag: string): Record<string, string> {
  return { 'If-Match': etag };
}
