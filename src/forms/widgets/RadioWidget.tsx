import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { WidgetProps } from '@/forms/widget-props';
import { useWidgetField } from './use-widget-field';

/** Radio buttons in a fieldset whose legend is the label; arrow keys move between the options. */
export function RadioWidget(props: WidgetProps) {
  const { id, value, onChange, label, required, disabled, readonly } = props;
  const { field, error, helperText, touch } = useWidgetField(props);
  const choices = field.options ?? [];
  const index = choices.findIndex((o) => o.value === value);
  const helperId = `${id}-helper-text`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} disabled={disabled || readonly}>
      <FormLabel component="legend" id={`${id}-label`}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={index < 0 ? '' : String(index)}
        onChange={(e) => onChange(choices[Number(e.target.value)]?.value)}
        onBlur={touch}
        aria-labelledby={`${id}-label`}
        aria-describedby={helperText ? helperId : undefined}
      >
        {choices.map((o, i) => (
          <FormControlLabel key={String(o.value)} value={String(i)} label={o.label} control={<Radio id={`${id}-${i}`} size="small" />} />
        ))}
      </RadioGroup>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
