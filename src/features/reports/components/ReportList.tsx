import { Fragment, useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Definition } from '@ombudsportalen/engine/browser';
import { useSessionEngineContext } from '../../../state/session-hooks';
import { type ReportSection, visibleReportSections } from '../report-sections';
import { NO_REPORTS_TEXT } from '../report-texts';
import { ReportAccordion } from './ReportAccordion';
import { type Toast, ReportToast } from './ReportToast';

interface ReportListProps {
  definitions: readonly Definition[];
  sections: readonly ReportSection[];
}

/** The reports this session may see, section by section (a heading, then one accordion per report), and the toast. */
export function ReportList({ definitions, sections }: ReportListProps) {
  const context = useSessionEngineContext();
  const [toast, setToast] = useState<Toast | null>(null);
  const notify = useCallback((text: string) => setToast((current) => ({ text, id: (current?.id ?? 0) + 1 })), []);
  const shown = visibleReportSections(definitions, sections, context);
  const only = shown.length === 1 && shown[0]?.reports.length === 1; // a single report starts open
  return (
    <>
      {shown.length === 0 && <Typography>{NO_REPORTS_TEXT}</Typography>}
      {shown.map(({ section, reports }) => (
        <Fragment key={section.group}>
          {section.heading && (
            <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 2 }}>
              {section.heading}
            </Typography>
          )}
          <Box>
            {reports.map((def) => (
              <ReportAccordion
                key={def.report.code}
                definition={def}
                context={context}
                notify={notify}
                defaultExpanded={only}
                level={section.heading ? 3 : 2}
              />
            ))}
          </Box>
        </Fragment>
      ))}
      <ReportToast toast={toast} onClose={() => setToast(null)} />
    </>
  );
}
