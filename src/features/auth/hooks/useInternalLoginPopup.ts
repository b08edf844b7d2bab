import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { createPkcePair, randomAlphanumeric } from '@/api/pkce';
import { signIn } from '@/state/session';
import {
  codeFromInternalLoginMessage,
  completeInternalLogin,
  INTERNAL_POPUP_FEATURES,
  INTERNAL_POPUP_NAME,
  internalLoginUrl,
} from '@/features/auth/api/internal-login';
import { loginErrorText } from '@/features/auth/login-texts';
import { trackLogin } from '@/api/analytics';

export const POPUP_BLOCKED_TEXT = 'Popup-fönstret blockerades. Tillåt popup-fönster och försök igen.';

interface LoginAttempt {
  verifier: string;
  challenge: string;
  state: string;
}

async function newAttempt(): Promise<LoginAttempt> {
  const { verifier, challenge } = await createPkcePair();
  return { verifier, challenge, state: randomAlphanumeric(32) };
}

/** The internal pop-up login: PKCE and state kept in memory, the code taken only from our own pop-up. */
export function useInternalLoginPopup() {
  const store = useStore();
  const navigate = useNavigate();
  // Prepared ahead so the click opens the pop-up synchronously (an await first can lose the click's pop-up permission).
  const prepared = useRef<LoginAttempt | null>(null);
  const pending = useRef<(LoginAttempt & { popup: Window }) | null>(null);
  const [ready, setReady] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [errorMessage, setErrorMessage] = useState('');

  const prepare = useCallback(async () => {
    setReady(false);
    prepared.current = await newAttempt();
    setReady(true);
  }, []);

  useEffect(() => void prepare(), [prepare]);

  useEffect(() => {
    const origin = window.location.origin;
    async function onMessage(event: MessageEvent) {
      const attempt = pending.current;
      if (!attempt || event.source !== attempt.popup) return;
      const code = codeFromInternalLoginMessage(event, origin, attempt.state);
      if (!code) return;
      pending.current = null; // a code is used once
      setCompleting(true);
      setErrorMessage('');
      try {
        signIn(store, await completeInternalLogin(code, attempt.verifier, origin));
        trackLogin(store); // analytics 'login', only with the user's consent
        void navigate('/', { replace: true });
      } catch (error) {
        setErrorMessage(loginErrorText(error));
        setCompleting(false);
      }
    }
    const listener = (event: MessageEvent) => void onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [store, navigate]);

  const openPopup = useCallback(() => {
    const attempt = prepared.current;
    if (!attempt) return;
    setErrorMessage('');
    const url = internalLoginUrl(window.location.origin, attempt.challenge, attempt.state);
    const popup = window.open(url, INTERNAL_POPUP_NAME, INTERNAL_POPUP_FEATURES);
    if (!popup) {
      setErrorMessage(POPUP_BLOCKED_TEXT);
      return;
    }
    pending.current = { ...attempt, popup };
    void prepare(); // a fresh verifier and state for any later attempt
  }, [prepare]);

  return { ready, completing, errorMessage, openPopup };
}
