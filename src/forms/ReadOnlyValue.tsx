import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormFieldModel } from '@ombudsportalen/engine/browser';

/** Shown for an unset read-only value. */
export const NO_VALUE_TEXT = '–';

// An option's label rather than its value; true/false as Ja/Nej.
function textOf(field: FormFieldModel, value: unknown): string {
  if (value === undefined || value === null || value === '') return NO_VALUE_TEXT;
  const option = field.options?.find((o) => o.value === value);
  if (option) return option.label;
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nej';
  return String(value);
}

/** A read-only field (`readOnly: true`) as text under its label, not as an input: it cannot look editable. */
export function ReadOnlyValue({ id, field, value }: { id: string; field: FormFieldModel; value: unknown }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={`${id}__label`} variant="body2" component="div" sx={{ color: 'text.secondary' }}>
        {field.label}
      </Typography>
      <Typography id={id} aria-labelledby={`${id}__label`} component="div" sx={{ overflowWrap: 'anywhere' }}>
        {textOf(field, value)}
      </Typography>
    </Box>
  );
}
