import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormatType } from '@ombudsportalen/engine/browser';
import type { ReportCall } from '@ombudsportalen/portal/reports/report-wire';
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency, PERIOD_LABELS, RELATIVE_PERIODS, type RelativePeriod, WEEKDAY_LABELS } from '@ombudsportalen/portal/report-subscriptions';
import { errorText } from '@/api/error-text';
import { PortalModal } from '@/ui/PortalModal';
import { subscribeReport } from '@/features/reports/api/subscribe-report';
import {
  SUBSCRIBE_CANCEL, SUBSCRIBE_EMAIL, SUBSCRIBE_EMAIL_INVALID, SUBSCRIBE_FREQUENCY, SUBSCRIBE_HOUR, SUBSCRIBE_INTRO, SUBSCRIBE_PERIOD, SUBSCRIBE_SAVE, SUBSCRIBE_TITLE,
  SUBSCRIBE_WEEKDAY, SUBSCRIBED_TOAST,
} from '@/features/reports/subscribe-texts';

interface SubscribeDialogProps {
  /** The report request of the form as filled; null while the dialog is closed. */
  request: ReportCall | null;
  format: FormatType;
  idPrefix: string;
  onClose: () => void;
  notify: (toast: string) => void;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function NativeSelect<T extends string | number>({ id, label, value, options, onChange }: {
  id: string; label: string; value: T; options: ReadonlyArray<readonly [T, string]>; onChange: (value: T) => void;
}) {
  return (
    <TextField select id={id} label={label} value={String(value)} fullWidth size="small"
      onChange={(e) => onChange(options.find(([option]) => String(option) === e.target.value)?.[0] ?? value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      {options.map(([option, text]) => <option key={String(option)} value={String(option)}>{text}</option>)}
    </TextField>
  );
}

/** "Prenumerera": the period relative to the delivery day, weekly on a weekday or monthly on the 1st, the hour and the address. */
export function SubscribeDialog({ request, format, idPrefix, onClose, notify }: SubscribeDialogProps) {
  const [period, setPeriod] = useState<RelativePeriod>('previousMonth');
  const [frequency, setFrequency] = useState<Frequency>('monthly');
  const [weekday, setWeekday] = useState(1);
  const [hour, setHour] = useState(7);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState('');
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (request === null) return;
    if (!EMAIL.test(email.trim())) {
      setEmailError(SUBSCRIBE_EMAIL_INVALID);
      return;
    }
    setEmailError('');
    setFailure('');
    setPending(true);
    try {
      await subscribeReport(request, format, { period, frequency, hour, email: email.trim(), ...(frequency === 'weekly' ? { weekday } : {}) });
      notify(SUBSCRIBED_TOAST);
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };

  const formId = `${idPrefix}-subscribe`;
  return (
    <PortalModal open={request !== null} onClose={onClose} title={SUBSCRIBE_TITLE} actions={(
      <>
        <Button onClick={onClose}>{SUBSCRIBE_CANCEL}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={pending}>{SUBSCRIBE_SAVE}</Button>
      </>
    )}>
      <form id={formId} onSubmit={(event) => void save(event)} noValidate>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{SUBSCRIBE_INTRO}</Typography>
          <NativeSelect id={`${formId}-period`} label={SUBSCRIBE_PERIOD} value={period} options={RELATIVE_PERIODS.map((p) => [p, PERIOD_LABELS[p]] as const)} onChange={setPeriod} />
          <NativeSelect id={`${formId}-frequency`} label={SUBSCRIBE_FREQUENCY} value={frequency} options={FREQUENCIES.map((f) => [f, FREQUENCY_LABELS[f]] as const)} onChange={setFrequency} />
          {frequency === 'weekly' && (
            <NativeSelect id={`${formId}-weekday`} label={SUBSCRIBE_WEEKDAY} value={weekday} options={WEEKDAY_LABELS.map((day, index) => [index + 1, day] as const)} onChange={setWeekday} />
          )}
          <NativeSelect id={`${formId}-hour`} label={SUBSCRIBE_HOUR} value={hour} options={HOURS.map((h) => [h, `${String(h).padStart(2, '0')}:00`] as const)} onChange={setHour} />
          <TextField id={`${formId}-email`} label={SUBSCRIBE_EMAIL} type="email" required value={email} size="small" autoComplete="email"
            onChange={(e) => setEmail(e.target.value)} error={emailError !== ''} helperText={emailError || undefined} />
          {failure !== '' && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </form>
    </PortalModal>
  );
}
