import type { FastifyRequest } from 'fastify';
import { sameUsername } from '@ombudsportalen/portal/access';
import type { EndpointName } from '@ombudsportalen/portal/api';
import { AppError } from '../http/errors.js';
import { contractOf } from '../http/contract-route.js';
import type { UserRecord } from '../repositories/user-repository.js';

// The server side of the gates before the shell (spec part 1 §2; docs/security.md, finding 9): what the browser
// hides, the API refuses. The routes are named by their contract (schemas/api).
const SESSION: EndpointName[] = ['getMe'];
/** The spec's paths of the own user record, which the SPA reads the current user from: only with the caller's name. */
const OWN_USER_READS = new Set<EndpointName>(['getAgencyUser', 'getPartnerUser', 'getChainUser']);
/** While a password change is forced: the session and the password page. */
const PASSWORD_GATE = new Set<EndpointName>([...SESSION, 'changeAgencyPassword', 'changePartnerPassword', 'changeChainPassword']);
/** While GDPR acceptance is pending: the session and the GDPR page's save of the own record. */
const GDPR_GATE = new Set<EndpointName>([...SESSION, 'saveAgencyUser', 'savePartnerUser', 'saveChainUser']);

export const gateErrors = {
  passwordChange: () => new AppError(403, 'error.gate.password-change', 'Du måste byta lösenord innan du kan fortsätta.'),
  gdpr: () => new AppError(403, 'error.gate.gdpr', 'Du måste godkänna hanteringen av personuppgifter innan du kan fortsätta.'),
};

type GateFacts = Pick<UserRecord, 'forcePasswordChange' | 'gdprAcceptDate'>;

/** The gate the user stands at, in the spec's order; null once both are passed. */
export function serverGateOf(user: Readonly<GateFacts>): 'password' | 'gdpr' | null {
  if (user.forcePasswordChange) return 'password';
  if (user.gdprAcceptDate !== null && user.gdprAcceptDate.trim() === '') return 'gdpr';
  return null;
}

/** The 403 the caller's gate (their record, read now) gives this request, or undefined when the request may pass. */
export function refusalAtGate(request: FastifyRequest, caller: Readonly<GateFacts & Pick<UserRecord, 'username'>>): AppError | undefined {
  const gate = serverGateOf(caller);
  if (gate === null) return undefined;
  const route = contractOf(request);
  const named = (request.params as { username?: unknown } | undefined)?.username;
  if (route !== undefined && OWN_USER_READS.has(route) && typeof named === 'string' && sameUsername(named, caller.username)) return undefined;
  if (gate === 'password' && (route === undefined || !PASSWORD_GATE.has(route))) return gateErrors.passwordChange();
  if (gate === 'gdpr' && (route === undefined || !GDPR_GATE.has(route))) return gateErrors.gdpr();
  return undefined;
}
