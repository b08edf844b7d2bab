import { ApiError, fieldErrorsOf } from '@/api/api-error';
import { errorText } from '@/api/error-text';
import type { FieldMessage } from '@/forms';
import { ALREADY_REGISTERED, passwordRuleFailed } from './staff-texts';

/** What a failed staff write shows: the page's text, and the server's field errors under their fields. */
export interface StaffFailure {
  text: string;
  fields: FieldMessage[] | null;
}

/**
 * Spec part 2 §8: 417 → "Lösenordet uppfyller inte kraven: {rule}", 409 → "Personen finns redan registrerad på ditt
 * ombud", 412 → the server's conflict text, otherwise the call's own "… Felkod: {code}" text.
 */
export function staffFailure(error: unknown, saveFailed: (code: string) => string): StaffFailure {
  const fields = fieldErrorsOf(error);
  if (error instanceof ApiError && error.status === 417) return { text: passwordRuleFailed(error.message), fields: null };
  if (error instanceof ApiError && error.status === 409) return { text: ALREADY_REGISTERED, fields: null };
  if (error instanceof ApiError && error.status === 412) return { text: error.message, fields: null };
  return { text: saveFailed(errorText(error)), fields: fields.length > 0 ? fields : null };
}
