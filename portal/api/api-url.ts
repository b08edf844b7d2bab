import { API_ENDPOINTS, type ApiEndpoints } from './contracts.gen';

export type EndpointName = keyof ApiEndpoints;
export type ApiParams<K extends EndpointName> = ApiEndpoints[K]['params'];
export type ApiQuery<K extends EndpointName> = ApiEndpoints[K]['query'];
export type ApiBody<K extends EndpointName> = ApiEndpoints[K]['body'];
/** The answer of an endpoint: any of its 2xx shapes (undefined for a 204 among others); void when 204 is the only one. */
export type ApiResponse<K extends EndpointName> = ApiEndpoints[K]['response'];

type QueryValue = string | number | boolean | null | undefined;

/** The URL of an endpoint: path parameters filled in (URI-encoded), then the query's defined values. */
export function apiUrl<K extends EndpointName>(name: K, params?: ApiParams<K>, query?: Partial<Record<keyof ApiQuery<K>, QueryValue>>): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = API_ENDPOINTS[name].path.replace(/\{([A-Za-z0-9_]+)\}/g, (_match, param: string) => {
    const value = Object.hasOwn(values, param) ? values[param] : undefined;
    if (value === undefined) throw new Error(`apiUrl(${name}): no value for {${param}}`);
    return encodeURIComponent(value);
  });
  const entries = Object.entries((query ?? {}) as Record<string, QueryValue>).filter((entry): entry is [string, string | number | boolean] => entry[1] != null);
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path parameters of a URL (query ignored) when it is this endpoint's, else undefined; for test fakes. */
export function matchApiUrl<K extends EndpointName>(name: K, url: string): ApiParams<K> | undefined {
  const path = url.split('?')[0]!;
  const names: string[] = [];
  const source = API_ENDPOINTS[name].path.split(/(\{[A-Za-z0-9_]+\})/).map((piece) => {
    const param = /^\{([A-Za-z0-9_]+)\}$/.exec(piece);
    if (param === null) return escapeRegExp(piece);
    names.push(param[1]!);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source.join('')}$`).exec(path);
  if (match === null) return undefined;
  return Object.fromEntries(names.map((param, index) => [param, decodeURIComponent(match[index + 1]!)])) as ApiParams<K>;
}
