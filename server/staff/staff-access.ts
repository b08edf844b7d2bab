import type { FastifyRequest } from 'fastify';
import { deriveSegment, pathAccess, type MenuDeclaration, type StaffCardAction } from '@ombudsportalen/portal/access';
import menuJson from '../../schemas/menu/menu.json';
import { agencyFactsOf, sessionOf } from '../auth/api-guard.js';
import { gateErrors, serverGateOf } from '../auth/gate-guard.js';
import type { AuthenticatedUser } from '../auth/token-service.js';
import { errors } from '../http/errors.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { mayAdd, requireCardAction } from './staff-card-rules.js';
import { actingAgency, staffMember } from './staff-user.js';

/** The staff page: its menu rule (schemas/menu/menu.json) is who may see the agency's staff and their cards. */
export const STAFF_PAGE = '/personal';
const MENU = menuJson as MenuDeclaration;

/** What a staff call does to the agency: read its staff, or add to it. */
export type AgencyOperation = { kind: 'list' } | { kind: 'add' };
/** What a staff call does to one card: read it, or act on it (actions: the card rules it needs, or how to tell them from the stored target). */
export type CardOperation =
  | { kind: 'read'; username: string }
  | { kind: 'act'; username: string; actions: readonly StaffCardAction[] | ((target: UserRecord) => readonly StaffCardAction[]) };

export interface StaffScope {
  caller: AuthenticatedUser;
  /** The agency the call acts for: the caller's own, or an internal caller's chosen one. */
  agencyNumber: string;
}

export interface CardScope extends StaffScope {
  /** The card's user, of that agency. */
  target: UserRecord;
}

/**
 * The one enforcement point of staff administration (docs/security.md, issue 23 finding 3): every route that reads or
 * writes another user calls it, whatever its path. In order: the caller's gates (a pending password change or GDPR
 * acceptance allows no staff call, whatever the route's gate list says), the acting agency (403 for another agency),
 * the staff page's menu rule for that agency's segment (403), the add rule (403), the target in that agency (404),
 * and each card action the call needs (403). Throws; returns the scope the handler works in.
 */
export async function authorizeStaff(request: FastifyRequest, namedAgency: string | undefined, operation: AgencyOperation): Promise<StaffScope>;
export async function authorizeStaff(request: FastifyRequest, namedAgency: string | undefined, operation: CardOperation): Promise<CardScope>;
export async function authorizeStaff(request: FastifyRequest, namedAgency: string | undefined, operation: AgencyOperation | CardOperation): Promise<StaffScope | CardScope> {
  const app = request.server;
  const { user: caller, record } = sessionOf(request);
  const gate = serverGateOf(record);
  if (gate === 'password') throw gateErrors.passwordChange();
  if (gate === 'gdpr') throw gateErrors.gdpr();
  const agencyNumber = await actingAgency(app, caller, namedAgency);
  const segment = deriveSegment(await agencyFactsOf(request, agencyNumber)); // the caller's own: the guard's read
  if (pathAccess(MENU, STAFF_PAGE, { roles: caller.roles, segment }) !== 'allowed') throw errors.forbidden();
  if (operation.kind === 'add' && !mayAdd(caller)) throw errors.forbidden();
  if (operation.kind === 'list' || operation.kind === 'add') return { caller, agencyNumber };
  const target = await staffMember(app, agencyNumber, operation.username);
  if (operation.kind === 'act') {
    const actions = typeof operation.actions === 'function' ? operation.actions(target) : operation.actions;
    for (const action of actions) requireCardAction(caller, action, target);
  }
  return { caller, agencyNumber, target };
}
