import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat); // strict parsing of yyyy-MM-dd

/** The one date format of forms and payloads (part 1 §5): yyyy-MM-dd, as dayjs and the picker spell it. */
export const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * What an invalid typed date is stored as: not a date, so the engine's `format: date` check answers
 * "Datumet finns inte eller har fel format. Ange det som åååå-mm-dd." (error code 1) and the form cannot be sent.
 */
export const INVALID_DAY = 'invalid-date';

/** A stored value as the picker's value: null when empty, an invalid Dayjs when it is not a real yyyy-MM-dd day. */
export function toDay(value: unknown): Dayjs | null {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' ? dayjs(value, DAY_FORMAT, true) : dayjs(Number.NaN);
}

/** The picker's value as stored: yyyy-MM-dd, undefined when empty, INVALID_DAY for a partial or impossible date. */
export function fromDay(day: Dayjs | null): string | undefined {
  if (day === null) return undefined;
  return day.isValid() ? day.format(DAY_FORMAT) : INVALID_DAY;
}
