import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { reportTitle } from '@/features/reports/report-texts';
import type { ReportDefinition } from '@/features/reports/report-sections';
import { type RememberedChoices, ReportForm } from './ReportForm';

interface ReportAccordionProps {
  definition: ReportDefinition;
  context: PortalContext;
  notify: (toast: string) => void;
  /** The title's heading level: 3 under a section heading, 2 when the page has none. */
  level: 2 | 3;
  remembered: RememberedChoices;
  /** Controlled by the page (a "Senast använda" link opens it). */
  expanded: boolean;
  onToggle: (open: boolean) => void;
}

/** One report (part 2 §2): an accordion titled with its name and code; the form mounts when first opened and stays. */
export function ReportAccordion({ definition, context, notify, level, remembered, expanded, onToggle }: ReportAccordionProps) {
  const { code, name } = definition.report;
  return (
    // The heading level goes to MUI's own heading slot (as `component`), which keeps its margin reset: a bare h3 brought
    // the browser's margins, which stood inside the accordion once its details were mounted (a gap after closing).
    <Accordion expanded={expanded} onChange={(_event, open) => onToggle(open)} slotProps={{ heading: { component: `h${level}` }, transition: { mountOnEnter: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`report-${code}-summary`} aria-controls={`report-${code}-details`}>
        <Typography component="span">{reportTitle(name, code)}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <ReportForm definition={definition} context={context} notify={notify} headingLevel={level === 2 ? 'h3' : 'h4'} remembered={remembered} />
      </AccordionDetails>
    </Accordion>
  );
}
