// Issue 39 §6: a report body is read once, by the engine's decodeReportRequest through the portal's wire, for the
// server and the studio alike: nothing reads the body's keys beside that one reading (the agency, the format included).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PORTAL_REPORT_WIRE, type ReportPayload } from '@ombudsportalen/portal/reports/report-wire';
import { checkReportBody } from '../../../server/reports/check-report-body.js';
import { type DemoDatabase, openDemoDatabase } from '../../../studio/server/demo-database.js';
import { createStudioApi } from '../../../studio/server/studio-api.js';
import { studioContext } from '../../../studio/server/studio-context.js';
import { ROOT } from '../../shared/reports-dir.js';
import { ctx, fixture } from '../../engine/definitions/helpers';
import { testEngine } from '../../setup-engine';

// A body whose own keys count every read made outside the wire's decode, and the decodes of it.
function watched(body: ReportPayload) {
  const reads = { decodes: 0, outside: [] as string[] };
  let decoding = false;
  const proxy = new Proxy(body, {
    get(target, key, receiver) {
      if (!decoding && typeof key === 'string') reads.outside.push(key);
      return Reflect.get(target, key, receiver);
    },
  });
  const decode = PORTAL_REPORT_WIRE.decode.bind(PORTAL_REPORT_WIRE);
  vi.spyOn(PORTAL_REPORT_WIRE, 'decode').mockImplementation((def, sent, tools) => {
    if (sent !== proxy) return decode(def, sent, tools); // a golden example's body, read when the studio loads the file
    reads.decodes += 1;
    decoding = true;
    try {
      return decode(def, sent, tools);
    } finally {
      decoding = false;
    }
  });
  return { body: proxy, reads };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the server reads a report body once', () => {
  it('values, format and agency come from the one reading', () => {
    const def = fixture('EKOROM12');
    const context = ctx();
    const sent = testEngine.buildReportPayload(def, { P_FOM: '2024-02-01', P_TOM: '2024-02-29' }, context, { formatType: 'xlsx' });
    const { body, reads } = watched(sent);
    expect(checkReportBody(def, body, context, 'xlsx', '12345')).toStrictEqual({ P_FOM: '2024-02-01', P_TOM: '2024-02-29' });
    expect(reads).toStrictEqual({ decodes: 1, outside: [] });
  });
});

describe('the studio reads a report body once', () => {
  let demo: DemoDatabase;
  const dir = mkdtempSync(join(tmpdir(), 'studio-read-once-'));
  beforeAll(async () => {
    cpSync(join(ROOT, 'schemas', 'meta'), join(dir, 'schemas', 'meta'), { recursive: true });
    cpSync(join(ROOT, 'schemas', 'reports'), join(dir, 'schemas', 'reports'), { recursive: true });
    demo = await openDemoDatabase();
  }, 60_000);
  afterAll(async () => {
    await demo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the agency it makes the file for is the reading’s, and the pipeline does not read the body again', async () => {
    const api = createStudioApi(join(dir, 'schemas'), dir, demo);
    const file = 'schemas/reports/EKORDF01.json';
    const context = studioContext({ role: 'OMBMGR', segment: 'AGENCY', agency: '1001', today: demo.dayAfterData });
    const yesterday = new Date(Date.parse(`${demo.dayAfterData}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const run = await api.run(file, context, { P_FOM: yesterday, P_TOM: yesterday }, 'pdf');
    const { body, reads } = watched(run.body as ReportPayload);
    expect(await api.reportFile(file, context, body, 'pdf', new Date())).toMatchObject({ status: 200, fileName: 'EKORDF01.pdf' });
    expect(reads).toStrictEqual({ decodes: 1, outside: [] });
  });
});
