import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from '@/state/atom-hooks';
import type { FormatType, Values } from '@ombudsportalen/engine/browser';
import type { PayloadBuilder } from '@/forms';
import { logToServer } from '@/api/client-log';
import { authViewAtom } from '@/state/auth';
import { downloadReport, type ReportAnswer } from '@/features/reports/api/download-report';
import { fetchReportPreview, type ReportPreviewData } from '@/features/reports/api/report-preview';
import { type ReportFailure, reportAudience, reportFailure, reportFailureLogEntry } from '@/features/reports/report-failure';
import type { ReportDefinition } from '@/features/reports/report-sections';
import { downloadedText } from '@/features/reports/report-texts';
import { saveFile } from '@/ui/save-file';

/** A download still running after this long shows "Rapporten skapas …" and "Avbryt" (issue 38 §4). */
export const SLOW_DOWNLOAD_MS = 1000;

/** What a report's form does once its values are valid: fetch the file (and say so), or show the report in the page. */
export interface ReportRunOptions {
  notify: (toast: string) => void;
  /** Told the values and format of every report fetched (issue 41 §3: they are remembered). */
  onFetched?: (values: Values, format: FormatType) => void;
  log?: typeof logToServer;
}

/**
 * The Download and "Visa" buttons' action (part 2 §4 "Report form": idle, submitting, then a file or an error banner):
 * builds the request through the engine, then saves the file (a toast names it) or keeps the preview; a failure becomes
 * the banner, the field errors and a toast. `answer` says which button was pressed (both submit the form, so the form's
 * own validation runs first). After a second the run is `slow` and may be cancelled: the request is aborted and the form
 * is ready again with no message; `cancelled` counts the cancels, so the page can give the focus back.
 */
export function useReportDownload(definition: ReportDefinition, formatType: FormatType, { notify, onFetched, log = logToServer }: ReportRunOptions) {
  const { roles, username } = useAtomValue(authViewAtom);
  const [failure, setFailure] = useState<ReportFailure | null>(null);
  const [preview, setPreview] = useState<ReportPreviewData | null>(null);
  const [slow, setSlow] = useState(false);
  const [cancelled, setCancelled] = useState(0);
  const running = useRef<AbortController | null>(null);
  const answer = useRef<ReportAnswer>('file');
  // Leaving the page stops a download nobody would receive.
  useEffect(() => () => running.current?.abort(), []);

  // SchemaForm keeps the latest onSubmit in a ref: no memoisation needed, the current format is always used.
  const onSubmit = async (values: Values, payload: PayloadBuilder): Promise<void> => {
    setFailure(null);
    const { payloadKind } = definition.report;
    const controller = new AbortController();
    running.current = controller;
    const slowTimer = setTimeout(() => setSlow(true), SLOW_DOWNLOAD_MS);
    const wanted = answer.current;
    answer.current = 'file'; // Enter in a field presses the form's first button, Ladda ner
    try {
      const request = payload.reportRequest({ formatType });
      if (wanted === 'preview') {
        setPreview(await fetchReportPreview(request, { roles, username }, undefined, controller.signal));
      } else {
        saveFile(await downloadReport(request, { roles, username }, undefined, controller.signal), request.fileName);
        notify(downloadedText(request.fileName));
      }
      onFetched?.(values, formatType);
    } catch (error) {
      if (controller.signal.aborted) {
        setCancelled((n) => n + 1);
        return;
      }
      // Shown here, then logged with the report's code and status (the spec's "rethrown": no caller is left to catch it).
      const next = reportFailure(error, reportAudience(payloadKind, roles), payloadKind);
      setFailure(next);
      notify(next.toast);
      log(reportFailureLogEntry(definition.report.code, payloadKind, error));
    } finally {
      clearTimeout(slowTimer);
      running.current = null;
      setSlow(false);
    }
  };

  const cancel = useCallback(() => running.current?.abort(), []);
  /** The "Visa" button says the next submit is a preview. */
  const askPreview = useCallback(() => {
    answer.current = 'preview';
    // An invalid form submits nothing: the next press (or Enter) is a download again.
    setTimeout(() => { answer.current = 'file'; }, 0);
  }, []);
  const serverErrors = useMemo(() => (failure?.fields.length ? { fields: failure.fields } : null), [failure]);
  // A new attempt (valid or not) takes the last failure's banner and field errors away first.
  const clear = useCallback(() => setFailure(null), []);
  return { onSubmit, clear, errorMessage: failure?.message ?? '', serverErrors, slow, cancel, cancelled, askPreview, preview };
}
