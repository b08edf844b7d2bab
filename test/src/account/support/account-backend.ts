import { apiUrl, type User } from '@ombudsportalen/portal/api';
import { json, on, type FakeRoute, type RecordedRequest } from '../../support/fake-fetch';
import { meOf, type TestUser, userPathOf } from '../../support/session-backend';

/** A JSON answer with an ETag, as the user and agency reads and saves answer. */
export function versioned(status: number, body: unknown, etag: string): Response {
  const response = json(status, body);
  response.headers.set('etag', etag);
  return response;
}

/** The body of a recorded request, parsed. */
export const bodyOf = (request: RecordedRequest): Record<string, unknown> => JSON.parse(request.body) as Record<string, unknown>;

/**
 * The user read (userPathOf: the spec's path) with ETag "7" and PUT /users (agency staff) that answers the user with
 * the body's changes and ETag "8"; `me` overrides what the read answers. Put these before sessionBackend's own routes (they are its `extra`).
 */
export function ownUserRoutes(user: TestUser, me: Partial<User> = {}): FakeRoute[] {
  const current: User = { ...meOf(user), ...me };
  return [
    on(userPathOf(user), () => versioned(200, current, '"7"'), 'GET'),
    on(apiUrl('saveAgencyUser'), (request) => versioned(200, { ...current, ...bodyOf(request) }, '"8"'), 'PUT'),
  ];
}
