// GET /reports/definitions lists the reports the caller may see (role and segment), without the dataset SQL; the
// server discovers definitions from the folder at start. The fixed lists hold for the spec's 17 reports only: any other
// file in the folder is checked by property in every-report.test.ts.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReportCatalogue } from '../../../server/reports/report-catalogue.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { SPEC_REPORT_CODES, specReportsOf } from '../../shared/reports-dir.js';
import { API, REPORTS_DIR, reportDefinitions } from './report-harness.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => t.close());

async function codes(user: string, query = ''): Promise<string[]> {
  const r = await t.app.inject({ method: 'GET', url: `${API}/reports/definitions${query}`, headers: bearer(await accessTokenFor(t, user)) });
  expect(r.statusCode).toBe(200);
  return specReportsOf((r.json() as { code: string }[]).map((d) => d.code));
}

const EKONOMI_AGENCY = ['EKORAN01', 'EKORBF01', 'EKORDA01', 'EKORDF01', 'EKOROM12', 'EKORPR03', 'EKORTL01'];
const STATISTIK_ALL = ['STAT_EGNA', 'STAT_EID', 'STAT_LOTTPART', 'STAT_NYKUND', 'STAT_PARTDET'];

describe('GET /reports/definitions', () => {
  it('the 17 reports of the spec exist in the folder', () => {
    const present = reportDefinitions().map((def) => def.report?.code);
    for (const code of SPEC_REPORT_CODES) expect(present, code).toContain(code);
  });

  it('an ordinary agency sees the agency reports; a track adds STAT_BANPROV; a digital shop swaps in EKORDI01', async () => {
    expect(await codes('1001_MGR')).toEqual([...EKONOMI_AGENCY, ...STATISTIK_ALL, 'STAT_TELECASH'].sort());
    expect(await codes('3003_MGR')).toEqual([...EKONOMI_AGENCY, ...STATISTIK_ALL, 'STAT_BANPROV', 'STAT_TELECASH'].sort());
    expect(await codes('2002_MGR')).toEqual(['EKORBF01', 'EKORDF01', 'EKORDI01', 'EKOROM12', ...STATISTIK_ALL].sort());
  });

  it('partners see their partner report only; SALJARE sees none', async () => {
    expect(await codes('TELIA1')).toEqual(['PART_RAPPORT']);
    expect(await codes('FOLKSPEL1')).toEqual(['PART_LOTTAVR']);
    expect(await codes('1001_SALJ')).toEqual([]);
  });

  it('internal staff get the picked agency’s segment; RETAIL only for an agency it may report on', async () => {
    expect(await codes('ADMIN1', '?agencyNumber=2002')).toContain('EKORDI01');
    expect(await codes('ADMIN1')).not.toContain('EKORDI01');
    expect(await codes('KEDJA3', '?agencyNumber=3003')).not.toContain('STAT_BANPROV'); // not its chain: segment AGENCY
  });

  it('carries the form definition without the dataset SQL or the golden examples', async () => {
    const r = await t.app.inject({ method: 'GET', url: `${API}/reports/definitions`, headers: bearer(await accessTokenFor(t, '1001_MGR')) });
    const entry = (r.json() as { code: string; name: string; formats: string[]; definition: Record<string, unknown> }[]).find((d) => d.code === 'EKORDA01');
    expect(entry).toMatchObject({ name: 'Dagsavräkning', group: 'Ekonomi', payloadKind: 'agency', formats: ['pdf', 'xlsx'] });
    expect(entry?.definition).toHaveProperty('properties.P_VECKA');
    expect(entry?.definition).not.toHaveProperty('x-dataset');
    expect(entry?.definition).not.toHaveProperty('x-examples');
    expect(r.body).not.toMatch(/SELECT|rpt_/);
  });
});

describe('the catalogue is the folder', () => {
  it('a new definition file is served after a restart, with no code change', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reports-'));
    try {
      cpSync(REPORTS_DIR, dir, { recursive: true });
      const json = JSON.parse(readFileSync(join(dir, 'EKORDF01.json'), 'utf8')) as { 'x-report': { code: string; name: string }; 'x-examples'?: unknown };
      json['x-report'] = { ...json['x-report'], code: 'EKORXX01', name: 'Min rapport' };
      delete json['x-examples'];
      writeFileSync(join(dir, 'EKORXX01.json'), JSON.stringify(json));
      expect(loadReportCatalogue(dir).byCode('EKORXX01')?.report.name).toBe('Min rapport');
      writeFileSync(join(dir, 'EKORXX01.json'), JSON.stringify({ ...json, 'x-dataset': { sql: 'DELETE FROM users', columns: [], period: {} } }));
      expect(() => loadReportCatalogue(dir)).toThrow(/EKORXX01\.json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
