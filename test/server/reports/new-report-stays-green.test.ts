// Adding a valid report file keeps the suite green: the tests that cover "every report" run again (a child vitest) on
// a copy of schemas/reports with one more report, visible to agency managers and finance staff of ordinary shops and
// tracks, and must pass and must have seen the new code.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { DefinitionJson } from '@ombudsportalen/engine';
import { REPORTS_DIR, ROOT } from '../../shared/reports-dir.js';

// Every test file that reads the reports folder (through test/shared/reports-dir.ts).
const SUITE = [
  'test/server/reports/every-report.test.ts', 'test/server/reports/report-definitions.test.ts',
  'test/server/reports/golden-examples.test.ts', 'test/server/reports/datasets.test.ts',
  'test/engine/definitions/payloads.test.ts', 'test/engine/definitions/payload-property.test.ts', 'test/engine/definitions/standalone.test.ts',
  'test/src/reports/report-sections.test.ts', 'test/src/reports/ReportList.test.tsx',
];

/** A new report made from EKORDF01's file: another code, name, group and audience (and the examples of that audience). */
function newReport(): object {
  const json = JSON.parse(readFileSync(join(REPORTS_DIR, 'EKORDF01.json'), 'utf8')) as DefinitionJson;
  const audience = { roles: ['OMBMGR', 'EKONOMI'], segments: ['AGENCY', 'TRACK'] };
  return {
    ...json,
    'x-report': { ...json['x-report'], code: 'EKORZZ99', name: 'Tillfällig rapport', group: 'Statistik' },
    'x-visibleTo': audience,
    'x-examples': json['x-examples']?.filter(({ context }) => context.roles.some((r) => audience.roles.includes(r)) && audience.segments.includes(context.segment)),
  };
}

it.skipIf(process.env.TEST_REPORTS_DIR)('the report tests stay green with one more definition file in the folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reports-plus-one-'));
  try {
    cpSync(REPORTS_DIR, dir, { recursive: true });
    writeFileSync(join(dir, 'EKORZZ99.json'), JSON.stringify(newReport(), null, 2));
    // One worker per project: the parent's workers keep the other cores busy, and each more worker imports it all again.
    const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=verbose', '--maxWorkers=1', ...SUITE], {
      cwd: ROOT,
      env: { ...process.env, TEST_REPORTS_DIR: dir, TEST_TEMPLATE_DATABASE: inject('templateDatabasePath'), NO_COLOR: '1', FORCE_COLOR: '0' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output.slice(-4000)).toBe(0);
    expect(output).toMatch(/EKORZZ99 > downloads with its defaults on the seeded data/);
    expect(output).toMatch(/Test Files\s+9 passed/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 600_000);
