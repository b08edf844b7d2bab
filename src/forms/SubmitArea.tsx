import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface SubmitAreaProps {
  messages: readonly string[];
  pending: boolean;
  label: string;
  /** Buttons beside the submit button (Avbryt, Återställ). */
  actions?: ReactNode;
  /** The form's id prefix: a form drawn anew after its save (a list form reloaded) takes the focus back by it. */
  formId: string;
}

/**
 * A press on a button keeps the focus where it is: the field is not left on mousedown, so its error does not appear
 * and push the button from under the pointer before mouseup (the click would be lost). The submit checks every field.
 */
function keepFocusOnButtonPress(event: MouseEvent<HTMLElement>): void {
  if (event.button === 0 && (event.target as Element).closest('button')) event.preventDefault();
}

// Where the focus goes back to after a save (the form's id prefix, and the id of the field that held the focus, or
// null for the submit button): the button is disabled while the save runs (the browser drops its focus) and a list
// form is drawn anew after it, with new inputs and a new button.
let returnFocus: { formId: string; fieldId: string | null } | null = null;

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * After a save the focus comes back to where it was when the save began, the submit button (Enter or Space on it) or
 * the field Enter was pressed in, so a keyboard user goes on from there (WCAG 2.4.3); a focus moved meanwhile is left.
 */
function useFocusBackAfterSave(formId: string, pending: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const pressedFrom = useRef<{ fieldId: string | null } | null>(null);
  // Enter in a field clicks the submit button too, with the focus still in the field.
  const markPress = () => {
    const active = document.activeElement;
    const form = button.current?.form;
    if (active === button.current) pressedFrom.current = { fieldId: null };
    else pressedFrom.current = active instanceof HTMLElement && form?.contains(active) && active.id ? { fieldId: active.id } : null;
  };
  useEffect(() => {
    if (pending) {
      // A save starts (an invalid form never gets here).
      returnFocus = pressedFrom.current && { formId, ...pressedFrom.current };
      pressedFrom.current = null;
      return;
    }
    if (returnFocus?.formId !== formId) return;
    const { fieldId } = returnFocus;
    returnFocus = null;
    if (focusLost()) ((fieldId === null ? null : document.getElementById(fieldId)) ?? button.current)?.focus();
  }, [formId, pending]);
  return { button, markPress };
}

/** What shows under the fields: the form-level error texts, then the submit button ("Laddar..." while pending) and its companions side by side. */
export function SubmitArea({ messages, pending, label, actions, formId }: SubmitAreaProps) {
  const { button, markPress } = useFocusBackAfterSave(formId, pending);
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      {messages.map((m) => (
        <Alert key={m} severity="error">
          {m}
        </Alert>
      ))}
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="form-buttons" onMouseDown={keepFocusOnButtonPress}>
        <Button ref={button} type="submit" variant="contained" disabled={pending} onClick={markPress}>
          {pending ? 'Laddar...' : label}
        </Button>
        {actions}
      </Stack>
    </Stack>
  );
}
