import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@/forms/widget-props';
import type { FieldOption } from '@ombudsportalen/engine/browser';
import { useWidgetField } from './use-widget-field';

/** The options shown by select-like widgets; the time widget passes its own. */
export interface SelectWidgetExtra {
  choices?: FieldOption[];
}

/**
 * A native select (keyboard and phone friendly) of the options this session may use: the engine already removed
 * options whose authorizedRoles the user lacks. Option values are scalars, so the DOM value is the option's index.
 * The blank "Välj" is a prompt while nothing is chosen, not a choice: a select that can be emptied declares its own
 * "none" option (orders' "Ingen beställning"), so no list offers two entries that save the same.
 */
export function SelectWidget(props: WidgetProps & SelectWidgetExtra) {
  const { id, value, onChange, label, required, disabled, readonly, autofocus } = props;
  const { field, error, helperText, touch } = useWidgetField(props);
  const choices = props.choices ?? field.options ?? [];
  const index = choices.findIndex((o) => o.value === value);
  return (
    <TextField
      select
      id={id}
      name={field.name}
      label={label}
      value={index < 0 ? '' : String(index)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={Boolean(error)}
      helperText={helperText}
      fullWidth
      size="small"
      onChange={(e) => onChange(e.target.value === '' ? undefined : choices[Number(e.target.value)]?.value)}
      onBlur={touch}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {index < 0 && <option value="">{field.placeholder ?? 'Välj'}</option>}
      {choices.map((o, i) => (
        <option key={String(o.value)} value={String(i)}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
