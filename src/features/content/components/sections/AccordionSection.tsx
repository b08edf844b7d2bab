import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentEntry } from '@ombudsportalen/portal/api';
import { entriesField, rawField, textField } from '@/features/content/fields';
import { RichText } from '@/features/content/components/RichText';
import { SectionHeading } from './SectionHeading';

/** An accordion: each item toggles open and closed on its header or arrow (spec §2). */
export function AccordionSection({ entry }: { entry: ContentEntry }) {
  return (
    <Box>
      <SectionHeading title={textField(entry, 'title')} info={textField(entry, 'info') || undefined} />
      {entriesField(entry, 'items').map((item) => (
        <Accordion key={item.sys.id} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${item.sys.id}-rubrik`} aria-controls={`${item.sys.id}-innehall`}>
            <Typography component="h3" sx={{ fontWeight: 500 }}>{textField(item, 'header')}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`${item.sys.id}-innehall`}>
            <RichText document={rawField(item, 'body')} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
