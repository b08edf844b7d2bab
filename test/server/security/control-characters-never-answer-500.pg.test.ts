// Issue 37 item 16: a NUL in an input answered 500 on PostgreSQL (6 anonymous inputs, 20 path parameters). Every route
// the app registers (read from its route table, so a new route is fuzzed without editing this file) gets NUL and other
// control characters in each path parameter and each string its query and body schemas declare (the contracts' named
// shapes resolved), as every kind of caller, on PostgreSQL: nothing answers 5xx, and the edge refuses each input with
// the usual 400 naming it (docs/decisions/edge-input.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalApp, serverOptions } from '../../../server/app.js';
import type { Config } from '../../../server/config.js';
import type { Store } from '../../../server/db/store.js';
import { readContracts } from '@ombudsportalen/portal/api/read-contracts';
import { createTestClock, testStore } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer, CSRF } from '../helpers/login.js';

type Schema = Record<string, unknown>;
interface Input { where: 'params' | 'query' | 'body'; path: string[] }
interface Route { method: string; url: string; inputs: Input[] }

const types = readContracts().types as Record<string, Schema>;
const CALLERS = ['1001_MGR', 'ADMIN1', 'TELIA1', 'KEDJA3'];
// Values a path parameter takes where the caller may reach it (others get '1'); a value, not a route list.
const PARAMS: Record<string, string> = {
  agencyNumber: '1001', agency: '1001', reportCode: 'EKORDF01', partnerId: 'TELIA', partner: 'TELIA', username: '1001_MGR',
};
const REFUSED = ['\u0000', '\u001f', '\u007f'];
const REFUSED_IN_A_BODY = ['\u0000', '\u001b'];
const FREE_TEXT = ['\n']; // allowed in a body (a text area's line break): only no 5xx
const ANY_VERSION = Array.from({ length: 60 }, (_, i) => `"${i + 1}"`).join(', ');

/** The paths of the strings a schema declares (named shapes, allOf, properties, array items); a free object gets 'value'. */
function stringPaths(schema: Schema | undefined, path: string[] = []): string[][] {
  if (schema === undefined) return [];
  if (typeof schema['$ref'] === 'string') return stringPaths(types[schema['$ref']], path);
  const parts = Array.isArray(schema['allOf']) ? (schema['allOf'] as Schema[]).flatMap((part) => stringPaths(part, path)) : [];
  const properties = Object.entries((schema['properties'] ?? {}) as Record<string, Schema>).flatMap(([name, inner]) => stringPaths(inner, [...path, name]));
  const items = schema['items'] === undefined ? [] : stringPaths(schema['items'] as Schema, [...path, '0']);
  const type = [schema['type']].flat();
  const leaf = parts.length + properties.length + items.length === 0 && (type.includes('string') || type[0] === undefined);
  return [...parts, ...properties, ...items, ...(leaf ? [path.length === 0 ? ['value'] : path] : [])];
}

function valueAt(path: string[], value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return head === '0' ? [valueAt(rest, value)] : { [head!]: valueAt(rest, value) };
}

function routeOf(route: RouteOptions): Route {
  const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
  const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => ({ where: 'params' as const, path: [match[1]!] }));
  const query = stringPaths(schema['querystring']).map((path) => ({ where: 'query' as const, path }));
  const body = stringPaths(schema['body']).map((path) => ({ where: 'body' as const, path }));
  return { method: [route.method].flat()[0]!, url: route.url, inputs: [...params, ...query, ...body] };
}

let dir: string;
let store: Store;
let drop: () => Promise<void>;
let app: FastifyInstance;
const routes: Route[] = [];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-control-'));
  ({ store, drop } = await testStore(dir, undefined));
  const clock = createTestClock();
  const config: Config = {
    port: 0, host: '127.0.0.1', databasePath: join(dir, 'portal.db'), staticDir: join(dir, 'no-dist'), publicOrigin: null, logLevel: 'silent',
    loginRateLimit: { perIpPerMinute: 100_000, perUsernamePerMinute: 100_000 }, reportRendering: { warmUp: false },
  };
  app = Fastify(serverOptions(config));
  app.addHook('onRoute', (route) => { if (route.method !== 'HEAD') routes.push(routeOf(route)); });
  await app.register(portalApp, { config, store, now: clock.now });
  await app.ready();
  for (const caller of CALLERS) tokens[caller] = await accessTokenFor({ store, config, clock }, caller);
});
afterAll(async () => {
  await app?.close();
  await store?.close();
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
});

function requestFor(route: Route, input: Input, value: string, token: string | undefined, form: boolean) {
  const pathValue = (name: string) => (input.where === 'params' && input.path[0] === name ? value : PARAMS[name] ?? '1');
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(pathValue(name)));
  const query = input.where === 'query' ? `?${new URLSearchParams({ [input.path[0]!]: value }).toString()}` : '';
  const body = input.where === 'body' ? valueAt(input.path, value) as Record<string, unknown> : {};
  const headers = { ...CSRF, 'if-match': ANY_VERSION, ...(token === undefined ? {} : bearer(token)) };
  return app.inject({
    method: route.method as 'POST', url: `${path}${query}`,
    ...(route.method === 'GET' ? { headers } : form
      ? { headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body as Record<string, string>).toString() }
      : { headers, payload: body }),
  });
}

const fieldOf = (input: Input) => (input.where === 'body' ? input.path.join('.') : input.path[0]!);
const name = (route: Route, input: Input) => `${route.method} ${route.url} ${input.where} ${fieldOf(input)}`;

describe('control characters in every input of every route, on PostgreSQL', () => {
  it('reads the route table', () => {
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(expect.arrayContaining([
      'POST /oauth/v2/authorize', 'POST /oauth/v2/authenticate/:flowId', 'POST /oauth/v2/login', 'GET /api/api-retail/v2/agencies/:agencyNumber/info',
    ]));
    expect(routes.flatMap((route) => route.inputs).length).toBeGreaterThan(100);
  });

  it('no input answers 5xx, and the edge refuses each with a 400 naming it', async () => {
    const failures: string[] = [];
    const notRefused: string[] = [];
    for (const route of routes) {
      const callers = route.url.startsWith('/api/') ? CALLERS.map((caller) => tokens[caller]) : [undefined];
      for (const input of route.inputs) {
        const forms = input.where === 'body' && input.path.length === 1 && route.method !== 'GET' ? [false, true] : [false];
        let refused = false;
        for (const token of callers) {
          for (const form of forms) {
            for (const value of [...(input.where === 'body' ? REFUSED_IN_A_BODY : REFUSED), ...(input.where === 'body' ? FREE_TEXT : [])]) {
              const response = await requestFor(route, input, `a${value}b`, token, form);
              const refusable = !FREE_TEXT.includes(value);
              if (response.statusCode >= 500) failures.push(`${name(route, input)} ${JSON.stringify(value)} → ${response.statusCode}`);
              else if (refusable && response.statusCode < 400) failures.push(`${name(route, input)} ${JSON.stringify(value)} → ${response.statusCode}`);
              else if (refusable && response.statusCode === 400) {
                const json = String(response.headers['content-type']).startsWith('application/json');
                const fields = (json ? response.json() as { fields?: Array<{ field: string; message: string }> } : {}).fields ?? [];
                refused ||= fields.some((field) => field.field === fieldOf(input) && field.message === 'Fältet innehåller otillåtna tecken.');
              }
            }
          }
        }
        if (!refused) notRefused.push(name(route, input));
      }
    }
    expect(failures).toEqual([]);
    expect(notRefused).toEqual([]);
  }, 300_000);
});
