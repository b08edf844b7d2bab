import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { errorText } from '@/api/error-text';
import { LoadingButton } from '@/ui/LoadingButton';
import { TO_COURSES, learningOpenFailed } from '@/features/account/account-texts';
import { fetchLearningToken, type LearningTokenRequest } from '@/features/account/api/education-api';

/** Where the learning service takes the portal's token (server/routes/learning-routes.ts). */
export const LEARNING_SSO_URL = '/learning/sso';

/**
 * "Till utbildningarna": fetches a one-time token and posts it in a hidden form to the learning service in a new tab
 * (target _blank). The token goes in a POST body, never in a URL.
 */
export function LearningLaunch({ request }: { request: LearningTokenRequest }) {
  const form = useRef<HTMLFormElement>(null);
  const tokenInput = useRef<HTMLInputElement>(null);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState('');

  async function open() {
    setOpening(true);
    setError('');
    try {
      const token = await fetchLearningToken(request);
      if (!form.current || !tokenInput.current) return;
      tokenInput.current.value = token;
      form.current.submit();
      tokenInput.current.value = '';
    } catch (failure) {
      setError(learningOpenFailed(errorText(failure)));
    } finally {
      setOpening(false);
    }
  }

  return (
    <Box>
      <LoadingButton variant="contained" loading={opening} onClick={() => void open()}>
        {TO_COURSES}
      </LoadingButton>
      <form ref={form} method="post" action={LEARNING_SSO_URL} target="_blank" hidden aria-hidden="true" data-testid="learning-sso-form">
        <input ref={tokenInput} type="hidden" name="token" defaultValue="" />
      </form>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
