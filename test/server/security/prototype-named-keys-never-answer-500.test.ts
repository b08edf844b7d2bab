// Finding 8 (issue 9): PUT /agencies/1001/info with the current If-Match and {"constructor":{"a":1}} answered 500
// (an inherited member found by a client key). Every write endpoint is fuzzed with prototype-named keys, at the top and
// nested, as every kind of caller: 0 answers 5xx.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { portalApp, serverOptions } from '../../../server/app.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { sqliteStore, type Store } from '../../../server/db/store.js';
import type { Config } from '../../../server/config.js';
import { createTestClock } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer, CSRF } from '../helpers/login.js';

const PROTO_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__', 'prototype', 'toJSON'];
const CALLERS = ['1001_MGR', '1001_SALJ', 'KEDJA3', 'TELIA1', 'ADMIN1'];
// Every version a seeded row can have in this test: the real If-Match check passes, so the body is read.
const ANY_VERSION = Array.from({ length: 60 }, (_, i) => `"${i + 1}"`).join(', ');
const PARAMS: Record<string, string> = {
  agencyNumber: '1001', reportCode: 'EKORDF01', partnerId: 'TELIA', flowId: 'x', courseId: 'SPELANSVAR', agency: '1001',
  username: '1001_MGR', partner: 'TELIA',
};

let dir: string;
let store: Store;
let app: FastifyInstance;
let config: Config;
const writes: { method: string; url: string }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-fuzz-'));
  writeFileSync(join(dir, 'portal.db'), readFileSync(inject('templateDatabasePath')));
  store = sqliteStore(openDatabase(join(dir, 'portal.db')));
  const clock = createTestClock();
  config = { port: 0, host: '127.0.0.1', databasePath: join(dir, 'portal.db'), staticDir: join(dir, 'no-dist'), publicOrigin: null, logLevel: 'silent' as const, reportRendering: { warmUp: false } };
  app = Fastify(serverOptions(config));
  // Every route the app registers, so a new write endpoint is fuzzed without editing this test.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) writes.push({ method, url: route.url });
    }
  });
  await app.register(portalApp, { config, store, now: clock.now });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function bodiesFor(key: string): unknown[] {
  return [
    { [key]: { a: 1 } }, { [key]: 'x' }, { [key]: [1] }, { [key]: null },
    { username: '1001_MGR', agencyNumber: '1001', [key]: { [key]: 1 } },
    { address: { [key]: 'x' }, agencyPhone: '0812345678', [key]: 1 },
    { parameterNameValues: { listOfParamNameValues: [{ name: key, values: [key] }], [key]: 1 }, type: 'agency', byPassCache: 'true', formatType: 'pdf' },
  ];
}

describe('prototype-named keys', () => {
  it('finds the write endpoints', () => {
    expect(writes.map((w) => `${w.method} ${w.url}`)).toContain('PUT /api/api-retail/v2/agencies/:agencyNumber/info');
    expect(writes.length).toBeGreaterThan(15);
  });

  it('the reported case answers 400 with the unknown field named', async () => {
    const token = await accessTokenFor({ store, config, clock: createTestClock() }, '1001_MGR');
    const response = await app.inject({
      method: 'PUT', url: '/api/api-retail/v2/agencies/1001/info',
      headers: { ...bearer(token), 'if-match': ANY_VERSION }, payload: { constructor: { a: 1 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ field: 'constructor' }] });
  });

  it.each(CALLERS)('no write endpoint answers 5xx to %s, for any key and placement', async (caller) => {
    const failures: string[] = [];
    const token = await accessTokenFor({ store, config, clock: createTestClock() }, caller);
    for (const { method, url } of writes) {
      const path = url.replace(/:(\w+)/g, (_m, name: string) => PARAMS[name] ?? '1');
      for (const key of PROTO_KEYS) {
        for (const payload of bodiesFor(key)) {
          const response = await app.inject({
            method: method as 'POST', url: path, payload: payload as object,
            headers: { ...bearer(token), ...CSRF, 'if-match': ANY_VERSION },
          });
          if (response.statusCode >= 500) failures.push(`${method} ${path} ${JSON.stringify(payload)} → ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
