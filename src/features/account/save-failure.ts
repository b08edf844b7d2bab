import { ApiError, fieldErrorsOf } from '@/api/api-error';
import { errorText } from '@/api/error-text';
import type { FieldMessage } from '@/forms';
import { CONFLICT_FALLBACK } from './account-texts';

/** Why a save failed, as the pages show it. */
export type SaveFailure =
  /** HTTP 412: someone else saved first (server message); the form keeps what was typed. */
  | { kind: 'conflict'; message: string }
  /** HTTP 400 with field errors: shown under the fields, plus the page's save error. */
  | { kind: 'fields'; fields: FieldMessage[]; code: string }
  /** Anything else: the page's save error with the generic error text. */
  | { kind: 'other'; code: string };

export function saveFailureOf(error: unknown): SaveFailure {
  if (error instanceof ApiError && error.status === 412) return { kind: 'conflict', message: error.message || CONFLICT_FALLBACK };
  const fields = fieldErrorsOf(error);
  if (fields.length > 0) return { kind: 'fields', fields, code: errorText(error) };
  return { kind: 'other', code: errorText(error) };
}
