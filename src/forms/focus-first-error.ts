/**
 * Focuses the field of a failed submit's first error, found by its whole name (field names may hold dots: terminal
 * parameters such as `receipt.header.line1`).
 */
export function focusFirstError(idPrefix: string, field: string): void {
  const id = `${idPrefix}_${field}`;
  // A radio group or checkbox list has ids that start with the field's.
  const element = document.getElementById(id) ?? document.querySelector<HTMLElement>(`input[id^="${CSS.escape(id)}"], button[id^="${CSS.escape(id)}"]`);
  element?.focus();
}
