import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useAtom, useAtomValue } from '@/state/atom-hooks';
import { Navigate, useLocation } from 'react-router-dom';
import { authViewAtom } from '@/state/auth';
import { readCookies } from '@/state/cookies';
import { currentUserAtom, mobileGateDoneAtom, type CurrentUser } from '@/state/current-user';
import { nextGate } from '@/features/gates/next-gate';
import { rememberMobileGateSkipped, rememberPhoneConfirmed } from '@/features/gates/phone-confirmed';
import { GdprGatePage } from './GdprGatePage';
import { MobileGatePage } from './MobileGatePage';
import { PasswordGatePage } from './PasswordGatePage';

/** The account forms the gate pages show (wired in src/app/session/account-handoffs.ts); the gates decide order and passing. */
export interface GateHandoffs {
  /** The forced password change; Avbryt calls onCancel (logout). On success it refreshes the user, which opens the gate. */
  PasswordForm: ComponentType<{ onCancel: () => void }>;
  /** The GDPR acceptance; onAccepted(date) once it is saved. */
  GdprForm: ComponentType<{ onAccepted: (acceptDate: string) => void }>;
  /** The mobile number; onSaved(mobile) once it is saved (its "saved" text then shows), onCancel for Avbryt. */
  MobileForm: ComponentType<{ heldMobile?: string; onCancel: () => void; onSaved: (mobile: string) => void }>;
}

/** The path of the password page, where the forced change sends every other path. */
export const PASSWORD_PATH = '/losenord';

/** How long "Mobilnummer har sparats." shows before the shell (ours). */
export const MOBILE_SAVED_PAUSE_MS = 1500;

interface GateRouterProps {
  user: CurrentUser;
  handoffs: GateHandoffs;
  onLogout: () => void;
  /** The shell, shown once no gate is left. */
  children: ReactNode;
}

/** Shows the first gate the user has not passed (nextGate decides), else the shell. */
export function GateRouter({ user, handoffs, onLogout, children }: GateRouterProps) {
  const { roles } = useAtomValue(authViewAtom);
  const [mobileGateDone, setMobileGateDone] = useAtom(mobileGateDoneAtom);
  const setCurrentUser = useSetAtom(currentUserAtom);
  const { pathname } = useLocation();
  const [savedMobile, setSavedMobile] = useState<string | null>(null);
  const withUser = (change: Partial<CurrentUser>) =>
    setCurrentUser((state) => (state.user ? { ...state, user: { ...state.user, ...change } } : state));

  // A saved number: the confirmation is remembered at once, the shell follows once the saved text has been seen.
  useEffect(() => {
    if (savedMobile === null) return undefined;
    const timer = setTimeout(() => {
      setCurrentUser((state) => (state.user ? { ...state, user: { ...state.user, mobile: savedMobile } } : state));
      setMobileGateDone(true);
    }, MOBILE_SAVED_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [savedMobile, setCurrentUser, setMobileGateDone]);

  // While the saved text shows, the mobile page stays although the cookie already lets the user past it.
  const gate = savedMobile !== null && !mobileGateDone ? 'mobile' : nextGate(user, roles, readCookies(), { mobileGateDone });
  switch (gate) {
    case 'password':
      if (pathname !== PASSWORD_PATH) return <Navigate to={PASSWORD_PATH} replace />;
      return (
        <PasswordGatePage>
          <handoffs.PasswordForm onCancel={onLogout} />
        </PasswordGatePage>
      );
    case 'gdpr':
      return (
        <GdprGatePage onLogout={onLogout}>
          <handoffs.GdprForm onAccepted={(gdprAcceptDate) => withUser({ gdprAcceptDate })} />
        </GdprGatePage>
      );
    case 'mobile': {
      const saved = (mobile: string) => {
        rememberPhoneConfirmed(user.username);
        setSavedMobile(mobile);
      };
      const skipped = () => {
        rememberMobileGateSkipped(user.username);
        setMobileGateDone(true);
      };
      return (
        <MobileGatePage heldMobile={user.mobile}>
          <handoffs.MobileForm heldMobile={user.mobile} onCancel={skipped} onSaved={saved} />
        </MobileGatePage>
      );
    }
    case null:
      return children;
  }
}
