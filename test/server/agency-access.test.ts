import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accessRulesOf, assertAccessDeclared, requireInternal, requireMenuAccess, requireOwnAgency, type AccessGuard,
} from '../../server/auth/agency-access.js';
import type { RequestSession } from '../../server/auth/api-guard.js';
import type { AuthenticatedUser } from '../../server/auth/token-service.js';
import { errorHandler } from '../../server/plugins/error-handler.js';
import type { Repositories } from '../../server/repositories/create-repositories.js';
import '../../server/fastify-types.js';

// The guards on a bare Fastify: the caller comes from a test header, agencies from a stub (no database, no tokens).
const AGENCIES: Record<string, { retailChainId: number; agencyType: string; revenueSegment: string }> = {
  1001: { retailChainId: 3, agencyType: 'O', revenueSegment: 'STANDARD' },
  2002: { retailChainId: 0, agencyType: 'D', revenueSegment: 'SILVER' },
  3003: { retailChainId: 0, agencyType: 'O', revenueSegment: 'BANA' },
};

let app: FastifyInstance | undefined;
afterEach(async () => { await app?.close(); app = undefined; });

async function appWith(routes: Array<[string, AccessGuard | AccessGuard[]]>): Promise<FastifyInstance> {
  app = Fastify();
  app.decorate('repos', { agencies: { accessFactsOf: async (n: string) => AGENCIES[n] } } as unknown as Repositories);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const user = JSON.parse(String(request.headers['x-caller'])) as AuthenticatedUser;
    request.session = { user, agency: undefined } as unknown as RequestSession;
  });
  await app.register(errorHandler);
  for (const [url, onRequest] of routes) app.get(url, { onRequest }, async () => ({ ok: true }));
  return app;
}

const caller = (roles: string[], agencyNumber = '', storeChainId: number | null = null): AuthenticatedUser =>
  ({ username: 'U', roles, agencyNumber, storeChainId, givenName: 'G', familyName: 'F' });
const status = async (url: string, who: AuthenticatedUser) =>
  (await app!.inject({ method: 'GET', url, headers: { 'x-caller': JSON.stringify(who) } })).statusCode;

describe('requireMenuAccess', () => {
  it('refuses what the menu hides for the caller’s role and own agency’s segment (/terminal)', async () => {
    await appWith([['/terminal-data', requireMenuAccess('/terminal')]]);
    expect(await status('/terminal-data', caller(['SALJARE'], '1001'))).toBe(403);
    expect(await status('/terminal-data', caller(['OMBMGR'], '1001'))).toBe(200);
    expect(await status('/terminal-data', caller(['OMBMGR'], '2002'))).toBe(403);
    expect(await status('/terminal-data', caller(['OMBMGR'], '3003'))).toBe(403);
    expect(await status('/terminal-data', caller(['ADMIN']))).toBe(200);
    expect(await status('/terminal-data', caller(['PARTNER_TELIA']))).toBe(403);
  });

  it('takes the segment from a path agency when told to (internal routes)', async () => {
    await appWith([['/internal/:agencyNumber/terminal', [requireInternal(), requireMenuAccess('/terminal', { agencyParam: 'agencyNumber' })]]]);
    expect(await status('/internal/1001/terminal', caller(['SALJCOACH']))).toBe(200);
    expect(await status('/internal/2002/terminal', caller(['SALJCOACH']))).toBe(403);
    expect(await status('/internal/1001/terminal', caller(['OMBMGR'], '1001'))).toBe(403);
  });

  it('fails at start-up for a path the menu does not declare', () => {
    expect(() => requireMenuAccess('/no-such-page')).toThrow(/not declared/);
  });
});

describe('requireOwnAgency', () => {
  it('admits own-agency staff and, with chain, RETAIL of the agency’s chain (never chain 0)', async () => {
    await appWith([['/a/:agencyNumber', requireOwnAgency({ chain: true })], ['/b/:agencyNumber', requireOwnAgency()]]);
    expect(await status('/a/1001', caller(['EKONOMI'], '1001'))).toBe(200);
    expect(await status('/a/1001', caller(['RETAIL'], '', 3))).toBe(200);
    expect(await status('/b/1001', caller(['RETAIL'], '', 3))).toBe(403);
    expect(await status('/a/2002', caller(['RETAIL'], '', 0))).toBe(403);
    expect(await status('/a/1001', caller(['ADMIN']))).toBe(403);
    // An agency number in the token without an agency role grants nothing.
    expect(await status('/a/1001', caller(['PARTNER_TELIA'], '1001'))).toBe(403);
  });
});

describe('assertAccessDeclared', () => {
  const route = (url: string, onRequest?: unknown) => ({ method: 'GET', url, handler: () => ({}), onRequest }) as never;

  it('refuses a route without an access rule, and a rule reading a parameter the URL lacks', () => {
    expect(() => assertAccessDeclared(route('/open'))).toThrow(/declares no access rule/);
    expect(() => assertAccessDeclared(route('/open', [async () => undefined]))).toThrow(/declares no access rule/);
    expect(() => assertAccessDeclared(route('/agencies/:agency/info', requireOwnAgency()))).toThrow(/:agencyNumber/);
    expect(() => assertAccessDeclared(route('/agencies/:agencyNumber/info', requireOwnAgency()))).not.toThrow();
  });

  it('names the rules a route declares', () => {
    expect(accessRulesOf(route('/x/:agencyNumber', [requireOwnAgency({ chain: true }), requireMenuAccess('/terminal')]) as never))
      .toEqual(['own-agency-or-chain', 'menu /terminal']);
  });
});
