import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { WidgetProps } from '@/forms/widget-props';
import { useWidgetField } from './use-widget-field';

/** A boolean as a labelled checkbox. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, onChange, label, required, disabled, readonly, autofocus } = props;
  const { field, error, helperText, touch } = useWidgetField(props);
  const helperId = `${id}-helper-text`;
  return (
    <FormControl error={Boolean(error)} required={required} disabled={disabled || readonly}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={value === true}
            autoFocus={autofocus}
            onChange={(e) => onChange(e.target.checked)}
            onBlur={touch}
            slotProps={{ input: { 'aria-describedby': helperText ? helperId : undefined } }}
          />
        }
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
