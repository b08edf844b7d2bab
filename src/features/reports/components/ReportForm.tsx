import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormatType, Values } from '@ombudsportalen/engine/browser';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import type { ReportCall } from '@ombudsportalen/portal/reports/report-wire';
import { isInternal } from '@ombudsportalen/portal/access';
import { periodFieldsOf, subscribablePeriods } from '@ombudsportalen/portal/report-subscriptions';
import { type PayloadBuilder, SchemaForm } from '@/forms';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import type { StoredReportPreferences } from '@/features/reports/api/report-preferences';
import { useReportDownload } from '@/features/reports/hooks/useReportDownload';
import { CANCEL_LABEL, DOWNLOAD_LABEL, PARAMETERS_HEADING, PREVIEW_LABEL, RENDERING_TEXT, RESET_LABEL } from '@/features/reports/report-texts';
import type { ReportDefinition } from '@/features/reports/report-sections';
import { FormatSelect } from './FormatSelect';
import { type Subscribing, SubscribeDialog } from './SubscribeDialog';
import { SUBSCRIBE_LABEL } from '@/features/reports/subscribe-texts';
import { ReportPreview } from './ReportPreview';

/** What the reports page remembers for the user (issue 41 §3), and how the form tells it. */
export interface RememberedChoices {
  stored?: StoredReportPreferences;
  remember: (code: string, values: Values, format: FormatType) => void;
  forget: (code: string) => void;
}

interface ReportFormProps {
  definition: ReportDefinition;
  context: PortalContext;
  notify: (toast: string) => void;
  /** The "Parametrar" heading's element, one level below the accordion's title. */
  headingLevel: 'h3' | 'h4';
  remembered: RememberedChoices;
}

const defaultFormat = (formats: readonly FormatType[]): FormatType => (formats.includes('pdf') ? 'pdf' : (formats[0] ?? 'pdf')); // pdf by default

/**
 * A report's parameters and its buttons: the format, then the definition's fields through SchemaForm (RETAIL gets the
 * agency-number field from the definition), "Ladda ner" reading "Laddar..." while the file is fetched, "Visa" showing
 * the report below the form, "Återställ" back to the definition's defaults; the last choices come back on any device.
 * After a second "Rapporten skapas …" with "Avbryt" beside it; a permanent error banner after a failure.
 */
export function ReportForm({ definition, context, notify, headingLevel, remembered }: ReportFormProps) {
  const { code, formats } = definition.report;
  const { stored, remember, forget } = remembered;
  // The remembered choices are the form's start once; "Återställ" draws the form anew from the defaults.
  const [resets, setResets] = useState(0);
  const [format, setFormat] = useState<FormatType>(stored && formats.includes(stored.format) ? stored.format : defaultFormat(formats));
  const download = useReportDownload(definition, format, { notify, onFetched: (values, chosen) => remember(code, values, chosen) });
  const area = useRef<HTMLDivElement>(null);
  // "Prenumerera" submits the same form (so it is validated like a download) and opens the dialog with its request.
  // Every report with a period parameter (date, week, month or year; agency or partner); internal staff act for others.
  const subscribable = !isInternal(context.roles) && periodFieldsOf(definition.json).length > 0;
  const pressed = useRef<'download' | 'subscribe'>('download');
  const attempt = useRef<'download' | 'subscribe'>('download');
  const [subscribing, setSubscribing] = useState<Subscribing | null>(null);
  const onAttempt = () => {
    attempt.current = pressed.current;
    pressed.current = 'download';
    download.clear();
  };
  const onSubmit = async (values: Values, payload: PayloadBuilder) => {
    // The periods the sent fields can hold: EKORBF01's "Vecka" offers "Förra veckan", its "År" "Förra året".
    if (attempt.current === 'subscribe') setSubscribing({ request: payload.reportRequest({ formatType: format }), periods: subscribablePeriods(definition.json, (name) => name in values) });
    else await download.onSubmit(values, payload);
  };
  // "Avbryt" is gone once pressed: the focus goes back to the Download button, ready again.
  useEffect(() => {
    if (download.cancelled > 0) area.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [download.cancelled]);
  const reset = () => {
    setResets((n) => n + 1);
    setFormat(defaultFormat(formats));
    forget(code);
  };
  return (
    <Stack spacing={2} ref={area}>
      <Typography variant="subtitle1" component={headingLevel}>
        {PARAMETERS_HEADING}
      </Typography>
      <FormatSelect id={`report-${code}-format`} formats={formats} value={format} onChange={setFormat} />
      <SchemaForm
        key={resets}
        definition={definition}
        context={context}
        idPrefix={`report-${code}`}
        {...(resets === 0 && stored ? { initialValues: stored.values as Values } : {})}
        submitLabel={DOWNLOAD_LABEL}
        serverErrors={download.serverErrors}
        onSubmit={onSubmit}
        onAttempt={onAttempt}
        actions={(
          <>
            {/* A second submit button: the form validates as for Ladda ner, then shows the report here. */}
            <Button type="submit" variant="outlined" onClick={download.askPreview} disabled={download.slow}>
              {PREVIEW_LABEL}
            </Button>
            {subscribable && !download.slow && (
              <Button type="submit" variant="outlined" onClick={() => { pressed.current = 'subscribe'; }}>
                {SUBSCRIBE_LABEL}
              </Button>
            )}
            <Button type="button" variant="text" onClick={reset}>
              {RESET_LABEL}
            </Button>
            {download.slow && (
              <>
                <Typography role="status">{RENDERING_TEXT}</Typography>
                <Button type="button" variant="outlined" onClick={download.cancel}>
                  {CANCEL_LABEL}
                </Button>
              </>
            )}
          </>
        )}
        guardsUnsavedChanges={false}
      />
      <FeedbackPanel variant="error" message={download.errorMessage} permanent />
      {subscribable && <SubscribeDialog subscribing={subscribing} format={format} idPrefix={`report-${code}`} onClose={() => setSubscribing(null)} notify={notify} />}
      {download.preview && <ReportPreview preview={download.preview} />}
    </Stack>
  );
}
