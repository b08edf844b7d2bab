import { lazy, Suspense, useState } from 'react';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '../widget-props';

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

/** The date widget: MUI X's DatePicker, loaded with the first form that shows a date (docs/architecture.md "Bundles"). */
export function DateWidget(props: WidgetProps) {
  // Once loaded, a new field renders the picker at once; a field keeps the path it started on (no remount, no lost input).
  const [Loaded] = useState(() => loaded?.DatePickerWidget);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<DateFieldLoading {...props} />}>
      <LazyDatePickerWidget {...props} />
    </Suspense>
  );
}
