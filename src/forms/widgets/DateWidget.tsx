import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { ChunkNearView } from '@/forms/field-chunks';
import type { WidgetProps } from '@/forms/widget-props';
import { useWidgetField } from './use-widget-field';

type DatePickerModule = typeof import('./DatePickerWidget');
let loaded: DatePickerModule | undefined;

/** Starts loading the date picker (MUI X, dayjs locale); once loaded, new date fields render it at once. */
export const loadDatePicker = (): Promise<DatePickerModule> => import('./DatePickerWidget').then((module) => (loaded = module));
const LazyDatePickerWidget = lazy(() => loadDatePicker().then((module) => ({ default: module.DatePickerWidget })));

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
  // Once loaded, a new field renders the picker at once; a field keeps the path it started on (no remount, no lost input).
  const [Loaded] = useState(() => loaded?.DatePickerWidget);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<DateFieldLoading {...props} />}>
      <LazyDatePickerWidget {...props} />
    </Suspense>
  );
}
