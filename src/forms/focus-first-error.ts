import { DEFAULT_ID_SEPARATOR, type RJSFValidationError } from '@rjsf/utils';

/**
 * Focuses the field of a failed submit's first error. rjsf's own focusing splits the error's path at dots, and field
 * names may hold dots (terminal parameters: `receipt.header.line1`), so the field is found by its whole name.
 */
export function focusFirstError(idPrefix: string, error: RJSFValidationError): void {
  const field = (error.property ?? '').slice(1); // engineValidator writes `.${field}`
  const id = `${idPrefix}${DEFAULT_ID_SEPARATOR}${field}`;
  // A radio group or checkbox list has ids that start with the field's.
  const element = document.getElementById(id) ?? document.querySelector<HTMLElement>(`input[id^="${CSS.escape(id)}"], button[id^="${CSS.escape(id)}"]`);
  element?.focus();
}
