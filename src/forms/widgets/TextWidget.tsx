import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@/forms/widget-props';
import { useWidgetField } from './use-widget-field';

// Period codes (ååvv, ååmm, åååå) and integers are digits: a numeric keyboard on phones; other numbers get decimals.
const NUMERIC_KINDS = new Set(['week', 'month', 'year']);
function inputModeOf(widget: string, type: unknown): 'numeric' | 'decimal' | undefined {
  if (NUMERIC_KINDS.has(widget) || type === 'integer') return 'numeric';
  return widget === 'number' ? 'decimal' : undefined;
}

/** A typed number above the field's x-clampAbove becomes that limit (orders: 999999). */
function clamped(text: string, limit: number | undefined): string {
  if (limit === undefined || !/^[0-9]+$/.test(text)) return text;
  return Number(text) > limit ? String(limit) : text;
}

/**
 * Text input for text, textarea, password, numbers and the period codes week, month and year. Numbers stay text
 * here: rjsf's NumberField turns the text into a number and the engine checks it.
 */
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
      onChange={(e) => onChange(e.target.value === '' ? undefined : clamped(e.target.value, field.clampAbove))}
      onBlur={touch}
      slotProps={{ htmlInput: { readOnly: readonly, inputMode: inputModeOf(field.widget, field.jsonSchema.type), maxLength: field.maxLength } }}
    />
  );
}
