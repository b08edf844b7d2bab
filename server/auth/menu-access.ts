import { deriveSegment, pathAccess, type MenuDeclaration } from '@ombudsportalen/portal/access';
import menuJson from '../../schemas/menu/menu.json';
import type { FastifyRequest } from 'fastify';
import { accessGuard, paramOf, type AccessGuard } from './access-guard.js';
import { agencyFactsOf } from './api-guard.js';

// A query parameter as a string ('' when absent or repeated: no rule accepts that as an agency).
function queryOf(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

// The same declaration the SPA's menu is built from, so the server refuses exactly what the menu hides.
const MENU = menuJson as MenuDeclaration;

export interface MenuAccessOptions {
  /** Path parameter naming the agency whose segment counts (internal and chain routes); default: the caller's own. */
  agencyParam?: string;
  /** Query parameter naming that agency instead (internal terminal parameters: ?agencyNumber=). */
  agencyQuery?: string;
}

/**
 * For endpoints backing a menu page: 403 unless engine pathAccess says 'allowed' for the caller's roles and the
 * agency's segment (e.g. '/terminal' refuses SALJARE, and OMBMGR of a DIGITAL or TRACK outlet).
 * Put it after the rule that ties the caller to the agency; an unknown path fails at start-up.
 */
export function requireMenuAccess(path: string, { agencyParam, agencyQuery }: MenuAccessOptions = {}): AccessGuard {
  if (pathAccess(MENU, path, { roles: [], segment: deriveSegment(null) }) === 'unknown') {
    throw new Error(`requireMenuAccess: ${path} is not declared in schemas/menu/menu.json`);
  }
  return accessGuard(`menu ${path}`, async (caller, request) => {
    const agencyNumber = agencyParam !== undefined ? paramOf(request, agencyParam)
      : agencyQuery !== undefined ? queryOf(request, agencyQuery) : caller.agencyNumber;
    const facts = agencyNumber === '' ? undefined : await agencyFactsOf(request, agencyNumber);
    return pathAccess(MENU, path, { roles: caller.roles, segment: deriveSegment(facts) }) === 'allowed';
  }, agencyParam === undefined ? [] : [agencyParam]);
}
