// Every golden payload example of every report definition (the bodies `npm run schemas -- check` proves the form
// builds) is accepted by the report endpoint and answers a real file; examples in the seeded world ("seeded data: …",
// today 2026-11-02) must give rows, the agency or partner and the period in the PDF, headings and totals in the XLSX.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASET_DEFAULTS, type ExampleJson, reportFileName } from '@ombudsportalen/engine';
import { partnerIdOf } from '@ombudsportalen/portal/access';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { pdfText, postExample, reportDefinitions, setToday, xlsxRows } from './report-harness.js';
import { testEngine } from '../../setup-engine';

const { formatMessage } = testEngine;

const definitions = reportDefinitions();
const cases = definitions.flatMap((def) => def.examples.filter((ex) => ex.payload).map((ex) => ({ def, ex })));
const seededWorld = (ex: ExampleJson) => ex.name.startsWith('seeded data:');

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => t.close());

describe('golden example payloads are accepted by the report endpoints', () => {
  it('every report has at least one example with rows in the seeded data', () => {
    for (const def of definitions) expect(def.examples.filter(seededWorld).length, def.file).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [`${c.def.report?.code}: ${c.ex.name}`, c] as const))('%s', async (_name, { def, ex }) => {
    setToday(t, ex.context.today);
    const dataset = def.dataset!;
    const formats = seededWorld(ex) ? def.report!.formats : [ex.formatType ?? 'pdf'];
    for (const format of formats) {
      const { response, agency } = await postExample(t, def.report!.code, ex, format);
      const noData = dataset.noData ?? DATASET_DEFAULTS.noData;
      if (response.statusCode === 400 && noData.answer === 'error' && !seededWorld(ex)) {
        expect(response.json()).toEqual({ code: 'error.report.no-data', message: noData.message });
        continue;
      }
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${reportFileName(def.report!.code, format)}"`);
      expect(response.rawPayload.length).toBeGreaterThan(1000);
      const subject = partnerIdOf(ex.context.roles) ?? agency;
      if (format === 'pdf') {
        const text = await pdfText(response.rawPayload);
        expect(text).toContain(def.report!.name);
        expect(text).toContain(subject);
        expect(text).toMatch(/Period:\s*\d{4}-\d{2}-\d{2}/);
        if (seededWorld(ex)) expect(text).not.toContain(noData.message);
      } else {
        const rows = await xlsxRows(response.rawPayload);
        expect(rows[1]?.[0]).toBe(def.report!.name);
        expect(String(rows[2]?.[1])).toContain(subject);
        expect(rows[6]).toEqual(dataset.columns.map((c) => c.title));
        if (seededWorld(ex)) {
          expect(rows.length).toBeGreaterThan(8);
          if (dataset.columns.some((c) => c.total)) expect(rows[rows.length - 1]?.[0]).toBe(dataset.totalsLabel ?? 'Summa');
        }
      }
    }
  });

  it('the form-level text of the report forms is the one the 400 answers carry', () => {
    expect(formatMessage('formInvalidRetry')).toBe('Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.');
  });
});
