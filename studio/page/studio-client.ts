// The studio page's calls to its local server (studio/server/studio-routes.ts): paths, bodies and answers come from the
// contract (schemas/api/studio.json), as the SPA's callEndpoint takes them (src/api/endpoint.ts).
import { API_ENDPOINTS, apiUrl, type ApiBody, type ApiQuery, type ApiResponse, type EndpointName, type ErrorBody, type StudioChoice } from '@ombudsportalen/portal/api';
import { STUDIO_REQUEST_HEADER } from '../server/studio-guard.js';
import type { MetaSchemas } from './meta-schema.js';

type StudioEndpoint = Extract<EndpointName, `studio${string}`>;

// The studio server takes a POST only as JSON with this header (studio/server/studio-guard.ts): no cross-site form can.
const POST_HEADERS = { 'content-type': 'application/json', [STUDIO_REQUEST_HEADER]: '1' };

/** One call of a studio endpoint: the raw response (a report file is read as a blob). */
function send<K extends StudioEndpoint>(name: K, call: { query?: ApiQuery<K>; body?: ApiBody<K> } = {}): Promise<Response> {
  const { method } = API_ENDPOINTS[name];
  const url = apiUrl(name, undefined, call.query as never);
  return method === 'GET' ? fetch(url) : fetch(url, { method, headers: POST_HEADERS, body: JSON.stringify(call.body) });
}

/** The answer of a call that succeeds when the studio runs (the reads). */
async function answer<K extends StudioEndpoint>(name: K, call?: { query?: ApiQuery<K>; body?: ApiBody<K> }): Promise<ApiResponse<K>> {
  return (await (await send(name, call)).json()) as ApiResponse<K>;
}

/** The answer of a write the studio may refuse: its value, or the error answer with its status. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; error: ErrorBody };

async function outcome<K extends StudioEndpoint>(name: K, body: ApiBody<K>): Promise<Outcome<ApiResponse<K>>> {
  const response = await send(name, { body });
  const json = (await response.json()) as unknown;
  return response.ok ? { ok: true, value: json as ApiResponse<K> } : { ok: false, status: response.status, error: json as ErrorBody };
}

export const studioClient = {
  setup: () => answer('studioSetup'),
  reference: () => answer('studioReference'),
  definition: (file: string) => answer('studioDefinition', { query: { file } }),
  run: (file: string, choice: StudioChoice, values: Record<string, unknown>, format: ApiBody<'studioRun'>['format']) =>
    answer('studioRun', { body: { file, choice, values, format } }),
  report: (body: ApiBody<'studioReport'>) => send('studioReport', { body }),
  /** The meta-schema files, read as the editor's schema nodes. */
  meta: () => answer('studioMeta') as Promise<MetaSchemas>,
  /** Writes the report definition to reports/<x-report.code>.json. */
  save: (definition: Record<string, unknown>) => outcome('studioSave', { json: definition }),
  commit: (code: string) => outcome('studioCommit', { code }),
  /** Calls back with the files of each save under schemas/. */
  onSaved: (callback: (files: string[]) => void) => {
    const source = new EventSource(API_ENDPOINTS.studioEvents.path);
    source.onmessage = (e) => callback((JSON.parse(e.data as string) as { files: string[] }).files);
    return () => source.close();
  },
};
