import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/error-text';
import type { FieldMessage } from '@/forms';
import { PASSWORD_STANDARD } from '@ombudsportalen/portal/password-standard';
import { passwordChangeFailed, passwordRuleText } from './account-texts';
import { saveFailureOf } from './save-failure';

/** The server's answer to a wrong current password (HTTP 417; the password standard in portal/password-standard.ts). */
export const WRONG_CURRENT_CODE = PASSWORD_STANDARD.rules.wrongCurrent.code;
const WRONG_CURRENT_PASSWORD = PASSWORD_STANDARD.rules.wrongCurrent.text;
/** The current password's field in schemas/forms/password-change.json. */
const CURRENT_PASSWORD_FIELD = 'oldPassword';

export interface PasswordFailure {
  message: string;
  /** Field errors of a 400 (a field the server found missing), shown under the fields. */
  fields: FieldMessage[];
}

/**
 * The text of a failed password change (spec part 1 §8): every HTTP 417 text of the catalogue, the wrong current password
 * included, as "Lösenordet uppfyller inte kraven: {text}"; anything else "Ett fel uppstod … Felkod: {code}".
 */
export function passwordFailureOf(error: unknown): PasswordFailure {
  if (error instanceof ApiError && error.status === 417) {
    const wrongCurrent = error.code === WRONG_CURRENT_CODE;
    // A wrong current password marks that field too, so the person sees which of the three to retype (issue 37).
    const fields = wrongCurrent ? [{ field: CURRENT_PASSWORD_FIELD, message: WRONG_CURRENT_PASSWORD }] : [];
    return { message: passwordRuleText(error.message || (wrongCurrent ? WRONG_CURRENT_PASSWORD : '')), fields };
  }
  const failure = saveFailureOf(error);
  return { message: passwordChangeFailed(errorText(error)), fields: failure.kind === 'fields' ? failure.fields : [] };
}
