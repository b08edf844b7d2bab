import type { FetchContext, FetchResponse } from 'ofetch';
import { REPORT_CONTENT_TYPES } from '@ombudsportalen/engine/browser';
import type { ReportCall } from '@ombudsportalen/portal/reports/report-wire';
import { isInternal } from '@ombudsportalen/portal/access';
import { apiUrl, type ApiResponse } from '@ombudsportalen/portal/api';
import { apiFetch as defaultApiFetch, type ApiFetch } from '@/api/http-client';

/** Reports may take long to produce (part 2 §9: 120000 ms). */
export const REPORT_TIMEOUT_MS = 120_000;

const ACCEPT = [REPORT_CONTENT_TYPES.pdf, REPORT_CONTENT_TYPES.xlsx, 'application/json'].join(', ');

/** Who asks: the internal endpoint is for internal staff, and it carries their user name. */
export interface ReportCaller {
  roles: readonly string[];
  username: string;
}

/** The internal endpoint's username (part 2 §7): lower-cased, each run of spaces a dot ("Anna Berg" → "anna.berg"). */
export function reportUsername(username: string): string {
  return username.trim().toLowerCase().replace(/\s+/g, '.');
}

/** The file, or the same report shown in the page (issue 41 §1). */
export type ReportAnswer = 'file' | 'preview';

const ENDPOINTS = {
  file: { partner: 'partnerReport', internal: 'internalReport', agency: 'agencyReport' },
  preview: { partner: 'partnerReportPreview', internal: 'internalReportPreview', agency: 'agencyReportPreview' },
} as const;

/** The URL of a report request (part 2 §7): partner, internal or agency endpoint; the code carries _excel for xlsx. */
export function reportPath(request: ReportCall, caller: ReportCaller, answer: ReportAnswer = 'file'): string {
  const reportCode = request.urlCode;
  const names = ENDPOINTS[answer];
  if (request.body.type === 'partner') return apiUrl(names.partner, { partnerId: request.partnerId ?? '', reportCode });
  if (isInternal(caller.roles)) {
    return apiUrl(names.internal, { reportCode }, { agencyNumber: request.agencyNumber, username: reportUsername(caller.username) });
  }
  return apiUrl(names.agency, { agencyNumber: request.agencyNumber, reportCode });
}

// With responseType 'blob' ofetch reads error answers as blobs too: turn a JSON one back into { code, message, fields },
// before the error is made, so the ApiError (and the client log line) carries the server's code.
async function decodeJsonError({ response }: FetchContext & { response: FetchResponse<unknown> }): Promise<void> {
  const data = response._data as Blob | undefined;
  if (typeof data?.text !== 'function' || !/json/i.test(response.headers.get('content-type') ?? '')) return;
  try {
    response._data = JSON.parse(await data.text()) as unknown;
  } catch {
    // not JSON after all: the error keeps the blob and its status
  }
}

/**
 * `cancel` with the 120 s timeout as one signal: ofetch drops its own timeout when the caller gives a signal. The
 * timeout aborts with the error ofetch's would, so a timed-out report reads as before.
 */
function cancelOrTimeout(cancel: AbortSignal): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const onCancel = () => controller.abort(cancel.reason);
  const timer = setTimeout(() => {
    controller.abort(Object.assign(new Error('[TimeoutError]: The operation was aborted due to timeout'), { name: 'TimeoutError', code: 23 }));
  }, REPORT_TIMEOUT_MS);
  if (cancel.aborted) onCancel();
  else cancel.addEventListener('abort', onCancel, { once: true });
  return { signal: controller.signal, done: () => { clearTimeout(timer); cancel.removeEventListener('abort', onCancel); } };
}

/**
 * Fetches a report file (POST, the engine's body, 120 s). Rejects with an ApiError carrying the server's code.
 * `cancel`: the user's "Avbryt"; the request is aborted (the server then stops rendering it).
 */
export async function downloadReport(request: ReportCall, caller: ReportCaller, apiFetch: ApiFetch = defaultApiFetch, cancel?: AbortSignal): Promise<ApiResponse<'agencyReport'>> {
  const abort = cancel === undefined ? undefined : cancelOrTimeout(cancel);
  try {
    return await apiFetch<ApiResponse<'agencyReport'>>(reportPath(request, caller), {
      method: 'POST',
      body: request.body,
      headers: { accept: ACCEPT },
      responseType: 'blob',
      timeout: REPORT_TIMEOUT_MS,
      ...(abort === undefined ? {} : { signal: abort.signal }),
      onResponseError: decodeJsonError,
      logFailure: false, // the report page logs it, with the report's code (useReportDownload)
    });
  } finally {
    abort?.done();
  }
}
