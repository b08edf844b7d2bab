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

  it('as pg says it when no connection comes within its timeout', () => {
    expect(toErrorResponse(new Error('timeout exceeded when trying to connect')).status).toBe(503);
    expect(toErrorResponse(new Error('something else')).status).toBe(500);
  });
});
