import { vi } from 'vitest';
import type { FetchImpl } from '@/api/fetch-impl';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
  credentials: RequestCredentials | undefined;
}

export type FakeRoute = (request: RecordedRequest) => Response | Promise<Response> | undefined;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers from test routes (first route returning a Response wins) and records every request. */
export function fakeFetch(...routes: FakeRoute[]) {
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn<FetchImpl>(async (input, init) => {
    const request: RecordedRequest = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: (init?.method ?? 'GET').toUpperCase(),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : '',
      credentials: init?.credentials,
    };
    requests.push(request);
    for (const route of routes) {
      const answer = await route(request);
      if (answer) return answer;
    }
    return json(404, { code: 'error.not_found', message: `No fake route for ${request.method} ${request.url}` });
  });
  return { fetch, requests };
}

/** A route for one path (and optionally method). */
export const on =
  (path: string, answer: (request: RecordedRequest) => Response | Promise<Response>, method?: string): FakeRoute =>
  (request) =>
    request.url.split('?')[0] === path && (!method || request.method === method) ? answer(request) : undefined;
