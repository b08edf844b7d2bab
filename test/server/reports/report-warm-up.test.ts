// Issue 38 §4: the main thread's part of a first report is done at start (server/reports/report-warm-up.ts). Measured
// in a started portal: the first report's document took 30 ms more than a warm one's, loading ICU's Stockholm time zone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadReportCatalogue } from '../../../server/reports/report-catalogue.js';
import { warmUpReports } from '../../../server/reports/report-warm-up.js';
import type { ReportingReader } from '../../../server/reports/reporting-reader.js';

const reader: ReportingReader = { dialect: 'sqlite', read: async () => [{ one: 1 }], views: async () => [], close: async () => {} };

const RealDateTimeFormat = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
  vi.restoreAllMocks();
});

describe('the report warm-up at start', () => {
  it('formats a Stockholm time stamp, as a report document does, and opens the reporting connection', async () => {
    const made: Array<[unknown, Intl.DateTimeFormatOptions | undefined]> = [];
    Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
      construct: (target, args: [string, Intl.DateTimeFormatOptions?]) => {
        made.push([args[0], args[1]]);
        return Reflect.construct(target, args) as object;
      },
    });
    const read = vi.spyOn(reader, 'read');
    await warmUpReports(loadReportCatalogue(), reader);
    expect(made.some(([locale, options]) => locale === 'sv-SE' && options?.timeZone === 'Europe/Stockholm' && options.hour !== undefined)).toBe(true);
    expect(read).toHaveBeenCalledWith('SELECT 1 AS one', {});
  });
});
