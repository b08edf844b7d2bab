// How a report file is named on the wire (part 2 §7): the URL code that asks for a format and the downloaded file's
// name. Written once here; the SPA, the report server, the studio and the tests all use these.
import type { FormatType } from '../declarations.gen';

/** The suffix of a URL code that asks for the xlsx workbook ("EKOROM12_excel"); the plain code asks for the PDF. */
const EXCEL_SUFFIX = '_excel';

/** The media type of each report format (the server's Content-Type, the SPA's Accept). */
export const REPORT_CONTENT_TYPES: Readonly<Record<FormatType, string>> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The code in a report URL: the report code, with _excel for xlsx. */
export function reportUrlCode(code: string, format: FormatType): string {
  return format === 'xlsx' ? `${code}${EXCEL_SUFFIX}` : code;
}

/** The report code and format a URL code asks for ("EKOROM12_excel" → EKOROM12 as xlsx). */
export function parseReportUrlCode(urlCode: string): { code: string; format: FormatType } {
  return urlCode.endsWith(EXCEL_SUFFIX) ? { code: urlCode.slice(0, -EXCEL_SUFFIX.length), format: 'xlsx' } : { code: urlCode, format: 'pdf' };
}

/** The name of a downloaded report file: the code and the format ("EKOROM12.xlsx"). */
export function reportFileName(code: string, format: FormatType): string {
  return `${code}.${format}`;
}
