import { AppError, type FieldError } from '../http/errors.js';

/** The report server's answers besides files (part 2 §8; the SPA maps statuses and codes to its texts). */
export const reportErrors = {
  unknownReport: () => new AppError(404, 'error.report.unknown', 'Rapporten finns inte.'),
  /** RETAIL without P_OMBUDNR, internal staff without a chosen agency (part 2 §8: 'Fyll i ombudsnummer.'). */
  agencyMissing: () => new AppError(404, 'error.report.agency-missing', 'Fyll i ombudsnummer.'),
  invalid: (message: string, fields: FieldError[]) => new AppError(400, 'error.validation', message, fields),
  /** The definition's noData text, e.g. 'Det finns ingen data för den valda veckan.' */
  noData: (message: string) => new AppError(400, 'error.report.no-data', message),
  tooLarge: (maxRows: number) =>
    new AppError(400, 'error.report.too-large', `Rapporten blir större än ${maxRows} rader. Välj en kortare period.`),
  timeout: () => new AppError(503, 'error.report.timeout', 'Rapporten tog för lång tid att ta fram. Välj en kortare period.'),
};
