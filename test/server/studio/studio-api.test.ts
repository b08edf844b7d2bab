// The analyst studio's server side (studio/server): a definition's check findings and golden examples with a diff,
// the live run (errors, body, first rows printed as the files print them) and the files as the report endpoint makes them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportPayload } from '@ombudsportalen/portal/reports/report-wire';
import { type DemoDatabase, openDemoDatabase } from '../../../studio/server/demo-database.js';
import { lineDiff } from '../../../studio/server/example-results.js';
import { createStudioApi } from '../../../studio/server/studio-api.js';
import { studioContext } from '../../../studio/server/studio-context.js';
import { ROOT } from '../../shared/reports-dir.js';

let demo: DemoDatabase;
let api: ReturnType<typeof createStudioApi>;
const dir = mkdtempSync(join(tmpdir(), 'studio-api-'));
const schemas = join(dir, 'schemas');

beforeAll(async () => {
  for (const folder of ['meta', 'reports']) cpSync(join(ROOT, 'schemas', folder), join(schemas, folder), { recursive: true });
  demo = await openDemoDatabase();
  api = createStudioApi(schemas, dir, demo);
}, 60_000);
afterAll(async () => {
  await demo.close();
  rmSync(dir, { recursive: true, force: true });
});

const file = 'schemas/reports/EKORDF01.json';
const choice = (over = {}) => ({ role: 'OMBMGR', segment: 'AGENCY', agency: '1001', today: '', ...over });

