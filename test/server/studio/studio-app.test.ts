// Issue 39 §6: the analyst studio is a Fastify app with a contract (schemas/api/studio.json), like every endpoint of the
// portal: Fastify validates each request and serialises each answer with it, and a client's mistake is a 4xx with
// { code, message }, never a 500 (before, a POST /studio-api/run without `choice` threw and answered 500).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContracts } from '@ombudsportalen/portal/api/read-contracts';
import { type DemoDatabase, openDemoDatabase } from '../../../studio/server/demo-database.js';
import { buildStudioApp, STUDIO_BODY_LIMIT } from '../../../studio/server/studio-app.js';
import { STUDIO_REQUEST_HEADER } from '../../../studio/server/studio-guard.js';
import { STUDIO_API_PREFIX } from '../../../studio/server/studio-routes.js';
import { ROOT } from '../../shared/reports-dir.js';

let demo: DemoDatabase;
let app: FastifyInstance;
const dir = mkdtempSync(join(tmpdir(), 'studio-app-'));
const schemas = join(dir, 'schemas');

beforeAll(async () => {
  for (const folder of ['meta', 'reports', 'forms']) cpSync(join(ROOT, 'schemas', folder), join(schemas, folder), { recursive: true });
  demo = await openDemoDatabase();
  app = await buildStudioApp({ schemasDir: schemas, root: dir, demo });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await demo?.close();
  rmSync(dir, { recursive: true, force: true });
});

