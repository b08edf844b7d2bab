import { type ComponentType, createElement, Suspense } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { GateHandoffs } from '@/features/gates/components/GateRouter';
import { authAtom } from '@/state/auth';
import { currentUserAtom } from '@/state/current-user';
import { RouteSpinner } from '@/ui/RouteSpinner';
import { lazyNamed } from '@/app/lazy-component';
import { fetchCurrentUser } from './current-user-api';

// The gate forms are lazy chunks: the shell of a user past the gates downloads no form code (docs/architecture.md "Bundles").
function withLoader<P extends object>(Form: ComponentType<P>): ComponentType<P> {
  return (props: P) => createElement(Suspense, { fallback: createElement(RouteSpinner) }, createElement(Form, props));
}
const PasswordChangeForm = withLoader(lazyNamed(() => import('@/features/account/components/password/PasswordChangeForm'), 'PasswordChangeForm'));
const GdprForm = withLoader(lazyNamed(() => import('@/features/account/components/gdpr/GdprForm'), 'GdprForm'));
const MobileForm = withLoader(lazyNamed(() => import('@/features/account/components/mobile/MobileForm'), 'MobileForm'));

/**
 * The forced change (gate 1): Avbryt logs out; after the change the user is read again, which opens the gate,
 * and the start page replaces /losenord. Should that read fail, the change still counts: the server has cleared the flag.
 */
function ForcedPasswordChange({ onCancel }: { onCancel: () => void }) {
  const store = useStore();
  const navigate = useNavigate();
  const onChanged = async () => {
    try {
      const user = await fetchCurrentUser(store.get(authAtom));
      store.set(currentUserAtom, { loadState: 'success', user, errorCode: '' });
    } catch {
      store.set(currentUserAtom, (state) => (state.user ? { ...state, user: { ...state.user, forcePasswordChange: false } } : state));
    }
    void navigate('/', { replace: true });
  };
  return createElement(PasswordChangeForm, { onCancel, onChanged });
}

/** The account issue's forms on the gate pages (the gates feature does not import the account feature). */
export const accountHandoffs: GateHandoffs = {
  PasswordForm: ForcedPasswordChange,
  GdprForm,
  MobileForm,
};
