import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffUser } from '@ombudsportalen/portal/api';
import { refuseUnknownFields } from '../http/errors.js';
import { setEtag } from '../http/preconditions.js';
import { contractFields } from '../http/contract-route.js';
import { callerOf } from '../auth/api-guard.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { authorizeStaff, type StaffScope } from './staff-access.js';
import { toStaffUser } from './staff-user.js';
import { type CardDiff, type CardEndpoint, cardActionsOf, cardDiff, decodedCard, type StaffChanges, updateStaff } from './staff-writes.js';

// No additionalProperties: false on the body (Fastify would drop unknown keys silently): a 400 names them instead.
const UPDATE_FIELDS = contractFields('StaffUpdate');

/** A staff write's answer: the user as the contract's StaffUser, with its ETag. */
export function staffAnswer(reply: FastifyReply, user: UserRecord, { caller }: StaffScope): StaffUser {
  setEtag(reply, user.version);
  return toStaffUser(user, caller, reply.server.now());
}

/**
 * A card's save (Spara, the extended checkbox, a one-time password) by PUT /users naming another user or PUT
 * /internal/users: the body decoded once, diffed once against the stored target, that diff giving both the card
 * rules authorizeStaff checks and the write.
 */
export async function saveStaffCard(request: FastifyRequest, reply: FastifyReply, endpoint: CardEndpoint, body: StaffChanges): Promise<StaffUser> {
  const card = await decodedCard(request.server, callerOf(request), endpoint, body);
  let diff: CardDiff | undefined; // authorizeStaff asks for the actions once, on the target it loaded
  const scope = await authorizeStaff(request, body.agencyNumber, {
    kind: 'act', username: body.username, actions: (target) => cardActionsOf(diff = cardDiff(target, card), card),
  });
  refuseUnknownFields(body, UPDATE_FIELDS);
  return staffAnswer(reply, await updateStaff(request.server, request, scope, card, diff ?? cardDiff(scope.target, card)), scope);
}
