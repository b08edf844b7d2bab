import { useState } from 'react';
import { useAtomValue } from '@/state/atom-hooks';
import { stockholmToday } from '@ombudsportalen/engine/browser';
import { SchemaForm } from '@/forms';
import { authViewAtom } from '@/state/auth';
import { useClock } from '@/state/clock';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import { PageInitError } from '@/ui/PageInitError';
import { accountKindOf } from '@/features/account/account-kind';
import { GDPR_ACCEPT, GDPR_SAVE_FAILED } from '@/features/account/account-texts';
import { saveOwnUserNow } from '@/features/account/api/own-user-api';
import { useAccountDefinition } from '@/features/account/hooks/useAccountDefinition';
import { useSessionEngineContext } from '@/state/session-hooks';
import { InlineLoader } from '@/features/account/components/page-parts';

export interface GdprFormProps {
  /** The acceptance was saved (date yyyy-MM-dd): the gate passes. */
  onAccepted: (acceptDate: string) => void;
}

/**
 * "Jag godkänner ovanstående" and "Godkänn" (schemas/forms/gdpr.json): the required box is never sent; the date is not
 * shown and is set when Godkänn is pressed (the Stockholm day by the app clock), sent as gdprAcceptDate in the user's
 * own PUT (/users, /partner/user or /chain/user).
 */
export function GdprForm({ onAccepted }: GdprFormProps) {
  const load = useAccountDefinition('gdpr');
  const context = useSessionEngineContext();
  const { roles, username, agencyNumber } = useAtomValue(authViewAtom);
  const [failed, setFailed] = useState(false);
  const clock = useClock();

  if (load.status === 'pending') return <InlineLoader />;
  if (load.status === 'error') return <PageInitError code={load.code} />;

  async function accept() {
    const acceptDate = stockholmToday(clock.now());
    setFailed(false);
    try {
      await saveOwnUserNow(accountKindOf(roles, agencyNumber), username, { gdprAcceptDate: acceptDate });
    } catch {
      setFailed(true);
      return;
    }
    onAccepted(acceptDate);
  }

  return (
    <>
      <SchemaForm
        definition={load.definition}
        context={context}
        idPrefix="gdpr"
        submitLabel={GDPR_ACCEPT}
        onAttempt={() => setFailed(false)}
        onSubmit={accept}
      />
      <FeedbackPanel variant="error" message={failed ? GDPR_SAVE_FAILED : ''} permanent />
    </>
  );
}
