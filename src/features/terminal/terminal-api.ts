import { apiFetch as defaultApiFetch, type ApiFetch } from '../../api/http-client';
import { fetchVersioned, ifMatch } from '../../api/versioned-fetch';
import type { ListFormSource } from '../../forms/list-form';

const API = '/api/api-retail/v2';

/** Who reads and saves: the own agency, or for internal staff the chosen one through the internal calls. */
export interface TerminalSource {
  internal: boolean;
  agencyNumber: string;
  username: string;
}

/** GET (spec part 2 §7 "Terminal parameters"); the internal call names the agency and the user in the query. */
export function parametersReadPath({ internal, agencyNumber, username }: TerminalSource): string {
  if (!internal) return `${API}/agencies/${encodeURIComponent(agencyNumber)}/terminal/parameters`;
  return `${API}/internal/terminal/parameters?${new URLSearchParams({ agencyNumber, username }).toString()}`;
}

/** PUT: own agency, or /internal/agencies/{n}/terminal/parameters?username=. */
export function parametersSavePath({ internal, agencyNumber, username }: TerminalSource): string {
  const agency = encodeURIComponent(agencyNumber);
  if (!internal) return `${API}/agencies/${agency}/terminal/parameters`;
  return `${API}/internal/agencies/${agency}/terminal/parameters?${new URLSearchParams({ username }).toString()}`;
}

export function terminalSource(source: TerminalSource, apiFetch: ApiFetch = defaultApiFetch): ListFormSource {
  return {
    load: () => fetchVersioned<unknown[]>(parametersReadPath(source), {}, apiFetch),
    save: (payload, etag) => fetchVersioned(parametersSavePath(source), { method: 'PUT', body: payload, headers: ifMatch(etag) }, apiFetch),
  };
}
