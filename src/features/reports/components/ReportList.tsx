import { Fragment, useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Definition, FormatType, Values } from '@ombudsportalen/engine/browser';
import { useSessionEngineContext } from '@/state/session-hooks';
import { type StoredReportPreferences, deleteReportPreferences, saveReportPreferences } from '@/features/reports/api/report-preferences';
import { type ReportSection, visibleReportSections } from '@/features/reports/report-sections';
import { NO_REPORTS_TEXT, RECENT_HEADING, reportTitle } from '@/features/reports/report-texts';
import { ReportAccordion } from './ReportAccordion';
import type { RememberedChoices } from './ReportForm';
import { type Toast, ReportToast } from './ReportToast';

interface ReportListProps {
  definitions: readonly Definition[];
  sections: readonly ReportSection[];
  /** The user's remembered choices, the last used first (issue 41 §3). */
  preferences: readonly StoredReportPreferences[];
}

/** How many reports "Senast använda" lists. */
export const RECENT_REPORTS = 3;

// Only what the form holds as scalars is remembered (the contract's values); the wire's own keys are not form values.
const scalars = (values: Values): Record<string, string | number | boolean> =>
  Object.fromEntries(Object.entries(values).filter((e): e is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof e[1])));

/**
 * The reports this session may see, section by section (a heading, then one accordion per report, by name), the user's
 * last three reports above them ("Senast använda": links that open the report), and the toast.
 */
export function ReportList({ definitions, sections, preferences }: ReportListProps) {
  const context = useSessionEngineContext();
  const [toast, setToast] = useState<Toast | null>(null);
  const notify = useCallback((text: string) => setToast((current) => ({ text, id: (current?.id ?? 0) + 1 })), []);
  const shown = visibleReportSections(definitions, sections, context);
  const only = shown.length === 1 && shown[0]?.reports.length === 1; // a single report starts open
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(only ? shown.flatMap((s) => s.reports.map((r) => r.report.code)) : []));
  const [stored, setStored] = useState(preferences);
  const remember = useCallback((code: string, values: Values, format: FormatType) => {
    const entry = { reportCode: code, format, values: scalars(values), usedAt: new Date().toISOString() };
    setStored((list) => [entry, ...list.filter((p) => p.reportCode !== code)]);
    // Remembering is a convenience: a refusal (values that no longer fit) leaves the report fetched, and no banner.
    void saveReportPreferences(code, { format, values: entry.values }).catch(() => undefined);
  }, []);
  const forget = useCallback((code: string) => {
    setStored((list) => list.filter((p) => p.reportCode !== code));
    void deleteReportPreferences(code).catch(() => undefined);
  }, []);
  const byCode = new Map(shown.flatMap((s) => s.reports).map((d) => [d.report.code, d]));
  const recent = stored.map((p) => byCode.get(p.reportCode)).filter((d) => d !== undefined).slice(0, RECENT_REPORTS);
  const toggle = (code: string, isOpen: boolean) => setOpen((set) => {
    const next = new Set(set);
    if (isOpen) next.add(code);
    else next.delete(code);
    return next;
  });
  const openFromRecent = (code: string) => {
    toggle(code, true);
    document.getElementById(`report-${code}-summary`)?.focus();
  };
  return (
    <>
      {shown.length === 0 && <Typography>{NO_REPORTS_TEXT}</Typography>}
      {recent.length > 0 && (
        <Box component="nav" aria-labelledby="recent-reports-heading" data-testid="recent-reports">
          <Typography id="recent-reports-heading" variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
            {RECENT_HEADING}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
            {recent.map((def) => (
              <li key={def.report.code}>
                <Link href={`#report-${def.report.code}-summary`} onClick={(e) => { e.preventDefault(); openFromRecent(def.report.code); }}>
                  {reportTitle(def.report.name, def.report.code)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {shown.map(({ section, reports }) => (
        <Fragment key={section.group}>
          {section.heading && (
            <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 2 }}>
              {section.heading}
            </Typography>
          )}
          <Box>
            {reports.map((def) => {
              const code = def.report.code;
              const remembered: RememberedChoices = { stored: stored.find((p) => p.reportCode === code), remember, forget };
              return (
                <ReportAccordion
                  key={code}
                  definition={def}
                  context={context}
                  notify={notify}
                  level={section.heading ? 3 : 2}
                  remembered={remembered}
                  expanded={open.has(code)}
                  onToggle={(isOpen) => toggle(code, isOpen)}
                />
              );
            })}
          </Box>
        </Fragment>
      ))}
      <ReportToast toast={toast} onClose={() => setToast(null)} />
    </>
  );
}
