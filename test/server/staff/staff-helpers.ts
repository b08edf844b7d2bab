import type { StaffUser } from '@ombudsportalen/portal/api';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';

export const API = '/api/api-retail/v2';
export const INTERNAL = ['ADMIN1', 'COACH1'];

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A call to /api as a seeded user (token minted from the test database), with optional If-Match. */
export async function call(t: TestApp, user: string, method: Method, path: string, body?: object, ifMatch?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...bearer(await accessTokenFor(t, user)) };
  if (ifMatch !== undefined) headers['if-match'] = ifMatch;
  return t.app.inject({ method, url: `${API}${path}`, headers, ...(body === undefined ? {} : { payload: body }) });
}

/** The agency's staff as the list call answers it to a caller (internal callers through the internal variant). */
export async function staffList(t: TestApp, caller: string, agency = '1001'): Promise<StaffUser[]> {
  const path = INTERNAL.includes(caller) ? `/internal/agencies/${agency}/users?username=${caller.toLowerCase()}` : `/agencies/${agency}/users`;
  const response = await call(t, caller, 'GET', path);
  if (response.statusCode !== 200) throw new Error(`list: ${response.statusCode} ${response.body}`);
  return response.json() as StaffUser[];
}

/** The stored row version of a user as an If-Match value. */
export async function currentEtag(t: TestApp, username: string): Promise<string> {
  const row = await t.store.db.selectFrom('users').select('version').where('username', '=', username).executeTakeFirst();
  if (row === undefined) throw new Error(`no user ${username}`);
  return `"${row.version}"`;
}

/** The update URL of a caller: internal staff use /internal/users. */
export function updatePath(caller: string): string {
  return INTERNAL.includes(caller) ? '/internal/users' : '/users';
}
