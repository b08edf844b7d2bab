import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Definition } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import type { ReportDefinition } from '@/features/reports/report-sections';

import { REPORTS_DIR as REPORTS } from '../../shared/reports-dir';
import { loadForTheBrowser as loadDefinition } from '../../setup-engine';

const loaded = new Map<string, ReportDefinition>();

/** A report definition from schemas/reports, loaded by the engine (validators compile in Node, at first use). */
export function reportDefinition(code: string): ReportDefinition {
  let def = loaded.get(code);
  if (!def) {
    const file = `schemas/reports/${code}.json`;
    def = loadDefinition(JSON.parse(readFileSync(join(REPORTS, `${code}.json`), 'utf8')), file) as ReportDefinition;
    loaded.set(code, def);
  }
  return def;
}

/** Every report of schemas/reports, as the SPA's built-in list holds them. */
export function allReportDefinitions(): Definition[] {
  return readdirSync(REPORTS)
    .filter((f) => f.endsWith('.json'))
    .map((f) => reportDefinition(f.replace(/\.json$/, '')));
}

/** A session on Wednesday 25 November 2026 (the demo data ends 2026-11-01). */
export function reportContext(over: Partial<PortalContext> = {}): PortalContext {
  return { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '1001', today: '2026-11-25', ...over };
}
