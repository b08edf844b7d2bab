import { useEffect, useRef, useState } from 'react';
import { NotFoundPage } from '@/ui/NotFoundPage';
import { PageSpinner } from '@/ui/PageSpinner';
import { postCodeToOpener } from '@/features/auth/api/internal-login';

/** /internal/callback in the pop-up: passes code and state to the opener (our origin only) and closes. */
export function InternalCallbackPage() {
  const [handOverFailed, setHandOverFailed] = useState(false);
  const handedOver = useRef(false); // StrictMode runs effects twice; the code is posted once

  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    const opener = window.opener as Window | null;
    if (postCodeToOpener(window.location.search, opener, window.location.origin)) window.close();
    else setHandOverFailed(true);
  }, []);

  return handOverFailed ? <NotFoundPage /> : <PageSpinner />;
}
