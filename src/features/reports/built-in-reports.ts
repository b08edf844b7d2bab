import { builtInDefinition, definitionCodes } from '@/forms/built-in-definitions';
import { isReport, type ReportDefinition } from './report-sections';

/**
 * Every report built into the SPA (schemas/reports, precompiled by Vite): a new file shows after a rebuild, with no
 * code change. Imported lazily by the reports pages, so the definitions and validators load with them only.
 */
export function builtInReports(): ReportDefinition[] {
  return definitionCodes().map(builtInDefinition).filter(isReport);
}
