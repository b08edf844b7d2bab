import { useContext, useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { ChunkNearView } from '@/forms/field-chunks';
import { loadedComponent } from '@/ui/loaded-component';
import type { WidgetProps } from '@/forms/widget-props';
import { useWidgetField } from './use-widget-field';

// Shown by an update once in, not by a Suspense retry: React held that 300 ms, the field read-only meanwhile.
const useDatePicker = loadedComponent(() => import('./DatePickerWidget'), 'DatePickerWidget');
/** Starts loading the date picker (MUI X, dayjs locale); once loaded, new date fields render it at once. */
export const loadDatePicker = useDatePicker.load;

/** While the picker's code loads: the same field, read-only, showing the stored day (no jump when the picker arrives). */
function DateFieldLoading({ id, label, value, required }: WidgetProps) {
  return (
    <TextField id={id} label={label} value={typeof value === 'string' ? value : ''} required={required} size="small" fullWidth slotProps={{ htmlInput: { readOnly: true, 'aria-busy': true } }} />
  );
}

/**
 * A long form's date field while its chunk is far from view: the day typed as åååå-mm-dd (the engine checks it as
 * it checks the picker's), the picker's code loading meanwhile. It becomes the picker once near and not focused.
 */
function DateFieldTyped(props: WidgetProps & { onFocusChange: (focused: boolean) => void }) {
  const { id, label, value, onChange, required, onFocusChange } = props;
  const { error, helperText, touch } = useWidgetField(props);
  useEffect(() => void loadDatePicker(), []);
  return (
    <TextField
      id={id}
      label={label}
      value={typeof value === 'string' ? value : ''}
      required={required}
      placeholder="åååå-mm-dd"
      error={Boolean(error)}
      helperText={helperText}
      size="small"
      fullWidth
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onFocus={() => onFocusChange(true)}
      onBlur={() => {
        onFocusChange(false);
        touch();
      }}
    />
  );
}

/** The date widget: MUI X's DatePicker, loaded with the first form that shows a date (docs/architecture.md "Bundles"). */
export function DateWidget(props: WidgetProps) {
  const near = useContext(ChunkNearView);
  const [focused, setFocused] = useState(false);
  const [picker, setPicker] = useState(near);
  if (!picker && near && !focused) setPicker(true); // never under the person's typing: after they leave the field
  if (!picker) return <DateFieldTyped {...props} onFocusChange={setFocused} />;
  return <DatePickerField {...props} />;
}

function DatePickerField(props: WidgetProps) {
  const Picker = useDatePicker(true);
  return Picker ? <Picker {...props} /> : <DateFieldLoading {...props} />;
}
