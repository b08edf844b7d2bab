import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { UserRecord } from '../repositories/user-repository.js';

// The server side of the gates before the shell (spec part 1 §2; docs/security.md, finding 9): what the browser
// hides, the API refuses. Keys are "METHOD route-url" under /api.
const V2 = '/api/api-retail/v2';
const SESSION = [`GET ${V2}/me`];
/** The spec's paths of the own user record, which the SPA reads the current user from: only with the caller's name. */
const OWN_USER_READS = new Set([`GET ${V2}/agencies/:agency/users/:username`, `GET ${V2}/partner/:partner/users/:username`, `GET ${V2}/chain/users/:username`]);
/** While a password change is forced: the session and the password page. */
const PASSWORD_GATE = new Set([...SESSION, `PUT ${V2}/user/password`, `PUT ${V2}/partner/user/password`, `PUT ${V2}/chain/user/password`]);
/** While GDPR acceptance is pending: the session and the GDPR page's save of the own record. */
const GDPR_GATE = new Set([...SESSION, `PUT ${V2}/users`, `PUT ${V2}/partner/user`, `PUT ${V2}/chain/user`]);

export const gateErrors = {
  passwordChange: () => new AppError(403, 'error.gate.password-change', 'Du måste byta lösenord innan du kan fortsätta.'),
  gdpr: () => new AppError(403, 'error.gate.gdpr', 'Du måste godkänna hanteringen av personuppgifter innan du kan fortsätta.'),
};

/** The gate the user stands at, in the spec's order; null once both are passed. */
export function serverGateOf(user: Pick<UserRecord, 'forcePasswordChange' | 'gdprAcceptDate'>): 'password' | 'gdpr' | null {
  if (user.forcePasswordChange) return 'password';
  if (user.gdprAcceptDate !== null && user.gdprAcceptDate.trim() === '') return 'gdpr';
  return null;
}

/** onRequest hook after the API guard: 403 error.gate.* for any call the caller's current gate does not need. */
export function createGateGuard(app: FastifyInstance) {
  return async function gateGuard(request: FastifyRequest): Promise<void> {
    if (request.user === null) return;
    const user = app.repos.users.findByUsername(request.user.username);
    const gate = user === undefined ? null : serverGateOf(user);
    if (gate === null) return;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const named = (request.params as { username?: unknown } | undefined)?.username;
    if (OWN_USER_READS.has(route) && typeof named === 'string' && named.toUpperCase() === request.user.username.toUpperCase()) return;
    if (gate === 'password' && !PASSWORD_GATE.has(route)) throw gateErrors.passwordChange();
    if (gate === 'gdpr' && !GDPR_GATE.has(route)) throw gateErrors.gdpr();
  };
}
