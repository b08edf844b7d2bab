import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useWidgetField } from './use-widget-field';

/** A number as text with a decimal keyboard: rjsf's NumberField turns the text into a number, the engine checks it. */
export function NumberWidget(props: WidgetProps) {
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
      placeholder={field.placeholder}
      error={Boolean(error)}
      helperText={helperText}
      fullWidth
      size="small"
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={touch}
      slotProps={{ htmlInput: { readOnly: readonly, inputMode: field.jsonSchema.type === 'integer' ? 'numeric' : 'decimal' } }}
    />
  );
}
