import 'dayjs/locale/sv';
import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { svSE } from '@mui/x-date-pickers/locales';
import { dayBounds } from '@ombudsportalen/engine/browser';
import type { WidgetProps } from '@/forms/widget-props';
import { DAY_FORMAT, fromDay, toDay } from './date-value';
import { useWidgetField } from './use-widget-field';

const pickerTexts = svSE.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * A date typed or picked, read and written as yyyy-MM-dd (MUI X DatePicker, dayjs, Swedish locale). An invalid typed
 * date is stored as INVALID_DAY, so the engine shows "Datumet finns inte eller har fel format. Ange det som åååå-mm-dd.". Loaded lazily by DateWidget: MUI X ships
 * only with pages that show a date field.
 */
export function DatePickerWidget(props: WidgetProps) {
  const { id, name, value, onChange, label, required, disabled, readonly, core } = props;
  // The calendar offers only the days the field's rules allow (issue 41 §5): no today where the rule says "senast i går".
  const bounds = dayBounds(core.definition, name, core.context());
  const { field, error, helperText, touch } = useWidgetField(props);
  // The picker's own value while it still stands for the stored one: keeps a half-typed date on screen.
  const [own, setOwn] = useState<Dayjs | null>(null);
  const day = own !== null && fromDay(own) === value ? own : toDay(value);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="sv" localeText={pickerTexts}>
      <DatePicker
        label={label}
        value={day}
        format={DAY_FORMAT}
        {...(bounds.min ? { minDate: toDay(bounds.min)! } : {})}
        {...(bounds.max ? { maxDate: toDay(bounds.max)! } : {})}
        disabled={disabled}
        readOnly={readonly}
        onChange={(next) => {
          setOwn(next);
          onChange(fromDay(next));
        }}
        slotProps={{
          textField: { id, name: field.name, required, error: Boolean(error), helperText, onBlur: touch, fullWidth: true, size: 'small' },
          // The calendar's popup is a dialog: named by its field (axe aria-dialog-name).
          popper: { 'aria-label': label },
        }}
      />
    </LocalizationProvider>
  );
}
