import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/api-guard.js';
import { errors } from '../errors.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { toUserResponse, userResponseSchema } from './user-response.js';

const name = { type: 'string', minLength: 1, maxLength: 64 } as const;
const response = { 200: userResponseSchema };
// Staff administrators may read colleagues in their own agency; everyone else only themselves.
const STAFF_ADMIN_ROLES = ['OMBMGR', 'SALJPLUS'];

function sameUser(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase();
}

/** GET the caller (/me) and the spec's user reads (§7) under /api/api-retail/v2. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const load = (username: string): UserRecord => {
    const user = app.repos.users.findByUsername(username);
    if (user === undefined) throw errors.notFound();
    return user;
  };

  app.get('/me', { schema: { response } }, async (request) => toUserResponse(load(callerOf(request).username)));

  app.get<{ Params: { agency: string; username: string } }>('/agencies/:agency/users/:username', {
    schema: { params: { type: 'object', properties: { agency: name, username: name } }, response },
  }, async (request) => {
    const caller = callerOf(request);
    const { agency, username } = request.params;
    if (caller.agencyNumber === '' || caller.agencyNumber !== agency) throw errors.forbidden();
    const isSelf = sameUser(caller.username, username);
    if (!isSelf && !caller.roles.some((role) => STAFF_ADMIN_ROLES.includes(role))) throw errors.forbidden();
    const user = load(username);
    if (user.agencyNumber !== agency) throw errors.notFound();
    return toUserResponse(user);
  });

  app.get<{ Params: { partner: string; username: string } }>('/partner/:partner/users/:username', {
    schema: { params: { type: 'object', properties: { partner: name, username: name } }, response },
  }, async (request) => {
    const caller = callerOf(request);
    const { partner, username } = request.params;
    if (!sameUser(caller.username, username)) throw errors.forbidden();
    const user = load(username);
    if (user.partner === null || user.partner.toUpperCase() !== partner.toUpperCase()) throw errors.forbidden();
    return toUserResponse(user);
  });

  app.get<{ Params: { username: string } }>('/chain/users/:username', {
    schema: { params: { type: 'object', properties: { username: name } }, response },
  }, async (request) => {
    const caller = callerOf(request);
    if (!sameUser(caller.username, request.params.username)) throw errors.forbidden();
    const user = load(request.params.username);
    if (user.storeChainId === null || !user.roles.includes('RETAIL')) throw errors.forbidden();
    return toUserResponse(user);
  });
};
