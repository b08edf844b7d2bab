import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormatType } from '@ombudsportalen/engine/browser';
import type { ReportCall } from '@ombudsportalen/portal/reports/report-wire';
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency, PERIOD_LABELS, type RelativePeriod, WEEKDAY_LABELS } from '@ombudsportalen/portal/report-subscriptions';
import { ApiError, fieldErrorsOf } from '@/api/api-error';
import { errorText } from '@/api/error-text';
import { PortalModal } from '@/ui/PortalModal';
import { subscribeReport } from '@/features/reports/api/subscribe-report';
import {
  SUBSCRIBE_CANCEL, SUBSCRIBE_EMAIL, SUBSCRIBE_EMAIL_INVALID, SUBSCRIBE_FREQUENCY, SUBSCRIBE_HOUR, SUBSCRIBE_INTRO, SUBSCRIBE_PERIOD, SUBSCRIBE_SAVE, SUBSCRIBE_TITLE,
  SUBSCRIBE_WEEKDAY, SUBSCRIBED_TOAST,
} from '@/features/reports/subscribe-texts';

/** What "Prenumerera" opens the dialog with: the report request of the form as filled and the periods it can hold. */
export interface Subscribing {
  request: ReportCall;
  /** Non-empty: the relative periods every period parameter the form sends can hold. */
  periods: readonly RelativePeriod[];
}

interface SubscribeDialogProps {
  /** null while the dialog is closed. */
  subscribing: Subscribing | null;
  format: FormatType;
  idPrefix: string;
  onClose: () => void;
  notify: (toast: string) => void;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The dialog's own fields: a 400 naming one shows its message under it; any other message goes to the banner. */
const DIALOG_FIELDS = ['period', 'frequency', 'weekday', 'hour', 'email'] as const;
type DialogField = (typeof DIALOG_FIELDS)[number];
type FieldMessages = Partial<Record<DialogField, string>>;
const isDialogField = (field: string): field is DialogField => (DIALOG_FIELDS as readonly string[]).includes(field);

function NativeSelect<T extends string | number>({ id, label, value, options, onChange, error }: {
  id: string; label: string; value: T; options: ReadonlyArray<readonly [T, string]>; onChange: (value: T) => void; error?: string | undefined;
}) {
  return (
    <TextField select id={id} label={label} value={String(value)} fullWidth size="small" error={error !== undefined} helperText={error}
      onChange={(e) => onChange(options.find(([option]) => String(option) === e.target.value)?.[0] ?? value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      {options.map(([option, text]) => <option key={String(option)} value={String(option)}>{text}</option>)}
    </TextField>
  );
}

/** "Prenumerera": the period relative to the delivery day, weekly on a weekday or monthly on the 1st, the hour and the address. */
export function SubscribeDialog({ subscribing, format, idPrefix, onClose, notify }: SubscribeDialogProps) {
  const periods = subscribing?.periods ?? [];
  const [chosenPeriod, setPeriod] = useState<RelativePeriod | undefined>(undefined);
  // The last choice while the report still offers it, else the first period it offers (EKORBF01's type may change).
  const period = chosenPeriod !== undefined && periods.includes(chosenPeriod) ? chosenPeriod : periods[0];
  const [frequency, setFrequency] = useState<Frequency>('monthly');
  const [weekday, setWeekday] = useState(1);
  const [hour, setHour] = useState(7);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState('');
  const [failure, setFailure] = useState<string[]>([]);
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [pending, setPending] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (subscribing === null || period === undefined) return;
    if (!EMAIL.test(email.trim())) {
      setEmailError(SUBSCRIBE_EMAIL_INVALID);
      return;
    }
    setEmailError('');
    setFailure([]);
    setFieldMessages({});
    setPending(true);
    try {
      await subscribeReport(subscribing.request, format, { period, frequency, hour, email: email.trim(), ...(frequency === 'weekly' ? { weekday } : {}) });
      notify(SUBSCRIBED_TOAST);
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setFieldMessages(Object.fromEntries(fields.filter(({ field }) => isDialogField(field)).map(({ field, message }) => [field, message])));
      // The server's Swedish message of a refusal ("Begäran innehåller ogiltiga värden."), not its code.
      const message = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : errorText(error);
      setFailure([message, ...fields.filter(({ field }) => !isDialogField(field)).map(({ message }) => message)]);
    } finally {
      setPending(false);
    }
  };

  const formId = `${idPrefix}-subscribe`;
  return (
    <PortalModal open={subscribing !== null} onClose={onClose} title={SUBSCRIBE_TITLE} actions={(
      <>
        <Button onClick={onClose}>{SUBSCRIBE_CANCEL}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={pending}>{SUBSCRIBE_SAVE}</Button>
      </>
    )}>
      <form id={formId} onSubmit={(event) => void save(event)} noValidate>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{SUBSCRIBE_INTRO}</Typography>
          {period !== undefined && (
            <NativeSelect id={`${formId}-period`} label={SUBSCRIBE_PERIOD} value={period} options={periods.map((p) => [p, PERIOD_LABELS[p]] as const)} onChange={setPeriod}
              error={fieldMessages.period} />
          )}
          <NativeSelect id={`${formId}-frequency`} label={SUBSCRIBE_FREQUENCY} value={frequency} options={FREQUENCIES.map((f) => [f, FREQUENCY_LABELS[f]] as const)} onChange={setFrequency}
            error={fieldMessages.frequency} />
          {frequency === 'weekly' && (
            <NativeSelect id={`${formId}-weekday`} label={SUBSCRIBE_WEEKDAY} value={weekday} options={WEEKDAY_LABELS.map((day, index) => [index + 1, day] as const)} onChange={setWeekday}
              error={fieldMessages.weekday} />
          )}
          <NativeSelect id={`${formId}-hour`} label={SUBSCRIBE_HOUR} value={hour} options={HOURS.map((h) => [h, `${String(h).padStart(2, '0')}:00`] as const)} onChange={setHour}
            error={fieldMessages.hour} />
          <TextField id={`${formId}-email`} label={SUBSCRIBE_EMAIL} type="email" required value={email} size="small" autoComplete="email"
            onChange={(e) => setEmail(e.target.value)} error={emailError !== '' || fieldMessages.email !== undefined} helperText={emailError || fieldMessages.email} />
          {failure.length > 0 && <Alert severity="error">{failure.map((line) => <div key={line}>{line}</div>)}</Alert>}
        </Stack>
      </form>
    </PortalModal>
  );
}
