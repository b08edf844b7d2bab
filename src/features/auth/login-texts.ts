import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/error-text';

/** Login error texts (spec §8), quoted exactly. */
export const LOGIN_FAILED_TEXT =
  'Inloggningen misslyckades. Var snäll och kontrollera ditt användarnamn och lösenord.';
export const LOGIN_CONTACT_SUPPORT_TEXT = 'Inloggningen misslyckades. Var snäll och kontakta support.';

const WRONG_CREDENTIALS_CODE = 'error.authentication.failed';

/** Wrong credentials get their own text; any other failure is "kontakta support." plus the error message. */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === WRONG_CREDENTIALS_CODE) return LOGIN_FAILED_TEXT;
  const message = error instanceof Error && error.message ? error.message : errorText(error);
  return `${LOGIN_CONTACT_SUPPORT_TEXT} ${message}`;
}
