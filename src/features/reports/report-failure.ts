import { isChainUser } from '@ombudsportalen/portal/access';
import type { ReportJson } from '@ombudsportalen/engine/browser';
import { ApiError, fieldErrorsOf } from '@/api/api-error';
import type { ClientLogEntry } from '@/api/client-log';
import { errorText } from '@/api/error-text';
import type { FieldMessage } from '@/forms';

/** Whose texts apply (part 2 §8): partner reports, RETAIL (chain) users, everyone else. */
export type ReportAudience = 'agency' | 'retail' | 'partner';

export function reportAudience(payloadKind: ReportJson['payloadKind'], roles: readonly string[]): ReportAudience {
  if (payloadKind === 'partner') return 'partner';
  return isChainUser(roles) ? 'retail' : 'agency';
}

/** One row of the message table: what the answer must match (a missing key matches anything), and the text. */
export type ReportErrorRule = { audience?: ReportAudience; status?: number; code?: string; withFields?: boolean } & (
  | { text: string }
  /** The server's own message (the definition's no-data text, the row limit …); the generic text when it sent none. */
  | { serverText: true }
);

/** The banner texts of a failed download, first match wins (part 2 §8; server texts: docs/reports.md §2, §4). */
export const REPORT_ERROR_RULES: readonly ReportErrorRule[] = [
  { status: 400, withFields: true, serverText: true }, // the form text; the field texts show under the fields
  { code: 'error.report.no-data', serverText: true }, // "Det finns ingen data för det valda spannet." (STAT_BANPROV) …
  { code: 'error.report.too-large', serverText: true },
  { code: 'error.report.timeout', serverText: true },
  { audience: 'partner', status: 400, text: 'Det finns ingen data för den valda veckan.' },
  { audience: 'retail', status: 403, text: 'Du har inte rätt att hämta ekonomirapporter för detta ombudsnummer.' },
  { audience: 'retail', status: 404, text: 'Fyll i ombudsnummer.' },
];

export const genericReportErrorText = (code: string): string => `Ett problem uppstod när rapporten skulle hämtas. Felkod: ${code}`;

/** The toast by the report's payload kind: part 2 §8's English "Error fetching report" said in Swedish (docs/decisions/swedish-input.md). */
const TOAST_PREFIX: Record<ReportJson['payloadKind'], string> = {
  agency: 'Fel vid hämtning av rapport',
  partner: 'Fel vid hämtning av partnerrapport',
};

/** The /log line's words as part 2 §8 writes them: read by operators, not shown. */
const LOG_PREFIX: Record<ReportJson['payloadKind'], string> = {
  agency: 'Error fetching report',
  partner: 'Error fetching partner report',
};

/** What a failed download shows: the banner, the toast, and the field errors for the form. */
export interface ReportFailure {
  message: string;
  toast: string;
  fields: FieldMessage[];
}

/** "Felkod": the HTTP status when the server answered, else the generic error text (no answer, timeout). */
export function reportErrorCode(error: unknown): string {
  return error instanceof ApiError && error.status > 0 ? String(error.status) : errorText(error);
}

// What arrived may not be the contract's ErrorBody (a proxy's page, an empty body): every field is checked.
type ErrorAnswer = { message?: unknown } | null | undefined;

/** The server's own text: the answer body's message (not ofetch's text when the body had none). */
function serverMessageOf(data: unknown): string | undefined {
  const message = (data as ErrorAnswer)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The /log line of a failed download (part 2 §8: after the toast "the error is rethrown"): the report's code and the HTTP status. */
export function reportFailureLogEntry(reportCode: string, payloadKind: ReportJson['payloadKind'], error: unknown): ClientLogEntry {
  const status = error instanceof ApiError && error.status > 0 ? String(error.status) : 'no response';
  return { msg: `${LOG_PREFIX[payloadKind]} ${reportCode} (${status})`, error, logLevel: 'error' };
}

/** Reads a failed download through the message table. */
export function reportFailure(error: unknown, audience: ReportAudience, payloadKind: ReportJson['payloadKind']): ReportFailure {
  const api = error instanceof ApiError ? error : undefined;
  const fields = fieldErrorsOf(error);
  const code = reportErrorCode(error);
  const rule = REPORT_ERROR_RULES.find(
    (r) =>
      (r.audience === undefined || r.audience === audience) &&
      (r.status === undefined || r.status === api?.status) &&
      (r.code === undefined || r.code === api?.code) &&
      (r.withFields === undefined || r.withFields === fields.length > 0),
  );
  const message = !rule ? undefined : 'text' in rule ? rule.text : serverMessageOf(api?.data);
  return { message: message ?? genericReportErrorText(code), toast: `${TOAST_PREFIX[payloadKind]} ${code}`, fields };
}
