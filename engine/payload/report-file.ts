// A report file's media type and name. Written once here; the SPA, the report server, the studio and the tests use these.
import type { FormatType } from '../declarations.gen';

/** The media type of each report format (the server's Content-Type, the SPA's Accept). */
export const REPORT_CONTENT_TYPES: Readonly<Record<FormatType, string>> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The name of a downloaded report file: the code and the format ("EKOROM12.xlsx"). */
export function reportFileName(code: string, format: FormatType): string {
  return `${code}.${format}`;
}
