import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useWidgetField } from './use-widget-field';

// Period codes (ååvv, ååmm, åååå) are digits: a numeric keyboard on phones.
const NUMERIC_KINDS = new Set(['week', 'month', 'year']);

/** Text input for text, textarea, password and the period codes week, month and year. */
export function TextWidget(props: WidgetProps) {
  const { id, value, onChange, label, required, disabled, readonly, autofocus } = props;
  const { field, error, helperText, touch } = useWidgetField(props);
  return (
    <TextField
      id={id}
      name={field.name}
      label={label}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      type={field.widget === 'password' ? 'password' : 'text'}
      multiline={field.widget === 'textarea'}
      minRows={field.widget === 'textarea' ? 3 : undefined}
      placeholder={field.placeholder}
      error={Boolean(error)}
      helperText={helperText}
      fullWidth
      size="small"
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={touch}
      slotProps={{ htmlInput: { readOnly: readonly, inputMode: NUMERIC_KINDS.has(field.widget) ? 'numeric' : undefined, maxLength: field.jsonSchema.maxLength } }}
    />
  );
}
