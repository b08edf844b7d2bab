import { useState } from 'react';
import Button from '@mui/material/Button';
import { useAtomValue } from '@/state/atom-hooks';
import { authViewAtom } from '@/state/auth';
import { type FieldMessage, SchemaForm } from '@/forms';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import { PageInitError } from '@/ui/PageInitError';
import { accountKindOf } from '@/features/account/account-kind';
import { CANCEL, SAVE } from '@/features/account/account-texts';
import { type PasswordPair, changePassword } from '@/features/account/api/password-api';
import { useAccountDefinition } from '@/features/account/hooks/useAccountDefinition';
import { useSessionEngineContext } from '@/state/session-hooks';
import { InlineLoader } from '@/features/account/components/page-parts';
import { passwordFailureOf } from '@/features/account/password-failure';

export interface PasswordChangeFormProps {
  /** Avbryt; given on the forced change (it logs out). */
  onCancel?: () => void;
  /** The password was changed; the button reads "Laddar..." until this settles. */
  onChanged: () => void | Promise<void>;
}

/** Current, new and repeat (schemas/forms/password-change.json); the call follows the user's kind (spec part 1 §7). */
export function PasswordChangeForm({ onCancel, onChanged }: PasswordChangeFormProps) {
  const load = useAccountDefinition('password-change');
  const context = useSessionEngineContext();
  const { roles, username, agencyNumber } = useAtomValue(authViewAtom);
  const [error, setError] = useState('');
  const [serverErrors, setServerErrors] = useState<{ fields: FieldMessage[] } | null>(null);
  const [busy, setBusy] = useState(false);

  if (load.status === 'pending') return <InlineLoader />;
  if (load.status === 'error') return <PageInitError code={load.code} />;

  async function submit(change: PasswordPair) {
    setError('');
    setBusy(true);
    try {
      await changePassword(accountKindOf(roles, agencyNumber), username, change);
    } catch (failure) {
      const { message, fields } = passwordFailureOf(failure);
      setError(message);
      setServerErrors(fields.length > 0 ? { fields } : null);
      setBusy(false);
      return;
    }
    await onChanged();
  }

  return (
    <>
      <FeedbackPanel variant="error" message={error} permanent />
      <SchemaForm
        definition={load.definition}
        context={context}
        idPrefix="password"
        submitLabel={SAVE}
        serverErrors={serverErrors}
        onAttempt={() => setError('')}
        onSubmit={(_values, payload) => submit(payload.formPayload() as PasswordPair)}
        actions={
          onCancel && (
            <Button type="button" variant="outlined" onClick={onCancel} disabled={busy}>
              {CANCEL}
            </Button>
          )
        }
      />
    </>
  );
}
