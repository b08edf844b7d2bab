import type { MouseEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface SubmitAreaProps {
  messages: readonly string[];
  pending: boolean;
  label: string;
  /** Buttons beside the submit button (Avbryt, Återställ). */
  actions?: ReactNode;
}

/**
 * A press on a button keeps the focus where it is: the field is not left on mousedown, so its error does not appear
 * and push the button from under the pointer before mouseup (the click would be lost). The submit checks every field.
 */
function keepFocusOnButtonPress(event: MouseEvent<HTMLElement>): void {
  if (event.button === 0 && (event.target as Element).closest('button')) event.preventDefault();
}

/** What shows under the fields: the form-level error texts, then the submit button ("Laddar..." while pending) and its companions side by side. */
export function SubmitArea({ messages, pending, label, actions }: SubmitAreaProps) {
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      {messages.map((m) => (
        <Alert key={m} severity="error">
          {m}
        </Alert>
      ))}
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="form-buttons" onMouseDown={keepFocusOnButtonPress}>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Laddar...' : label}
        </Button>
        {actions}
      </Stack>
    </Stack>
  );
}
