import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useStore } from 'jotai';
import { useAtomValue } from '@/state/atom-hooks';
import { authAtom, authViewAtom } from '@/state/auth';
import { signIn } from '@/state/session';
import { loginWithPassword } from '@/features/auth/api/login-with-password';
import { loginErrorText } from '@/features/auth/login-texts';
import { LOADING_BUTTON_TEXT, loginFieldSx, REQUIRED_TEXT } from './login-field-style';
import { PasswordField } from './PasswordField';
import { trackLogin } from '@/api/analytics';
import { LeanTextField } from '@/ui/LeanTextField';

/** Username and password; Enter or "Logga in" submits; logging-in → logged-in, or the §8 error text. */
export function LoginForm() {
  const store = useStore();
  const { viewState, errorMessage } = useAtomValue(authViewAtom);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submitting = viewState === 'logging-in';
  const usernameMissing = username.trim() === '';
  const passwordMissing = password === '';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitAttempted(true);
    if (usernameMissing || passwordMissing) {
      (usernameMissing ? usernameRef : passwordRef).current?.focus(); // keyboard users land on the field to fix
      return;
    }
    store.set(authAtom, (auth) => ({ ...auth, viewState: 'logging-in', errorMessage: '' }));
    try {
      signIn(store, await loginWithPassword({ username, password }));
      trackLogin(store); // analytics 'login', only with the user's consent
    } catch (error) {
      store.set(authAtom, (auth) => ({ ...auth, viewState: 'logged-out', errorMessage: loginErrorText(error) }));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Inloggning">
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <LeanTextField
          id="login-username"
          name="username"
          label="Användarnamn"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={submitAttempted && usernameMissing}
          helperText={submitAttempted && usernameMissing ? REQUIRED_TEXT : undefined}
          disabled={submitting}
          inputRef={usernameRef}
          sx={loginFieldSx}
          htmlInput={{ 'aria-required': true, autoCapitalize: 'characters', spellCheck: false }}
        />
        <PasswordField
          value={password}
          onChange={setPassword}
          errorText={submitAttempted && passwordMissing ? REQUIRED_TEXT : ''}
          disabled={submitting}
          inputRef={passwordRef}
        />
        {errorMessage && (
          <Alert severity="error" sx={{ width: '100%' }}>
            {errorMessage}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={submitting} sx={{ minWidth: 160 }}>
          {submitting ? LOADING_BUTTON_TEXT : 'Logga in'}
        </Button>
      </Stack>
    </form>
  );
}
