import { apiUrl, type AgencyInfo, type ApiBody } from '@ombudsportalen/portal/api';
import { apiFetch as defaultApiFetch, type ApiFetch } from '@/api/http-client';
import { fetchVersioned, ifMatch, type Versioned } from '@/api/versioned-fetch';

/** Agency staff edit their own shop; internal staff the chosen agency through /internal (spec part 1 §7 Agency). */
export interface ShopSource {
  internal: boolean;
  agencyNumber: string;
}

// GET and PUT share the path: the contract's getAgencyInfo / saveAgencyInfo (and their /internal twins).
export function shopInfoPath({ internal, agencyNumber }: ShopSource): string {
  return apiUrl(internal ? 'saveInternalAgencyInfo' : 'saveAgencyInfo', { agencyNumber });
}

/** GET the agency info with its ETag (the agencies row version). */
export function fetchShopDetails(source: ShopSource, apiFetch: ApiFetch = defaultApiFetch): Promise<Versioned<AgencyInfo>> {
  return fetchVersioned<AgencyInfo>(apiUrl(source.internal ? 'getInternalAgencyInfo' : 'getAgencyInfo', { agencyNumber: source.agencyNumber }), {}, apiFetch);
}

/** PUT the shop form's payload (nested addresses, engine buildFormPayload) with If-Match; answers the saved info. */
export function saveShopDetails(source: ShopSource, payload: ApiBody<'saveAgencyInfo'>, etag: string, apiFetch: ApiFetch = defaultApiFetch): Promise<Versioned<AgencyInfo>> {
  return fetchVersioned<AgencyInfo>(shopInfoPath(source), { method: 'PUT', body: payload, headers: ifMatch(etag) }, apiFetch);
}
