import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { FormatType, Values } from '@ombudsportalen/engine/browser';
import type { PayloadBuilder } from '../../../forms';
import { logToServer } from '../../../api/client-log';
import { authAtom } from '../../../state/auth';
import { downloadReport } from '../api/download-report';
import { type ReportFailure, reportAudience, reportFailure, reportFailureLogEntry } from '../report-failure';
import type { ReportDefinition } from '../report-sections';
import { saveFile } from '../../../ui/save-file';

/** A download still running after this long shows "Rapporten skapas …" and "Avbryt" (issue 38 §4). */
export const SLOW_DOWNLOAD_MS = 1000;

/**
 * The Download button's action (part 2 §4 "Report form": idle, submitting, then a file or an error banner): builds the
 * request through the engine, fetches the file and saves it; a failure becomes the banner, the field errors and a toast.
 * After a second the download is `slow` and may be cancelled: the request is aborted and the form is ready again with
 * no message (the user asked for it); `cancelled` counts the cancels, so the page can give the focus back.
 */
export function useReportDownload(definition: ReportDefinition, formatType: FormatType, notify: (toast: string) => void, log = logToServer) {
  const { roles, username } = useAtomValue(authAtom);
  const [failure, setFailure] = useState<ReportFailure | null>(null);
  const [slow, setSlow] = useState(false);
  const [cancelled, setCancelled] = useState(0);
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops a download nobody would receive.
  useEffect(() => () => running.current?.abort(), []);

  // SchemaForm keeps the latest onSubmit in a ref: no memoisation needed, the current format is always used.
  const onSubmit = async (_values: Values, payload: PayloadBuilder): Promise<void> => {
    setFailure(null);
    const { payloadKind } = definition.report;
    const controller = new AbortController();
    running.current = controller;
    const slowTimer = setTimeout(() => setSlow(true), SLOW_DOWNLOAD_MS);
    try {
      const request = payload.reportRequest({ formatType });
      saveFile(await downloadReport(request, { roles, username }, undefined, controller.signal), request.fileName);
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
  const serverErrors = useMemo(() => (failure?.fields.length ? { fields: failure.fields } : null), [failure]);
  // A new attempt (valid or not) takes the last failure's banner and field errors away first.
  const clear = useCallback(() => setFailure(null), []);
  return { onSubmit, clear, errorMessage: failure?.message ?? '', serverErrors, slow, cancel, cancelled };
}
