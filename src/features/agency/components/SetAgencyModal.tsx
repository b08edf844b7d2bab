import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import { LoadingButton } from '@/ui/LoadingButton';
import { PortalModal } from '@/ui/PortalModal';
import type { AgencyOverviewEntry } from '@/features/agency/api/agency-api';
import * as texts from '@/features/agency/agency-texts';
import { agencyNumberFromInput } from '@/features/agency/filter-agencies';
import { useAgencyOverview } from '@/features/agency/hooks/useAgencyOverview';
import { useSetAgencyForm } from '@/features/agency/hooks/useSetAgencyForm';
import { AgencySearchField } from './AgencySearchField';

export interface SetAgencyModalProps {
  open: boolean;
  /** The agency already chosen, '' if none: "Stäng" (and Escape) only when one is set. */
  currentAgencyNumber: string;
  onClose: () => void;
  /** The server accepted the number: the app keeps it and loads that agency's info. */
  onAgencySet: (agency: AgencyOverviewEntry) => void;
}

const FORM_ID = 'set-agency-form';

/** "Välj ombudsnummer": search an agency and send it; internal staff cannot leave it before one is set. */
export function SetAgencyModal({ open, currentAgencyNumber, onClose, onAgencySet }: SetAgencyModalProps) {
  const overview = useAgencyOverview(open);
  const form = useSetAgencyForm(onAgencySet);
  const [inputValue, setInputValue] = useState('');
  const [attempted, setAttempted] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const closable = currentAgencyNumber !== '';
  const missing = attempted && inputValue.trim() === '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (inputValue.trim() === '') {
      inputRef.current?.focus(); // keyboard users land on the field to fix
      return;
    }
    if (await form.submit(agencyNumberFromInput(inputValue, overview.agencies))) {
      setInputValue('');
      setAttempted(false);
    }
  }

  const actions = (
    <>
      {closable && (
        <Button variant="outlined" onClick={onClose}>
          {texts.CLOSE_TEXT}
        </Button>
      )}
      <LoadingButton type="submit" form={FORM_ID} variant="contained" loading={form.submitting}>
        {texts.SEND_TEXT}
      </LoadingButton>
    </>
  );

  return (
    <PortalModal open={open} onClose={closable ? onClose : undefined} title={texts.SET_AGENCY_TITLE} actions={actions}>
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} aria-label={texts.SET_AGENCY_TITLE}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {overview.errorCode && <Alert severity="error">{texts.agencyListFailedText(overview.errorCode)}</Alert>}
          <AgencySearchField
            agencies={overview.agencies}
            loading={overview.loading}
            inputValue={inputValue}
            onInputChange={setInputValue}
            errorText={missing ? texts.REQUIRED_FIELD_TEXT : ''}
            disabled={form.submitting}
            inputRef={inputRef}
          />
          {form.failure && <FeedbackPanel variant="error" message={form.failure} permanent noScroll />}
        </Stack>
      </form>
    </PortalModal>
  );
}
