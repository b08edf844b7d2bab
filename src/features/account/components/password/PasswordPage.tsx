import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useAtomValue } from '@/state/atom-hooks';
import { authViewAtom } from '@/state/auth';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentUserAtom } from '@/state/current-user';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import { PageContainer } from '@/ui/PageContainer';
import { PASSWORD_CHANGED, PASSWORD_HEADING } from '@/features/account/account-texts';
import { accountKindOf } from '@/features/account/account-kind';
import { fetchOwnUser } from '@/features/account/api/own-user-api';
import { PasswordChangeForm } from './PasswordChangeForm';

/** After a change the page goes back after this long (spec part 1 §9). */
export const BACK_AFTER_PASSWORD_CHANGE_MS = 3000;

/** /losenord in the shell: a change the user chose. "Lösenordet har ändrats.", then back where they came from. */
export function PasswordPage() {
  const [changed, setChanged] = useState(false);
  const setCurrentUser = useSetAtom(currentUserAtom);
  const { roles, username, agencyNumber } = useAtomValue(authViewAtom);
  const navigate = useNavigate();
  // The first entry of the app's history has the key "default": nothing to go back to inside the portal.
  const cameFromPortal = useLocation().key !== 'default';

  useEffect(() => {
    if (!changed) return undefined;
    const timer = setTimeout(() => void (cameFromPortal ? navigate(-1) : navigate('/', { replace: true })), BACK_AFTER_PASSWORD_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [changed, cameFromPortal, navigate]);

  const onChanged = () => {
    setChanged(true);
    // The new expiry date (and ETag) live on the user: read it again so the expiry notice goes away. Best effort.
    fetchOwnUser(accountKindOf(roles, agencyNumber), username).then(
      ({ data }) => setCurrentUser((state) => (state.user ? { ...state, user: data } : state)),
      () => undefined,
    );
  };

  return (
    <PageContainer loading={false} title={PASSWORD_HEADING}>
      {changed ? <FeedbackPanel variant="success" message={PASSWORD_CHANGED} permanent /> : <PasswordChangeForm onChanged={onChanged} />}
    </PageContainer>
  );
}
