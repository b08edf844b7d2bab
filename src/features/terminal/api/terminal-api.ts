import type { TerminalParameterSave } from '@ombudsportalen/portal/api';
import { apiFetch as defaultApiFetch, type ApiFetch } from '@/api/http-client';
import { callVersioned, ifMatch } from '@/api/versioned-fetch';
import type { ListFormSource } from '@/forms/list-form';

/** Who reads and saves: the own agency, or for internal staff the chosen one through the internal calls. */
export interface TerminalSource {
  internal: boolean;
  agencyNumber: string;
  username: string;
}

/**
 * GET and PUT (spec part 2 §7 "Terminal parameters"): the own agency's, or the internal calls, whose GET names the agency
 * and the user in the query and whose PUT names the user (?username=).
 */
export function terminalSource({ internal, agencyNumber, username }: TerminalSource, apiFetch: ApiFetch = defaultApiFetch): ListFormSource {
  const params = { agencyNumber };
  // The payload is the terminal template's (built from its definition); the server validates it with the same template.
  const body = (payload: Record<string, unknown>) => payload as TerminalParameterSave;
  return {
    load: () => (internal
      ? callVersioned('getInternalTerminalParameters', { query: { agencyNumber, username } }, {}, apiFetch)
      : callVersioned('getTerminalParameters', { params }, {}, apiFetch)),
    save: (payload, etag) => (internal
      ? callVersioned('saveInternalTerminalParameters', { params, query: { username }, body: body(payload) }, { headers: ifMatch(etag) }, apiFetch)
      : callVersioned('saveTerminalParameters', { params, body: body(payload) }, { headers: ifMatch(etag) }, apiFetch)),
  };
}
