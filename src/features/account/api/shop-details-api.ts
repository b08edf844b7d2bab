import { apiFetch as defaultApiFetch, type ApiFetch } from '../../../api/http-client';
import type { AgencyInfo } from '../../../state/agency';
import { fetchVersioned, ifMatch, type Versioned } from './versioned-fetch';

const API = '/api/api-retail/v2';

/** Agency staff edit their own shop; internal staff the chosen agency through /internal (spec part 1 §7 Agency). */
export interface ShopSource {
  internal: boolean;
  agencyNumber: string;
}

export function shopInfoPath({ internal, agencyNumber }: ShopSource): string {
  const agency = encodeURIComponent(agencyNumber);
  return internal ? `${API}/internal/agencies/${agency}/info` : `${API}/agencies/${agency}/info`;
}

/** GET the agency info with its ETag (the agencies row version). */
export function fetchShopDetails(source: ShopSource, apiFetch: ApiFetch = defaultApiFetch): Promise<Versioned<AgencyInfo>> {
  return fetchVersioned<AgencyInfo>(shopInfoPath(source), {}, apiFetch);
}

/** PUT the shop form's payload (nested addresses, engine buildFormPayload) with If-Match; answers the saved info. */
export function saveShopDetails(source: ShopSource, payload: Record<string, unknown>, etag: string, apiFetch: ApiFetch = defaultApiFetch): Promise<Versioned<AgencyInfo>> {
  return fetchVersioned<AgencyInfo>(shopInfoPath(source), { method: 'PUT', body: payload, headers: ifMatch(etag) }, apiFetch);
}
