// Issue 25 item 2: one report pipeline. For every report in schemas/reports, each of its seeded-data examples and each of
// its formats, the studio's file and the report endpoint's file for the same definition, body and data (the test app's
// database and clock) are the same: the same PDF text, the same XLSX cells.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSegment } from '@ombudsportalen/portal/access';
import { stockholmToday } from '@ombudsportalen/engine';
import { type AgencyRepository, createAgencyRepository } from '../../../server/repositories/agency-repository.js';
import { openReportingConnection } from '../../../server/reports/reporting-connection.js';
import { type ReportingReader, sqliteReportingReader } from '../../../server/reports/reporting-reader.js';
import { createStudioApi } from '../../../studio/server/studio-api.js';
import { studioContext } from '../../../studio/server/studio-context.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { examplePayload, pdfText, postExample, reportDefinitions, ROOT, setToday, xlsxRows } from '../reports/report-harness.js';

const cases = reportDefinitions().flatMap((def) => def.examples.filter((ex) => ex.payload && ex.name.startsWith('seeded data:'))
  .flatMap((ex) => def.report!.formats.map((format) => ({ def, ex, format }))));

let t: TestApp;
let reporting: ReportingReader;
let agencies: AgencyRepository;
let studio: ReturnType<typeof createStudioApi>;
beforeAll(async () => {
  t = await buildTestApp();
  reporting = sqliteReportingReader(openReportingConnection(t.config.databasePath));
  agencies = createAgencyRepository(t.store);
  const names = new Map((await agencies.overview()).map((a) => [a.agencyNumber, a.agencyName]));
  // The studio over the test app's own data: the names the server's header takes, the day the figures check runs on.
  studio = createStudioApi(join(ROOT, 'schemas'), ROOT, {
    reporting,
    agencyName: (agencyNumber) => names.get(agencyNumber),
    dayAfterData: stockholmToday(t.clock.now()),
    close: () => reporting.close(),
  });
}, 60_000);
afterAll(async () => {
  await reporting?.close();
  await t?.close();
});

describe('the studio makes the report files the report endpoint makes', () => {
  it('every report has a seeded-data example to compare on', () => {
    expect(new Set(cases.map((c) => c.def.file)).size).toBe(reportDefinitions().length);
  });

  it.each(cases.map((c) => [`${c.def.report!.code} ${c.format}: ${c.ex.name}`, c] as const))('%s', async (_name, { def, ex, format }) => {
    setToday(t, ex.context.today);
    const { response, agency } = await postExample(t, def.report!.code, ex, format);
    expect(response.statusCode, response.body).toBe(200);
    const partner = def.report!.payloadKind === 'partner';
    const ctx = studioContext({
      role: ex.context.roles[0]!, agency, today: ex.context.today,
      segment: deriveSegment(partner ? undefined : await agencies.findByNumber(agency)),
    });
    const out = await studio.reportFile(def.file, ctx, examplePayload(ex, format).payload, format, t.clock.now());
    if (!('bytes' in out) || !out.bytes) throw new Error(`the studio answered ${out.status}: ${JSON.stringify(out.json)}`);
    expect(`attachment; filename="${out.fileName}"`).toBe(response.headers['content-disposition']);
    expect(out.contentType).toBe(response.headers['content-type']);
    const bytes = out.bytes;
    if (format === 'pdf') expect(await pdfText(bytes)).toBe(await pdfText(response.rawPayload));
    else expect(await xlsxRows(bytes)).toStrictEqual(await xlsxRows(response.rawPayload));
  });
});
