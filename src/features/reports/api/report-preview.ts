import type { ReportCall } from '@ombudsportalen/portal/reports/report-wire';
import type { ApiResponse } from '@ombudsportalen/portal/api';
import { apiFetch as defaultApiFetch, type ApiFetch } from '@/api/http-client';
import { REPORT_TIMEOUT_MS, type ReportCaller, reportPath } from './download-report';

/** A report as the page shows it (schemas/api ReportPreview). */
export type ReportPreviewData = ApiResponse<'agencyReportPreview'>;

/** Fetches the report in the page (issue 41 §1): the very request of the file, at the preview's URL. */
export function fetchReportPreview(request: ReportCall, caller: ReportCaller, apiFetch: ApiFetch = defaultApiFetch, signal?: AbortSignal): Promise<ReportPreviewData> {
  return apiFetch<ReportPreviewData>(reportPath(request, caller, 'preview'), {
    method: 'POST',
    body: request.body,
    timeout: REPORT_TIMEOUT_MS,
    ...(signal === undefined ? {} : { signal }),
    logFailure: false, // the report page logs it, with the report's code (useReportDownload)
  });
}
