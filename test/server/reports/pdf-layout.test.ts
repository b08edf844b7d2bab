// The PDF as laid out, not only its text: for every report under schemas/reports/ (its first seeded-world example),
// no two text runs overlap on any page, and the header is a document header, one line each from the top: the logo's
// wordmark, "Name (CODE)", the agency or partner, the period, the creation time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerIdOf } from '@ombudsportalen/portal/access';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { postExample, reportDefinitions, setToday } from './report-harness.js';
import { overlappingRuns, pdfTextRuns, type TextRun } from './pdf-runs.js';

const cases = reportDefinitions().map((def) => ({ def, ex: def.examples.find((e) => e.name.startsWith('seeded data:') && e.payload) }));

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => t.close());

const describeRun = (r: TextRun) => `"${r.text}" at (${r.x.toFixed(1)}, ${r.y.toFixed(1)}) ${r.width.toFixed(1)}×${r.height.toFixed(1)}`;

describe('report PDF layout', () => {
  it('finds overlaps: two runs on one baseline are caught, runs on separate lines are not', () => {
    const run = (text: string, x: number, y: number): TextRun => ({ page: 1, text, x, y, width: 40, height: 9 });
    expect(overlappingRuns([run('Ombud:', 36, 700), run('Period:', 36, 697)])).toHaveLength(1);
    expect(overlappingRuns([run('Ombud:', 36, 700), run('Period:', 36, 688)])).toHaveLength(0);
    expect(overlappingRuns([run('Ombud:', 36, 700), run('1001', 80, 700)])).toHaveLength(0);
  });

  it.each(cases.map((c) => [c.def.report!.code, c] as const))('%s: no text runs overlap, the header is one line per item', async (code, { def, ex }) => {
    expect(ex, `${code} has a seeded-data example`).toBeDefined();
    setToday(t, ex!.context.today);
    const { response, agency } = await postExample(t, code, ex!, 'pdf');
    expect(response.statusCode, response.body).toBe(200);
    const runs = await pdfTextRuns(response.rawPayload);
    expect(runs.length).toBeGreaterThan(20);
    expect(overlappingRuns(runs).map(([a, b]) => `${describeRun(a)} overlaps ${describeRun(b)}`)).toEqual([]);

    const subjectLabel = partnerIdOf(ex!.context.roles) ? 'Partner:' : 'Ombud:';
    const lineOf = (text: string) => {
      const run = runs.find((r) => r.page === 1 && r.text.startsWith(text));
      expect(run, `"${text}" on page 1`).toBeDefined();
      return run!.y;
    };
    const lines = [lineOf('Ombudsportalen'), lineOf(`${def.report!.name} (${code})`), lineOf(subjectLabel), lineOf('Period:'), lineOf('Skapad:')];
    for (let i = 1; i < lines.length; i += 1) expect(lines[i - 1]! - lines[i]!, `header line ${i + 1} is below line ${i}`).toBeGreaterThanOrEqual(9);
    const subject = partnerIdOf(ex!.context.roles) ?? agency;
    expect(runs.some((r) => r.page === 1 && Math.abs(r.y - lines[2]!) < 0.5 && r.text.startsWith(subject))).toBe(true);
  });
});
