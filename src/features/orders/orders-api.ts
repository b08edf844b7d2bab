import { apiFetch as defaultApiFetch, type ApiFetch } from '../../api/http-client';
import { fetchVersioned, ifMatch } from '../../api/versioned-fetch';
import type { ListFormSource } from '../../forms/list-form';

const API = '/api/api-retail/v2';

/** GET/PUT products (spec part 2 §7 "Orders"): own agency, or for internal staff the chosen one under /internal. */
export function productsPath(internal: boolean, agencyNumber: string): string {
  const agency = encodeURIComponent(agencyNumber);
  return internal ? `${API}/internal/agencies/${agency}/products` : `${API}/agencies/${agency}/products`;
}

export function ordersSource(internal: boolean, agencyNumber: string, apiFetch: ApiFetch = defaultApiFetch): ListFormSource {
  const path = productsPath(internal, agencyNumber);
  return {
    load: () => fetchVersioned<unknown[]>(path, {}, apiFetch),
    save: (payload, etag) => fetchVersioned(path, { method: 'PUT', body: payload, headers: ifMatch(etag) }, apiFetch),
  };
}
