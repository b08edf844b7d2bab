import { isChainUser } from '@ombudsportalen/portal/access';
import { accessGuard, paramOf, type AccessGuard } from '../auth/access-guard.js';
import { isChainAgency, isOwnAgency, requirePartner } from '../auth/agency-access.js';
import { agencyFactsOf } from '../auth/api-guard.js';
import { requireMenuAccess } from '../auth/menu-access.js';
import type { AuthenticatedUser } from '../auth/token-service.js';
import type { FastifyRequest } from 'fastify';

function hasChain(caller: AuthenticatedUser): boolean {
  return isChainUser(caller.roles) && caller.storeChainId !== null && caller.storeChainId !== 0;
}

/** Whether a RETAIL caller may fetch reports of an agency: one of its chain that shares its reports (shareAgencyReport). */
export async function mayReportOnChainAgency(caller: AuthenticatedUser, request: FastifyRequest, agencyNumber: string): Promise<boolean> {
  if (!hasChain(caller) || agencyNumber === '') return false;
  const agency = await agencyFactsOf(request, agencyNumber);
  return agency !== undefined && agency.shareAgencyReport && isChainAgency(caller, agency.retailChainId);
}

/**
 * Report endpoints of an agency (part 2 §6 "Report agency resolution"): agency staff for their own agency; RETAIL for
 * an agency of its chain that shares its reports (else 403, also for agencies that do not exist). A RETAIL caller with
 * an empty agency passes, so the handler can answer 404 'Fyll i ombudsnummer.' (the spec's missing P_OMBUDNR case).
 */
export function requireReportAgency({ param = 'agencyNumber' }: { param?: string } = {}): AccessGuard {
  return accessGuard('own-agency-or-shared-chain-agency', (caller, request) => {
    const agencyNumber = paramOf(request, param);
    if (isOwnAgency(caller, agencyNumber)) return true;
    if (agencyNumber === '') return hasChain(caller);
    return mayReportOnChainAgency(caller, request, agencyNumber);
  }, [param]);
}

/** The rules of an agency's report download (POST /agencies/:agencyNumber/reports/:reportCode); a subscription's run
 * applies the same ones to its subscriber as the store holds them at the hour. */
export function agencyReportAccess(): AccessGuard[] {
  return [requireReportAgency(), requireMenuAccess('/ekonomirapporter', { agencyParam: 'agencyNumber' })];
}

/** The rules of a partner's report download (POST /partner/:partnerId/economy/reports/:reportCode): the caller's own
 * partner, where /partnerrapporter is theirs; a subscription's run applies them at the hour too. */
export function partnerReportAccess(): AccessGuard[] {
  return [requirePartner({ param: 'partnerId' }), requireMenuAccess('/partnerrapporter')];
}
