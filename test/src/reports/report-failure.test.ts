import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { type ReportAudience, reportAudience, reportFailure } from '@/features/reports/report-failure';

const GENERIC = 'Ett problem uppstod när rapporten skulle hämtas. Felkod:';
const answer = (status: number, code?: string, message?: string, fields?: unknown) =>
  new ApiError(message ?? `[POST] /api: ${status}`, status, code, code ? { code, message, ...(fields ? { fields } : {}) } : undefined);

describe('reportAudience', () => {
  it('is partner for partner reports, retail for RETAIL, else agency', () => {
    expect(reportAudience('partner', ['PARTNER_TELIA'])).toBe('partner');
    expect(reportAudience('agency', ['RETAIL'])).toBe('retail');
    expect(reportAudience('agency', ['OMBMGR'])).toBe('agency');
    expect(reportAudience('agency', ['ADMIN'])).toBe('agency');
  });
});

describe('the message table (part 2 §8)', () => {
  const noData = (message: string) => answer(400, 'error.report.no-data', message);
  it.each<[string, ReportAudience, ApiError, string]>([
    ['RETAIL 403', 'retail', answer(403, 'error.forbidden', 'Du har inte behörighet.'), 'Du har inte rätt att hämta ekonomirapporter för detta ombudsnummer.'],
    ['RETAIL 404', 'retail', answer(404, 'error.report.agency-missing', 'Fyll i ombudsnummer.'), 'Fyll i ombudsnummer.'],
    ['RETAIL 404 without a body', 'retail', answer(404), 'Fyll i ombudsnummer.'],
    ['agency staff 403', 'agency', answer(403, 'error.forbidden', 'Du har inte behörighet.'), `${GENERIC} 403`],
    ['agency staff 404', 'agency', answer(404, 'error.agency.not-found', 'Ombudet finns inte.'), `${GENERIC} 404`],
    ['no data for a span (STAT_BANPROV)', 'agency', noData('Det finns ingen data för det valda spannet.'), 'Det finns ingen data för det valda spannet.'],
    ['no data for RETAIL', 'retail', noData('Det finns ingen data för det valda spannet.'), 'Det finns ingen data för det valda spannet.'],
    ['partner no data', 'partner', noData('Det finns ingen data för den valda veckan.'), 'Det finns ingen data för den valda veckan.'],
    ['partner 400 without a message', 'partner', answer(400), 'Det finns ingen data för den valda veckan.'],
    ['partner 403', 'partner', answer(403, 'error.forbidden', 'Du har inte behörighet.'), `${GENERIC} 403`],
    ['too many rows', 'agency', answer(400, 'error.report.too-large', 'Rapporten blir större än 5000 rader. Välj en kortare period.'), 'Rapporten blir större än 5000 rader. Välj en kortare period.'],
    ['a report that took too long', 'agency', answer(503, 'error.report.timeout', 'Rapporten tog för lång tid att ta fram. Välj en kortare period.'), 'Rapporten tog för lång tid att ta fram. Välj en kortare period.'],
    ['an unknown report', 'agency', answer(404, 'error.report.unknown', 'Rapporten finns inte.'), `${GENERIC} 404`],
    ['a server error', 'retail', answer(500, 'error.internal', 'Internt fel.'), `${GENERIC} 500`],
    ['no answer at all', 'agency', new ApiError('Failed to fetch', 0), `${GENERIC} Failed to fetch`],
  ])('%s', (_case, audience, error, text) => {
    expect(reportFailure(error, audience, audience === 'partner' ? 'partner' : 'agency').message).toBe(text);
  });

  it('shows the form text for a 400 with fields, and hands the fields to the form', () => {
    const fields = [{ field: 'P_TOM', message: 'Skillnaden i datum får inte vara mer än 31 dagar.' }, { field: 'x', bad: true }];
    const failure = reportFailure(answer(400, 'error.validation', 'Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.', fields), 'agency', 'agency');
    expect(failure.message).toBe('Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.');
    expect(failure.fields).toEqual([{ field: 'P_TOM', message: 'Skillnaden i datum får inte vara mer än 31 dagar.' }]);
  });

  it('falls back to the generic text when a no-data answer carries no message', () => {
    expect(reportFailure(answer(400, 'error.report.no-data'), 'agency', 'agency').message).toBe(`${GENERIC} 400`);
  });
});

describe('the toast', () => {
  it('names the status for agency and partner reports', () => {
    expect(reportFailure(answer(403, 'error.forbidden', 'x'), 'retail', 'agency').toast).toBe('Fel vid hämtning av rapport 403');
    expect(reportFailure(answer(400, 'error.report.no-data', 'x'), 'partner', 'partner').toast).toBe('Fel vid hämtning av partnerrapport 400');
    expect(reportFailure(new ApiError('Failed to fetch', 0), 'agency', 'agency').toast).toBe('Fel vid hämtning av rapport Failed to fetch');
  });
});
