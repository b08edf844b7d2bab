// The one set of access rules for /api routes (spec part 1 §6, part 2 §6). Each route declares its rules
// as route onRequest hooks, e.g. `{ onRequest: requireOwnAgency({ chain: true }) }`; api-routes.ts refuses routes without one.
import type { FastifyRequest } from 'fastify';
import { isAgencyStaff, isChainUser, isInternal, partnerIdOf, sameUsername } from '@ombudsportalen/portal/access';
import { accessGuard, paramOf, type AccessGuard } from './access-guard.js';
import { agencyFactsOf } from './api-guard.js';
import type { AuthenticatedUser } from './token-service.js';

export { accessRulesOf, assertAccessDeclared, type AccessGuard } from './access-guard.js';
export { requireMenuAccess } from './menu-access.js';

/** Agency staff (SALJARE, SALJPLUS, OMBMGR, EKONOMI) of exactly this agency (the store's, request.session). */
export function isOwnAgency(caller: AuthenticatedUser, agencyNumber: string): boolean {
  return caller.agencyNumber !== '' && caller.agencyNumber === agencyNumber && isAgencyStaff(caller.roles);
}

/** A RETAIL user whose chain is the agency's; chain 0 ("Ej kedjetillhörighet") is no chain and grants nothing. */
export function isChainAgency(caller: AuthenticatedUser, agencyChainId: number | undefined): boolean {
  const chain = caller.storeChainId;
  return isChainUser(caller.roles) && chain !== null && chain !== 0 && agencyChainId === chain;
}

async function chainOf(request: FastifyRequest, agencyNumber: string): Promise<number | undefined> {
  return agencyNumber === '' ? undefined : (await agencyFactsOf(request, agencyNumber))?.retailChainId;
}

/** Any caller the API guard let in (e.g. GET /me). */
export function requireAuthenticated(): AccessGuard {
  return accessGuard('authenticated', () => true);
}

/** ADMIN or SALJCOACH: the internal endpoints, where the agency is the one the user picked. */
export function requireInternal(): AccessGuard {
  return accessGuard('internal', (caller) => isInternal(caller.roles));
}

export interface OwnAgencyOptions {
  /** Path parameter holding the agency number. */
  param?: string;
  /** Also admit RETAIL users for agencies of their chain. */
  chain?: boolean;
}

/**
 * The path's agency is the caller's own (agency staff), or with `chain` an agency of the RETAIL caller's chain.
 * Refuses with 403 whether or not the agency exists, so non-members cannot probe agency numbers.
 */
export function requireOwnAgency({ param = 'agencyNumber', chain = false }: OwnAgencyOptions = {}): AccessGuard {
  return accessGuard(chain ? 'own-agency-or-chain' : 'own-agency', (caller, request) => {
    const agencyNumber = paramOf(request, param);
    if (isOwnAgency(caller, agencyNumber)) return true;
    if (!chain || !isChainUser(caller.roles)) return false;
    return chainOf(request, agencyNumber).then((chainId) => isChainAgency(caller, chainId));
  }, [param]);
}

/** The caller's partner id (PARTNER_TELIA → TELIA) is the path's partner. */
export function requirePartner({ param = 'partner' }: { param?: string } = {}): AccessGuard {
  return accessGuard('partner', (caller, request) => {
    const partnerId = partnerIdOf(caller.roles);
    return partnerId !== undefined && partnerId !== '' && sameUsername(partnerId, paramOf(request, param));
  }, [param]);
}

/** Agency staff (SALJARE, SALJPLUS, OMBMGR, EKONOMI) with an agency, whatever the path: calls about the caller themself. */
export function requireAgencyStaff(): AccessGuard {
  return accessGuard('agency-staff', (caller) => caller.agencyNumber !== '' && isAgencyStaff(caller.roles));
}

/** A partner-company user (a PARTNER_ role), whatever the path: calls about the caller themself. */
export function requirePartnerUser(): AccessGuard {
  return accessGuard('partner-user', (caller) => (partnerIdOf(caller.roles) ?? '') !== '');
}

/** A RETAIL (chain) user with a chain. */
export function requireChainUser(): AccessGuard {
  return accessGuard('chain-user', (caller) => isChainUser(caller.roles) && caller.storeChainId !== null);
}

export interface SelfOptions {
  /** Path parameter holding the username. */
  param?: string;
}

/** The path's username is the caller (case-insensitive). Another user is a staff read: server/staff/staff-access.ts. */
export function requireSelf({ param = 'username' }: SelfOptions = {}): AccessGuard {
  return accessGuard('self', (caller, request) => sameUsername(caller.username, paramOf(request, param)), [param]);
}