const file = 'schemas/reports/EKORDF01.json';
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({
  method: 'POST', url, headers: { 'content-type': 'application/json', [STUDIO_REQUEST_HEADER]: '1', ...headers },
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
} as InjectOptions);
const choice = () => ({ role: 'OMBMGR', segment: 'AGENCY', agency: '1001', today: demo.dayAfterData });
/** A choice for requests refused before they run (the table is built before the demo database opens). */
const ANY_CHOICE = { role: 'OMBMGR', segment: 'AGENCY', agency: '1001', today: '' };
const yesterday = () => new Date(Date.parse(`${demo.dayAfterData}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('the studio app and its contract', () => {
  it('serves every endpoint of schemas/api under /studio-api with its method', () => {
    const studio = Object.entries(readContracts().endpoints).filter(([, { path }]) => path.startsWith(`${STUDIO_API_PREFIX}/`));
    expect(studio.map(([name]) => name).sort()).toEqual(['studioCommit', 'studioDefinition', 'studioEvents', 'studioMeta', 'studioReference', 'studioReport', 'studioRun', 'studioSave', 'studioSetup']);
    expect(studio.filter(([, { method, path }]) => !app.hasRoute({ method, url: path })).map(([name]) => name)).toEqual([]);
  });

  it('the setup, a definition and a run answer the contract\'s shapes, never from a cache', async () => {
    const setup = await app.inject({ method: 'GET', url: '/studio-api/setup' });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    expect(setup.json()).toMatchObject({ role: expect.any(String), agency: '1001', today: demo.dayAfterData, files: expect.arrayContaining([{ file, kind: 'report' }]) });
    const view = await app.inject({ method: 'GET', url: `/studio-api/definition?file=${encodeURIComponent(file)}` });
    expect(view.json()).toMatchObject({ file, problems: [], loadable: true });
    const run = await post('/studio-api/run', { file, choice: choice(), values: { P_FOM: yesterday(), P_TOM: yesterday() }, format: 'pdf' });
    expect(run.statusCode).toBe(200);
    const dataset = run.json().dataset as { columns: object[] };
    // The allow-list: a column is shown by key, title and kind; nothing else of the definition leaves.
    expect(dataset.columns.every((column) => Object.keys(column).sort().join() === 'key,kind,title')).toBe(true);
  });

  it('makes the PDF as the report endpoint does, and answers 403 to a role that may not see the report', async () => {
    const body = (await post('/studio-api/run', { file, choice: choice(), values: { P_FOM: yesterday(), P_TOM: yesterday() }, format: 'pdf' })).json().body as unknown;
    const pdf = await post('/studio-api/report', { file, choice: choice(), body, format: 'pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="EKORDF01.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const refused = await post('/studio-api/report', { file, choice: { ...choice(), role: 'SALJARE' }, body, format: 'pdf' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'error.forbidden' });
  });

  it('saves a report under its code and answers a commit outside a git repository with 409', async () => {
    const json = JSON.parse(readFileSync(join(schemas, 'reports/EKORDF01.json'), 'utf8')) as Record<string, unknown>;
    const saved = await post('/studio-api/save', { json: { ...json, 'x-report': { ...(json['x-report'] as object), code: 'STAT_NY' } } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toStrictEqual({ file: 'schemas/reports/STAT_NY.json' });
    const badCode = await post('/studio-api/save', { json: { 'x-report': { code: '../x' } } });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toStrictEqual({ code: 'error.studio.code', message: 'Rapportkoden ska vara versaler, siffror och _ (x-report.code).' });
    expect((await post('/studio-api/commit', { code: '../x' })).json()).toStrictEqual({ code: 'error.studio.code', message: 'Okänd rapportkod.' });
    const commit = await post('/studio-api/commit', { code: 'STAT_NY' });
    expect(commit.statusCode).toBe(409);
    expect(commit.json()).toMatchObject({ code: 'error.studio.commit', message: expect.stringMatching(/^Kunde inte committa: /) });
  });

  it.each([
    ['a run without its choice', '/studio-api/run', { file, values: {}, format: 'pdf' }],
    ['a run whose choice is text', '/studio-api/run', { file, choice: 'OMBMGR', values: {}, format: 'pdf' }],
    ['a run whose values are a number', '/studio-api/run', { file, choice: ANY_CHOICE, values: 5, format: 'pdf' }],
    ['a run in a format no report has', '/studio-api/run', { file, choice: ANY_CHOICE, values: {}, format: 'docx' }],
    ['a run with a file name over its bound', '/studio-api/run', { file: 'x'.repeat(300), choice: ANY_CHOICE, values: {}, format: 'pdf' }],
    ['a report without a body', '/studio-api/report', { file, choice: ANY_CHOICE, format: 'pdf' }],
    ['a report whose body has 65 parameters', '/studio-api/report', { file, choice: ANY_CHOICE, format: 'pdf', body: { parameterNameValues: { listOfParamNameValues: Array.from({ length: 65 }, () => ({ name: 'P', values: [] })) } } }],
    ['a save of a list', '/studio-api/save', { json: [] }],
    ['a commit without a code', '/studio-api/commit', {}],
  ])('%s: 400 error.validation with the field, not a 500', async (_name, url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'error.validation', message: 'Begäran innehåller ogiltiga värden.', fields: [expect.objectContaining({ field: expect.any(String) })] });
  });

  it('a definition asked for without its file is a 400; an unknown address a 404; broken JSON a 400', async () => {
    expect((await app.inject({ method: 'GET', url: '/studio-api/definition' })).statusCode).toBe(400);
    const unknown = await app.inject({ method: 'GET', url: '/studio-api/nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toStrictEqual({ code: 'error.studio.unknown', message: 'Okänd adress.' });
    const broken = await post('/studio-api/run', '{"file":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toStrictEqual({ code: 'error.malformed-body', message: 'Begärans innehåll är inte giltig JSON.' });
  });

  it('bounds what it reads: a run over 64 kB and a save over the studio\'s limit are 413', async () => {
    const run = await post('/studio-api/run', { file, choice: choice(), values: { P_FOM: 'x'.repeat(70_000) }, format: 'pdf' });
    expect(run.statusCode).toBe(413);
    const save = await post('/studio-api/save', { json: { description: 'x'.repeat(STUDIO_BODY_LIMIT) } });
    expect(save.statusCode).toBe(413);
    expect(save.json()).toStrictEqual({ code: 'error.body-too-large', message: 'Begärans innehåll är för stort.' });
  });

  it('serves a built page: index.html for every other path (revalidated), hashed assets for a year, no source maps', async () => {
    const page = join(dir, 'page');
    mkdirSync(join(page, 'assets'), { recursive: true });
    writeFileSync(join(page, 'index.html'), '<!doctype html><title>Analysstudio</title>');
    writeFileSync(join(page, 'assets', 'index-abc123.js'), 'export {};');
    writeFileSync(join(page, 'assets', 'index-abc123.js.map'), '{}');
    const withPage = await buildStudioApp({ schemasDir: schemas, root: dir, demo, page: { dir: page } });
    try {
      for (const url of ['/', '/any/path?file=schemas/reports/EKORDF01.json']) {
        const html = await withPage.inject({ method: 'GET', url });
        expect([html.statusCode, html.headers['cache-control'], html.body], url).toStrictEqual([200, 'no-cache', '<!doctype html><title>Analysstudio</title>']);
      }
      const asset = await withPage.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect([asset.statusCode, asset.headers['cache-control']]).toStrictEqual([200, 'public, max-age=31536000, immutable']);
      expect((await withPage.inject({ method: 'GET', url: '/assets/index-abc123.js.map' })).statusCode).toBe(404);
      expect((await withPage.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
      const api = await withPage.inject({ method: 'GET', url: '/studio-api/nothing' });
      expect([api.statusCode, api.json()]).toStrictEqual([404, { code: 'error.studio.unknown', message: 'Okänd adress.' }]);
      expect((await withPage.inject({ method: 'GET', url: '/', headers: { host: 'attacker.example' } })).statusCode).toBe(421);
    } finally {
      await withPage.close();
    }
  });

  it('refuses another Host (421) and a POST without JSON and the page\'s header (403) before reading the body', async () => {
    const host = await app.inject({ method: 'GET', url: '/studio-api/setup', headers: { host: 'attacker.example' } });
    expect(host.statusCode).toBe(421);
    const plain = await post('/studio-api/run', 'x', { 'content-type': 'text/plain' });
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toStrictEqual({ code: 'error.studio.origin', message: 'Studion tar bara emot anrop från sin egen sida.' });
  });
});
