import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS, type EndpointName } from '@ombudsportalen/portal/api';
import { readContracts } from '@ombudsportalen/portal/api/read-contracts';
import { assertContractDeclared, contractRoute } from '../../server/http/contract-route.js';
import { portalApp, serverOptions } from '../../server/app.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { call } from './account/account-helpers.js';
import '../../server/fastify-types.js';
import { STUDIO_API_PREFIX } from '../../studio/server/studio-routes.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

const contracts = readContracts();
const fastifyPath = (path: string) => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');

describe('the API contracts (schemas/api) and the server', () => {
  it('serves every declared endpoint, aliases included, with the declared method', () => {
    // The analyst studio's endpoints are served by the studio (test/server/studio/studio-app.test.ts), not the portal.
    const missing = Object.entries(contracts.endpoints).filter(([, { path }]) => !path.startsWith(`${STUDIO_API_PREFIX}/`)).flatMap(([name, { method, path, aliases = [] }]) =>
      [path, ...aliases].filter((url) => !t.app.hasRoute({ method, url: fastifyPath(url) })).map((url) => `${name} ${method} ${url}`));
    expect(missing).toEqual([]);
  });

  it('refuses at start-up a route registered without a contract', async () => {
    const app = Fastify();
    app.addHook('onRoute', assertContractDeclared);
    expect(() => app.get('/undeclared', async () => ({}))).toThrow(/GET \/undeclared is not declared in schemas\/api/);
    await app.close();
  });

  it('refuses a contract path outside the plugin prefix, and an undeclared endpoint name', async () => {
    const app = Fastify();
    await app.register(async (api) => {
      expect(() => contractRoute(api, 'getMe', {}, async () => undefined as never)).toThrow(/outside this plugin's prefix \/elsewhere/);
      expect(() => contractRoute(api, 'noSuchEndpoint' as EndpointName, {}, async () => undefined as never)).toThrow(/not declared/);
    }, { prefix: '/elsewhere' });
    await app.ready();
    await app.close();
  });

  it('answers with the contract as an allow-list: a field it does not name never leaves the server', async () => {
    const me = (await call(t, '1001_MGR', 'GET', '/api-retail/v2/me')).json() as Record<string, unknown>;
    const userFields = Object.keys(contracts.types['User']!['properties'] as object);
    expect(Object.keys(me).every((field) => userFields.includes(field))).toBe(true);
    expect(me).not.toHaveProperty('version');
    const info = (await call(t, '1001_MGR', 'GET', '/api-retail/v2/agencies/1001/info')).json() as Record<string, unknown>;
    expect(Object.keys(info).sort()).toEqual(Object.keys(contracts.types['AgencyInfo']!['properties'] as object).sort());
  });

  it('validates a request with the contract: a body over its bounds is a 400', async () => {
    const response = await call(t, 'ADMIN1', 'POST', '/api-retail/v2/internal/agency-number', { agencyNumber: '1'.repeat(33) });
    expect(response.statusCode).toBe(400);
  });


  it('routes every JSON endpoint of the whole server (not only /api) through its contract', async () => {
    // The routes that answer no JSON: HTML pages and forms, a script, files, the SPA. Anything else needs a contract.
    const NOT_JSON = new Set([
      'GET /oauth/v2/login', 'POST /oauth/v2/login', 'GET /oauth/v2/assets/internal-callback.js',
      'POST /learning/sso', 'POST /learning/courses/:courseId/complete', 'GET /webmail', 'GET /prenumeration/avsluta', 'POST /prenumeration/avsluta',
      'GET /content-assets/:assetId/:fileName', 'GET /content-assets/:assetId/:grant/:fileName', 'GET /*', 'GET /',
    ]);
    const app = Fastify(serverOptions(t.config));
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => { routes.push(route); });
    await app.register(portalApp, { config: t.config, store: t.store, now: t.clock.now });
    await app.ready();
    await app.close();
    const methods = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    const undeclared = routes.flatMap((route) => methods(route).map((method) => ({ ...route, method })))
      .filter((route) => !NOT_JSON.has(`${route.method} ${route.url}`))
      .filter((route) => { try { assertContractDeclared(route); return false; } catch { return true; } })
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    expect(routes.length).toBeGreaterThan(Object.keys(contracts.endpoints).length);
  });

  it('keeps the runtime table of paths in step with the contract files', () => {
    expect(Object.keys(API_ENDPOINTS).sort()).toEqual(Object.keys(contracts.endpoints).sort());
  });
});