describe('studio api', () => {
  it('lists the report and form files of the folder', async () => {
    expect(api.files()).toContainEqual({ file, kind: 'report' });
  });

  it('a definition passing the check: no findings, every example ✓', async () => {
    const view = await api.definition(file);
    expect(view.problems).toEqual([]);
    expect(view.loadable).toBe(true);
    expect(view.examples.every((e) => e.ok)).toBe(true);
  });

  it('a failing golden example shows the check message and a line diff; a wrong column is a finding', async () => {
    const json = JSON.parse(readFileSync(join(schemas, 'reports/EKORDF01.json'), 'utf8'));
    json['x-examples'][0].payload.parameterNameValues.listOfParamNameValues.at(-1).values = ['xlsx']; // the formatType pair
    json['x-dataset'].columns[1].key = 'spelet';
    writeFileSync(join(schemas, 'reports/EKORDF01.json'), JSON.stringify(json));
    const view = await api.definition(file);
    expect(view.examples[0]).toMatchObject({ ok: false, message: expect.stringMatching(/^\/x-examples\/0\/payload: /) });
    expect((view.examples[0]!.diff ?? []).some((line) => /^-\s+"xlsx"$/.test(line)), 'the sent format').toBe(true);
    expect((view.examples[0]!.diff ?? []).some((line) => /^\+\s+"pdf"$/.test(line)), 'the built format').toBe(true);
    expect(view.problems).toContain(`${file}:/x-dataset/columns/1/key: column "spelet" is not selected by the SQL (it selects datum, spel, kvitton, insats, vinster, netto)`);
    cpSync(join(ROOT, file), join(schemas, 'reports/EKORDF01.json'));
  });

  // Issue 24: Kontroll says what check says: an old file's format version first, the figures on the demo data last.
  it('Kontroll shows the format-version line of an unversioned file and a column that is 0 in every row', async () => {
    const json = JSON.parse(readFileSync(join(schemas, 'reports/EKORDF01.json'), 'utf8'));
    delete json.formatVersion;
    writeFileSync(join(schemas, 'reports/EKORDF01.json'), JSON.stringify(json));
    expect((await api.definition(file)).problems).toStrictEqual([`${file}:/formatVersion: the file has no formatVersion; it reads as format 3 (its x-dataset has a source); the current format is 3 (docs/definitions.md, "Format versions"): run npm run schemas -- migrate <file>`]);
    json.formatVersion = 3;
    json['x-dataset'].sql = json['x-dataset'].sql.replace('payout AS vinster', '0 * payout AS vinster');
    writeFileSync(join(schemas, 'reports/EKORDF01.json'), JSON.stringify(json));
    expect((await api.definition(file)).problems).toStrictEqual([
      expect.stringMatching(/^schemas\/reports\/EKORDF01\.json:\/x-dataset\/columns\/4\/measure: on the demo data .* the Summa of "vinster" is 0,00 kr, but rpt_daily_sales holds/),
      expect.stringMatching(/^schemas\/reports\/EKORDF01\.json:\/x-dataset\/columns\/4\/key: column "vinster" is 0 in all \d+ rows the demo data gives/),
    ]);
    cpSync(join(ROOT, file), join(schemas, 'reports/EKORDF01.json'));
  });

  it('run: Swedish errors for bad values; the body and the first rows, printed as the files print them, for good ones', async () => {
    const ctx = studioContext(choice({ today: demo.dayAfterData }));
    const bad = await api.run(file, ctx, { P_FOM: '2026-10-05', P_TOM: '2026-10-01' }, 'pdf');
    expect(bad.errors).toEqual([{ field: 'P_TOM', message: 'Från-datumet får inte vara efter till-datumet.' }]);
    expect(bad.body).toBeUndefined();
    const day = demo.dayAfterData;
    const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const good = await api.run(file, ctx, { P_FOM: yesterday, P_TOM: yesterday }, 'pdf');
    expect(good.visible).toBe(true);
    expect(JSON.stringify(good.body)).toBe(`{"type":"agency","byPassCache":"true","parameterNameValues":{"listOfParamNameValues":[{"name":"P_FOM","values":["${yesterday}"]},{"name":"P_TOM","values":["${yesterday}"]},{"name":"P_OMBUDNR","values":["1001"]},{"name":"formatType","values":["pdf"]}]}}`);
    expect(good.dataset!.total).toBeGreaterThan(0);
    expect(good.dataset!.rows[0]!.insats).toMatch(/^\d[\d\u00a0]*,\d\d kr$/);
    expect(good.dataset!.header).toEqual(['Daglig försäljning (EKORDF01)', 'Ombud: 1001 Kioskkompaniet Drottninggatan', `Period: ${yesterday}`]);
  });

  it('a role that cannot see the report is told so; the file is then refused with 403', async () => {
    const ctx = studioContext(choice({ role: 'SALJARE', today: demo.dayAfterData }));
    expect((await api.run(file, ctx, {}, 'pdf')).visible).toBe(false);
    const out = await api.reportFile(file, ctx, {} as ReportPayload, 'pdf', new Date());
    expect(out).toMatchObject({ status: 403, json: { code: 'error.forbidden' } });
  });

  it('the PDF and XLSX as the report endpoint makes them; a tampered body gets its 400', async () => {
    const ctx = studioContext(choice({ today: demo.dayAfterData }));
    const yesterday = new Date(Date.parse(`${demo.dayAfterData}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const body = (await api.run(file, ctx, { P_FOM: yesterday, P_TOM: yesterday }, 'pdf')).body as ReportPayload;
    const pdf = await api.reportFile(file, ctx, body, 'pdf', new Date());
    expect(pdf).toMatchObject({ status: 200, contentType: 'application/pdf', fileName: 'EKORDF01.pdf' });
    expect((pdf as { bytes: Buffer }).bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const asXlsx = structuredClone(body);
    asXlsx.parameterNameValues.listOfParamNameValues.at(-1)!.values = ['xlsx']; // the formatType pair
    const xlsx = await api.reportFile(file, ctx, asXlsx, 'xlsx', new Date());
    expect((xlsx as { bytes: Buffer }).bytes.subarray(0, 2).toString()).toBe('PK');
    const tampered = structuredClone(body);
    tampered.parameterNameValues.listOfParamNameValues[0]!.values = ['2020-01-01'];
    expect(await api.reportFile(file, ctx, tampered, 'pdf', new Date())).toMatchObject({ status: 400, json: { code: 'error.validation' } });
  });
});

describe('studio context and diff', () => {
  it('acts as the role would: staff for their own agency, internal staff for a picked one, RETAIL and partners for none', async () => {
    expect(studioContext(choice({ today: '2026-11-02' }))).toEqual({ roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '1001', today: '2026-11-02' });
    expect(studioContext(choice({ role: 'ADMIN', segment: 'TRACK', agency: '3003', today: '2026-11-02' }))).toEqual({ roles: ['ADMIN'], segment: 'TRACK', agencyNumber: '', selectedAgencyNumber: '3003', today: '2026-11-02' });
    expect(studioContext(choice({ role: 'PARTNER_TELIA', today: '2026-11-02' })).agencyNumber).toBe('');
  });

  it('lineDiff keeps common lines and marks the rest', async () => {
    expect(lineDiff('a\nb\nc', 'a\nx\nc')).toEqual(['  a', '- b', '+ x', '  c']);
  });
});

// Issue 24: the Referens panel reads the studio's own demo database (GET /studio-api/reference answers this).
it('the reference of the studio\'s demo database has the game codes and every view with its columns\' types', async () => {
  const { reportingReference } = await import('../../../server/reports/reporting-reference.js');
  const reference = await reportingReference(demo.reporting);
  expect(reference.games.map((g) => g.code)).toEqual(expect.arrayContaining(['V75', 'DD', 'LOTTO']));
  expect(reference.views.find((v) => v.name === 'rpt_daily_sales')?.columns.find((c) => c.name === 'tickets')).toStrictEqual({ name: 'tickets', type: 'count' });
});
