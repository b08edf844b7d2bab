// Shared pieces of the report server tests: callers as tokens, requests to the three endpoints, and readers of the
// files they answer (pdfjs-dist for PDF text, exceljs for workbooks).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { type DefinitionJson, type ExampleJson } from '@ombudsportalen/engine';
import { type ReportPayload, reportFormatOf, reportUrlCode } from '@ombudsportalen/portal/reports/report-wire';
import { partnerIdOf } from '@ombudsportalen/portal/access';
import type { UserRecord } from '../../../server/repositories/user-repository.js';
import type { TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';

import { REPORTS_DIR, ROOT } from '../../shared/reports-dir.js';
import { testEngine } from '../../setup-engine';
import { loadPdfjs } from '../../support/pdfjs.js';

const { loadDefinition } = testEngine;

export { REPORTS_DIR, ROOT };
export const API = '/api/api-retail/v2';

/** Every report definition file, loaded by the engine. */
export function reportDefinitions() {
  return readdirSync(REPORTS_DIR).filter((f) => f.endsWith('.json')).sort().map((f) => {
    const json = JSON.parse(readFileSync(join(REPORTS_DIR, f), 'utf8')) as DefinitionJson;
    return loadDefinition(json, `schemas/reports/${f}`);
  });
}

/** A report body with the given parameters and the formatType pair last (agency type, pdf unless said otherwise). */
export function reportBody(params: Record<string, string>, extra: Partial<ReportPayload> & { formatType?: 'pdf' | 'xlsx' } = {}): ReportPayload {
  const { formatType = 'pdf', ...rest } = extra;
  return {
    type: 'agency', byPassCache: 'true',
    parameterNameValues: { listOfParamNameValues: Object.entries({ ...params, formatType }).map(([name, value]) => ({ name, values: [value] })) },
    ...rest,
  };
}

/** Moves the test app’s clock to 08:00 UTC of a day (09:00 or 10:00 in Stockholm: the same calendar day). */
export function setToday(t: TestApp, day: string): void {
  t.clock.advance(new Date(`${day}T08:00:00.000Z`).getTime() - t.clock.now().getTime());
}

// The seeded agency standing in for an example's invented one, by segment (RETAIL needs a chain-3 agency that shares).
const SEEDED = new Set(['1001', '2002', '3003', '4004']);
const BY_SEGMENT: Readonly<Record<string, string>> = { AGENCY: '1001', TRACK: '3003', DIGITAL: '2002' };

/** The seeded agency an example's context acts for. */
export function agencyFor(ex: ExampleJson): string {
  const agency = ex.context.selectedAgencyNumber || ex.context.agencyNumber;
  const sent = (ex.payload as ReportPayload | undefined)?.parameterNameValues.listOfParamNameValues.find((p) => p.name === 'P_OMBUDNR')?.values[0];
  const wanted = sent ?? agency;
  return SEEDED.has(wanted) ? wanted : BY_SEGMENT[ex.context.segment] as string;
}

/** A token for a seeded user made to hold the given roles (and agency), as login would issue it. */
export async function tokenAs(t: TestApp, roles: string[], agencyNumber = ''): Promise<string> {
  const partner = partnerIdOf(roles);
  const base = partner ? 'TELIA1' : roles.includes('RETAIL') ? 'KEDJA3' : roles.some((r) => r === 'ADMIN' || r === 'SALJCOACH') ? 'ADMIN1' : '1001_MGR';
  const changes: Partial<UserRecord> = { roles, ...(agencyNumber ? { agencyNumber } : {}), ...(partner ? { partner } : {}) };
  return accessTokenFor(t, base, changes);
}

/** Posts a report body to the endpoint an example's caller would use; `format` picks the _excel URL suffix. */
export async function postExample(t: TestApp, code: string, ex: ExampleJson, format: 'pdf' | 'xlsx'): Promise<{ response: LightMyRequestResponse; agency: string }> {
  const { payload, agency } = examplePayload(ex, format);
  return { response: await postReport(t, code, ex.context.roles, agency, payload), agency };
}

/** An example's body asking for `format`, its agency parameter naming the seeded agency that stands in for the example's. */
export function examplePayload(ex: ExampleJson, format: 'pdf' | 'xlsx'): { payload: ReportPayload; agency: string } {
  const payload = structuredClone(ex.payload) as unknown as ReportPayload; // golden bodies are report bodies (the examples check says so)
  for (const p of payload.parameterNameValues.listOfParamNameValues) if (p.name === 'formatType') p.values = [format];
  const agency = agencyFor(ex);
  for (const p of payload.parameterNameValues.listOfParamNameValues) if (p.name === 'P_OMBUDNR') p.values = [agency];
  return { payload, agency };
}

/** Posts a report body as a caller with these roles would for this agency: own agency, RETAIL, internal or partner URL. */
export async function postReport(t: TestApp, code: string, roles: string[], agency: string, payload: ReportPayload): Promise<LightMyRequestResponse> {
  const internal = roles.some((r) => r === 'ADMIN' || r === 'SALJCOACH');
  const staff = !internal && !roles.includes('RETAIL') && !partnerIdOf(roles);
  const token = await tokenAs(t, roles, staff ? agency : '');
  const urlCode = reportUrlCode(code, reportFormatOf(payload) === 'xlsx' ? 'xlsx' : 'pdf');
  const url = partnerIdOf(roles) ? `${API}/partner/${partnerIdOf(roles)}/economy/reports/${urlCode}`
    : internal ? `${API}/internal/economy/reports/${urlCode}?agencyNumber=${agency}&username=test.user`
      : `${API}/agencies/${agency}/reports/${urlCode}`;
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

/** The text of every page of a PDF, lines joined by newlines (no-break spaces as plain spaces). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join(''));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\u00a0/g, ' ');
}

/** The first sheet of a workbook as rows of cell values (1-based rows, like exceljs). */
export async function xlsxRows(bytes: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, n) => { rows[n] = (row.values as ExcelJS.CellValue[]).slice(1); });
  return rows;
}
