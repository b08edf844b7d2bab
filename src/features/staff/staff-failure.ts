import { ApiError } from '../../api/api-error';
import { errorText } from '../../api/error-text';
import type { FieldMessage } from '../../forms';
import { ALREADY_REGISTERED, passwordRuleFailed } from './staff-texts';

/** What a failed staff write shows: the page's text, and the server's field errors under their fields. */
export interface StaffFailure {
  text: string;
  fields: FieldMessage[] | null;
}

function fieldsOf(error: unknown): FieldMessage[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields = (error.data as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return null;
  const valid = fields.filter((f): f is FieldMessage => typeof f?.field === 'string' && typeof f?.message === 'string');
  return valid.length > 0 ? valid.map(({ field, message }) => ({ field, message })) : null;
}

/**
 * Spec part 2 §8: 417 → "Lösenordet uppfyller inte kraven: {rule}", 409 → "Personen finns redan registrerad på ditt
 * ombud", 412 → the server's conflict text, otherwise the call's own "… Felkod: {code}" text.
 */
export function staffFailure(error: unknown, saveFailed: (code: string) => string): StaffFailure {
  const fields = fieldsOf(error);
  if (error instanceof ApiError && error.status === 417) return { text: passwordRuleFailed(error.message), fields: null };
  if (error instanceof ApiError && error.status === 409) return { text: ALREADY_REGISTERED, fields: null };
  if (error instanceof ApiError && error.status === 412) return { text: error.message, fields: null };
  return { text: saveFailed(errorText(error)), fields };
}
