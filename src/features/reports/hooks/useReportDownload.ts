import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { FormatType, Values } from '../../../../engine/browser';
import type { PayloadBuilder } from '../../../forms';
import { logToServer } from '../../../api/client-log';
import { authAtom } from '../../../state/auth';
import { downloadReport } from '../api/download-report';
import { type ReportFailure, reportAudience, reportFailure, reportFailureLogEntry } from '../report-failure';
import type { ReportDefinition } from '../report-sections';
import { saveFile } from '../../../ui/save-file';

/**
 * The Download button's action (part 2 §4 "Report form": idle, submitting, then a file or an error banner): builds the
 * request through the engine, fetches the file and saves it; a failure becomes the banner, the field errors and a toast.
 */
export function useReportDownload(definition: ReportDefinition, formatType: FormatType, notify: (toast: string) => void, log = logToServer) {
  const { roles, username } = useAtomValue(authAtom);
  const [failure, setFailure] = useState<ReportFailure | null>(null);

  // SchemaForm keeps the latest onSubmit in a ref: no memoisation needed, the current format is always used.
  const onSubmit = async (_values: Values, payload: PayloadBuilder): Promise<void> => {
    setFailure(null);
    const { payloadKind } = definition.report;
    try {
      const request = payload.reportRequest({ formatType });
      saveFile(await downloadReport(request, { roles, username }), request.fileName);
    } catch (error) {
      // Shown here, then logged with the report's code and status (the spec's "rethrown": no caller is left to catch it).
      const next = reportFailure(error, reportAudience(payloadKind, roles), payloadKind);
      setFailure(next);
      notify(next.toast);
      log(reportFailureLogEntry(definition.report.code, payloadKind, error));
    }
  };

  const serverErrors = useMemo(() => (failure?.fields.length ? { fields: failure.fields } : null), [failure]);
  // A new attempt (valid or not) takes the last failure's banner and field errors away first.
  const clear = useCallback(() => setFailure(null), []);
  return { onSubmit, clear, errorMessage: failure?.message ?? '', serverErrors };
}
