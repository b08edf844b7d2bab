import type { OrderSave } from '@ombudsportalen/portal/api';
import { apiFetch as defaultApiFetch, type ApiFetch } from '@/api/http-client';
import { callVersioned, ifMatch } from '@/api/versioned-fetch';
import type { ListFormSource } from '@/forms/list-form';

/** GET/PUT products (spec part 2 §7 "Orders"): own agency, or for internal staff the chosen one under /internal. */
export function ordersSource(internal: boolean, agencyNumber: string, apiFetch: ApiFetch = defaultApiFetch): ListFormSource {
  const params = { agencyNumber };
  return {
    load: () => callVersioned(internal ? 'getInternalOrders' : 'getOrders', { params }, {}, apiFetch),
    // The payload is the orders template's (built from its definition); the server validates it with the same template.
    save: (payload, etag) => callVersioned(internal ? 'saveInternalOrders' : 'saveOrders', { params, body: payload as OrderSave }, { headers: ifMatch(etag) }, apiFetch),
  };
}
