import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EngineContext, FormatType, ReportRequest, Values } from '@ombudsportalen/engine/browser';
import { isInternal } from '@ombudsportalen/portal/access';
import { subscribableRange } from '@ombudsportalen/portal/report-subscriptions';
import { type PayloadBuilder, SchemaForm } from '../../../forms';
import { FeedbackPanel } from '../../../ui/FeedbackPanel';
import { useReportDownload } from '../hooks/useReportDownload';
import { CANCEL_LABEL, DOWNLOAD_LABEL, PARAMETERS_HEADING, RENDERING_TEXT } from '../report-texts';
import type { ReportDefinition } from '../report-sections';
import { FormatSelect } from './FormatSelect';
import { SubscribeDialog } from './SubscribeDialog';
import { SUBSCRIBE_LABEL } from '../subscribe-texts';

interface ReportFormProps {
  definition: ReportDefinition;
  context: EngineContext;
  notify: (toast: string) => void;
  /** The "Parametrar" heading's element, one level below the accordion's title. */
  headingLevel: 'h3' | 'h4';
}

/**
 * A report's parameters and its Download button: the format, then the definition's fields through SchemaForm (RETAIL
 * gets the agency-number field from the definition), the button reading "Laddar..." while the file is fetched, and
 * after a second "Rapporten skapas …" with "Avbryt" beside it; a permanent error banner after a failure.
 */
export function ReportForm({ definition, context, notify, headingLevel }: ReportFormProps) {
  const { code, formats } = definition.report;
  const [format, setFormat] = useState<FormatType>(formats.includes('pdf') ? 'pdf' : (formats[0] ?? 'pdf')); // pdf by default
  const download = useReportDownload(definition, format, notify);
  const area = useRef<HTMLDivElement>(null);
  // "Prenumerera" submits the same form (so it is validated like a download) and opens the dialog with its request.
  const subscribable = definition.report.payloadKind === 'agency' && !isInternal(context.roles) && subscribableRange(definition.json) !== undefined;
  const pressed = useRef<'download' | 'subscribe'>('download');
  const attempt = useRef<'download' | 'subscribe'>('download');
  const [subscribing, setSubscribing] = useState<ReportRequest | null>(null);
  const onAttempt = () => {
    attempt.current = pressed.current;
    pressed.current = 'download';
    download.clear();
  };
  const onSubmit = async (values: Values, payload: PayloadBuilder) => {
    if (attempt.current === 'subscribe') setSubscribing(payload.reportRequest({ formatType: format }));
    else await download.onSubmit(values, payload);
  };
  // "Avbryt" is gone once pressed: the focus goes back to the Download button, ready again.
  useEffect(() => {
    if (download.cancelled > 0) area.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [download.cancelled]);
  return (
    <Stack spacing={2} ref={area}>
      <Typography variant="subtitle1" component={headingLevel}>
        {PARAMETERS_HEADING}
      </Typography>
      <FormatSelect id={`report-${code}-format`} formats={formats} value={format} onChange={setFormat} />
      <SchemaForm
        definition={definition}
        context={context}
        idPrefix={`report-${code}`}
        submitLabel={DOWNLOAD_LABEL}
        serverErrors={download.serverErrors}
        onSubmit={onSubmit}
        onAttempt={onAttempt}
        actions={(
          <>
            {subscribable && !download.slow && (
              <Button type="submit" variant="outlined" onClick={() => { pressed.current = 'subscribe'; }}>
                {SUBSCRIBE_LABEL}
              </Button>
            )}
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
      {subscribable && <SubscribeDialog request={subscribing} format={format} idPrefix={`report-${code}`} onClose={() => setSubscribing(null)} notify={notify} />}
    </Stack>
  );
}
