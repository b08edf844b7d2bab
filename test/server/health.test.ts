import { afterEach, describe, expect, it } from 'vitest';
import { toErrorResponse } from '../../server/plugins/error-handler.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /health/live and /health/ready', () => {
  it('answers live and ready without a token; every log line names the instance', async () => {
    const lines: string[] = [];
    t = await buildTestApp({ instanceId: 'portal-a', logLevel: 'info' }, { logStream: { write: (line) => { lines.push(line); } } });
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map((line) => (JSON.parse(line) as { instance?: string }).instance)).toEqual(lines.map(() => 'portal-a'));
  });

  it('is not ready while draining (after SIGTERM), and still live', async () => {
    const draining = { active: false };
    t = await buildTestApp({}, { draining });
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    draining.active = true;
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { code: 'error.not-ready', message: 'Portalen är inte redo: instansen stänger ner.' }]);
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });

  it('is not ready on a database that lacks a migration of this release', async () => {
    t = await buildTestApp();
    await t.store.db.deleteFrom('schema_migrations' as never).where('version' as never, '=', (await latestVersion(t)) as never).execute();
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { code: 'error.not-ready', message: 'Portalen är inte redo: databasen saknar migreringar.' }]);
  });
});

async function latestVersion(test: TestApp): Promise<string> {
  const rows = await test.store.db.selectFrom('schema_migrations' as never).select('version' as never).orderBy('version' as never, 'desc').execute() as { version: string }[];
  return rows[0]!.version;
}

describe('a database out of reach', () => {
  it.each([['ECONNREFUSED'], ['57P01'], ['57P03'], ['08006']])('(%s) is a Swedish 503, not a 500', (code) => {
    expect(toErrorResponse(Object.assign(new Error('gone'), { code }))).toEqual({
      status: 503, body: { code: 'error.database-unavailable', message: 'Portalen når inte sin databas just nu. Försök igen om en stund.' },
    });
  });

  it('as pg says it when no new connection opens within its timeout', () => {
    expect(toErrorResponse(new Error('Connection terminated due to connection timeout')).body.code).toBe('error.database-unavailable');
    expect(toErrorResponse(new Error('something else')).status).toBe(500);
  });
});

// Issue 37 item 18: a held lock, a statement past its bound or a full pool is a database that answers, only busy.
describe('a busy database', () => {
  it.each([
    ['lock_timeout', Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' })],
    ['statement_timeout', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ["the pool's wait", new Error('timeout exceeded when trying to connect')],
  ])('(%s) is the Swedish 503 that says the portal is busy', (_, error) => {
    expect(toErrorResponse(error)).toEqual({
      status: 503, body: { code: 'error.busy', message: 'Portalen har många förfrågningar just nu. Försök igen om en stund.' },
    });
  });
});
