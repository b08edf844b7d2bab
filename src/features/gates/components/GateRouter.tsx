import type { ReactNode } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { authAtom } from '../../../state/auth';
import { readCookies } from '../../../state/cookies';
import { currentUserAtom, mobileGateDoneAtom, type CurrentUser } from '../../../state/current-user';
import { nextGate } from '../next-gate';
import { rememberPhoneConfirmed } from '../phone-confirmed';
import { GdprGatePage } from './GdprGatePage';
import { MobileGatePage } from './MobileGatePage';
import { PasswordGatePage } from './PasswordGatePage';

/** What the account issue plugs into the gate pages; the gates only decide order and passing. */
export interface GateHandoffs {
  saveGdprAcceptance: (acceptDate: string) => Promise<void>;
  /** Saves the mobile number; without it Spara confirms the number held. */
  saveMobile?: () => Promise<void>;
  passwordForm?: ReactNode;
  mobileForm?: ReactNode;
}

/** The path of the password page, where the forced change sends every other path. */
export const PASSWORD_PATH = '/losenord';

interface GateRouterProps {
  user: CurrentUser;
  handoffs: GateHandoffs;
  onLogout: () => void;
  /** The shell, shown once no gate is left. */
  children: ReactNode;
}

/** Shows the first gate the user has not passed (nextGate decides), else the shell. */
export function GateRouter({ user, handoffs, onLogout, children }: GateRouterProps) {
  const { roles } = useAtomValue(authAtom);
  const [mobileGateDone, setMobileGateDone] = useAtom(mobileGateDoneAtom);
  const setCurrentUser = useSetAtom(currentUserAtom);
  const { pathname } = useLocation();

  switch (nextGate(user, roles, readCookies(), { mobileGateDone })) {
    case 'password':
      if (pathname !== PASSWORD_PATH) return <Navigate to={PASSWORD_PATH} replace />;
      return <PasswordGatePage passwordForm={handoffs.passwordForm} onLogout={onLogout} />;
    case 'gdpr': {
      const save = async (acceptDate: string) => {
        await handoffs.saveGdprAcceptance(acceptDate);
        setCurrentUser((state) => (state.user ? { ...state, user: { ...state.user, gdprAcceptDate: acceptDate } } : state));
      };
      return <GdprGatePage saveGdprAcceptance={save} onLogout={onLogout} />;
    }
    case 'mobile': {
      const save = async () => {
        await handoffs.saveMobile?.();
        rememberPhoneConfirmed(user.username);
        setMobileGateDone(true);
      };
      return (
        <MobileGatePage heldMobile={user.mobile} mobileForm={handoffs.mobileForm} onCancel={() => setMobileGateDone(true)} onSave={save} />
      );
    }
    case null:
      return children;
  }
}
