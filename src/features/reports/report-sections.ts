import { type Definition, type ReportJson } from '@ombudsportalen/engine/browser';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { spaEngine } from '@/forms/engine';
import { compareSwedish } from '@/ui/swedish-order';

const { isDefinitionVisible } = spaEngine;

/** One part of a reports page: the definitions of an `x-report.group`, under a heading when one is given. */
export interface ReportSection {
  group: ReportJson['group'];
  heading?: string;
}

/** /ekonomirapporter (part 2 §2): the Ekonomi group, then the Statistik group. */
export const ECONOMY_REPORT_SECTIONS: readonly ReportSection[] = [
  { group: 'Ekonomi', heading: 'Ekonomi' },
  { group: 'Statistik', heading: 'Statistik' },
];

/** /partnerrapporter: the partner reports; the definitions' x-visibleTo decides which one a partner role gets. */
export const PARTNER_REPORT_SECTIONS: readonly ReportSection[] = [{ group: 'Partner' }];

/** A report definition; only definitions with `x-report` are reports. */
export type ReportDefinition = Definition & { report: NonNullable<Definition['report']> };

const byName = (a: ReportDefinition, b: ReportDefinition): number => compareSwedish(a.report.name, b.report.name) || compareSwedish(a.report.code, b.report.code);

export const isReport = (def: Definition): def is ReportDefinition => def.report !== undefined;

/**
 * The reports each section shows to this session (engine visibility by role and segment), by name (people scan by
 * name, issue 41 §3), the code between equal names.
 * Sections without a visible report are left out.
 */
export function visibleReportSections(
  definitions: readonly Definition[],
  sections: readonly ReportSection[],
  ctx: PortalContext,
): { section: ReportSection; reports: ReportDefinition[] }[] {
  const visible = definitions.filter(isReport).filter((def) => isDefinitionVisible(def, ctx));
  return sections
    .map((section) => ({
      section,
      reports: visible.filter((def) => def.report.group === section.group).sort(byName),
    }))
    .filter(({ reports }) => reports.length > 0);
}
