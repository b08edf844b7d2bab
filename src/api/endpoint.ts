import { API_ENDPOINTS, apiUrl, type ApiBody, type ApiParams, type ApiQuery, type ApiResponse, type EndpointName } from '@ombudsportalen/portal/api';
import { apiFetch as defaultApiFetch, type ApiFetch, type ApiFetchOptions } from './http-client';

type HasKeys<T> = string extends keyof T ? false : [keyof T] extends [never] ? false : true;

/** What a call of an endpoint needs: its path parameters (when it has any), query and body, typed by the contract. */
export type EndpointCall<K extends EndpointName> =
  (HasKeys<ApiParams<K>> extends true ? { params: ApiParams<K> } : { params?: undefined })
  & { query?: Partial<ApiQuery<K>> }
  & ([ApiBody<K>] extends [undefined] ? { body?: undefined } : { body: ApiBody<K> });

/** The URL, method and body of a call (schemas/api gives the path and method). */
export function endpointRequest<K extends EndpointName>(name: K, call: EndpointCall<K>): { url: string; method: string; body: ApiBody<K> } {
  const url = apiUrl(name, call.params as ApiParams<K> | undefined, call.query as never);
  return { url, method: API_ENDPOINTS[name].method, body: call.body as ApiBody<K> };
}

/** Calls an endpoint through apiFetch; the answer is typed by the contract. */
export function callEndpoint<K extends EndpointName>(name: K, call: EndpointCall<K>, options: ApiFetchOptions = {}, apiFetch: ApiFetch = defaultApiFetch): Promise<ApiResponse<K>> {
  const { url, method, body } = endpointRequest(name, call);
  const init: ApiFetchOptions = { ...options, ...(method !== 'GET' && { method }), ...(body !== undefined && { body }) };
  return Object.keys(init).length === 0 ? apiFetch<ApiResponse<K>>(url) : apiFetch<ApiResponse<K>>(url, init);
}
