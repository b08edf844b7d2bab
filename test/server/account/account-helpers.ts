import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';

export const V2 = '/api-retail/v2';

type Method = 'GET' | 'PUT' | 'POST';

/** A call to /api as a seeded user (token minted from the test database), with optional If-Match. */
export async function call(t: TestApp, user: string, method: Method, path: string, body?: object, ifMatch?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...bearer(await accessTokenFor(t, user)) };
  if (ifMatch !== undefined) headers['if-match'] = ifMatch;
  return t.app.inject({ method, url: `/api${path}`, headers, ...(body === undefined ? {} : { payload: body }) });
}

/** The ETag a GET answers (what a client sends back in If-Match). */
export async function etagOf(t: TestApp, user: string, path: string): Promise<string> {
  const response = await call(t, user, 'GET', path);
  if (response.statusCode !== 200) throw new Error(`GET ${path}: ${response.statusCode} ${response.body}`);
  return String(response.headers.etag);
}

/** A form post to the learning service (outside /api), as the hidden form in the new tab sends it. */
export function postForm(t: TestApp, url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString(),
  });
}
