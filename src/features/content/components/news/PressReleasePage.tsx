import Typography from '@mui/material/Typography';
import { PageContainer } from '@/ui/PageContainer';
import { PRESS_RELEASE_HEADING, PRESS_RELEASE_TEXT } from '@/features/content/content-texts';

/** /nyheter/pressrelease: a placeholder text (spec §2). */
export function PressReleasePage() {
  return (
    <PageContainer loading={false} title={PRESS_RELEASE_HEADING}>
      <Typography>{PRESS_RELEASE_TEXT}</Typography>
    </PageContainer>
  );
}
