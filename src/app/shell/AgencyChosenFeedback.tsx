import Box from '@mui/material/Box';
import { useAtom } from '@/state/atom-hooks';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import { CONTENT_MAX_WIDTH_PX } from '@/ui/responsive';
import { agencyChosenTextAtom } from './set-agency-dialog';

/** The page's feedback panel for "Ombudsnummer satt till {n}, {name}": hides itself after 8 s (spec §4). */
export function AgencyChosenFeedback() {
  const [text, setText] = useAtom(agencyChosenTextAtom);
  if (text === '') return null;
  return (
    <Box sx={{ maxWidth: CONTENT_MAX_WIDTH_PX, mx: 'auto', px: 2, pt: 2 }}>
      <FeedbackPanel variant="success" message={text} onHide={() => setText('')} />
    </Box>
  );
}
