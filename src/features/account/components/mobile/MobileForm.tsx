import { useState } from 'react';
import Button from '@mui/material/Button';
import { useAtomValue } from '@/state/atom-hooks';
import { errorText } from '@/api/error-text';
import { type FieldMessage, SchemaForm } from '@/forms';
import { authViewAtom } from '@/state/auth';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import { PageInitError } from '@/ui/PageInitError';
import { accountKindOf } from '@/features/account/account-kind';
import { CANCEL, MOBILE_SAVED, SAVE, mobileSaveFailed } from '@/features/account/account-texts';
import { saveOwnUserNow } from '@/features/account/api/own-user-api';
import { useAccountDefinition } from '@/features/account/hooks/useAccountDefinition';
import { useSessionEngineContext } from '@/state/session-hooks';
import { InlineLoader } from '@/features/account/components/page-parts';
import { saveFailureOf } from '@/features/account/save-failure';

export interface MobileFormProps {
  /** The number held, prefilled: Spara confirms it (an unchanged number writes nothing at the server). */
  heldMobile?: string;
  onCancel: () => void;
  /** The number was saved; "Mobilnummer har sparats." shows from now on. */
  onSaved: (mobile: string) => void;
}

/** +467XXXXXXXX (schemas/forms/mobile.json), Avbryt and Spara; saved in the user's own PUT. */
export function MobileForm({ heldMobile, onCancel, onSaved }: MobileFormProps) {
  const load = useAccountDefinition('mobile');
  const context = useSessionEngineContext();
  const { roles, username, agencyNumber } = useAtomValue(authViewAtom);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState('');
  const [serverErrors, setServerErrors] = useState<{ fields: FieldMessage[] } | null>(null);

  if (load.status === 'pending') return <InlineLoader />;
  if (load.status === 'error') return <PageInitError code={load.code} />;
  if (saved) return <FeedbackPanel variant="success" message={MOBILE_SAVED} permanent />;

  async function save(payload: Record<string, unknown>) {
    const mobile = String(payload['mobile']);
    setError('');
    try {
      await saveOwnUserNow(accountKindOf(roles, agencyNumber), username, { mobile });
    } catch (failure) {
      const reason = saveFailureOf(failure);
      setServerErrors(reason.kind === 'fields' ? { fields: reason.fields } : null);
      setError(mobileSaveFailed(errorText(failure)));
      return;
    }
    setSaved(true);
    onSaved(mobile);
  }

  return (
    <>
      <SchemaForm
        definition={load.definition}
        context={context}
        idPrefix="mobile"
        initialValues={heldMobile ? { mobile: heldMobile } : {}}
        submitLabel={SAVE}
        serverErrors={serverErrors}
        onAttempt={() => setError('')}
        onSubmit={(_values, payload) => save(payload.formPayload())}
        actions={
          <Button type="button" variant="outlined" onClick={onCancel}>
            {CANCEL}
          </Button>
        }
      />
      <FeedbackPanel variant="error" message={error} permanent />
    </>
  );
}
