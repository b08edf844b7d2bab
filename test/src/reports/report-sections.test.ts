import { describe, expect, it } from 'vitest';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { ECONOMY_REPORT_SECTIONS, PARTNER_REPORT_SECTIONS, visibleReportSections } from '@/features/reports/report-sections';
import { specReportsOf } from '../../shared/reports-dir';
import { allReportDefinitions, reportContext } from './helpers';

// Fixed lists name the spec's 17 reports only (a new definition file adds to a section without breaking these).

const shown = (sections: typeof ECONOMY_REPORT_SECTIONS, over: Partial<PortalContext>) =>
  visibleReportSections(allReportDefinitions(), sections, reportContext(over)).map(({ section, reports }) => [
    section.heading ?? section.group,
    specReportsOf(reports.map((r) => r.report.code)),
  ] as const).filter(([, codes]) => codes.length > 0);

describe('visibleReportSections (definition visibility by role and segment)', () => {
  it('an agency manager of an ordinary shop: Ekonomi then Statistik, by name (issue 41 §3), no track or digital reports', () => {
    // Bokföringsunderlag, Daglig försäljning, Dagsavräkning, Omsättning och provision, Osålda andelar, Provisionsunderlag …, Transaktionslista
    expect(shown(ECONOMY_REPORT_SECTIONS, { roles: ['OMBMGR'], segment: 'AGENCY' })).toEqual([
      ['Ekonomi', ['EKORBF01', 'EKORDF01', 'EKORDA01', 'EKOROM12', 'EKORAN01', 'EKORPR03', 'EKORTL01']],
      ['Statistik', ['STAT_EGNA', 'STAT_EID', 'STAT_LOTTPART', 'STAT_NYKUND', 'STAT_PARTDET', 'STAT_TELECASH']],
    ]);
  });

  it('a track shop adds Banprovision', () => {
    const statistics = shown(ECONOMY_REPORT_SECTIONS, { segment: 'TRACK' })[1]![1];
    expect(statistics).toContain('STAT_BANPROV');
  });

  it('a digital shop gets the digital settlement and loses the counter reports', () => {
    const [economy, statistics] = shown(ECONOMY_REPORT_SECTIONS, { roles: ['EKONOMI'], segment: 'DIGITAL' });
    expect(economy![1]).toEqual(['EKORBF01', 'EKORDF01', 'EKORDI01', 'EKOROM12']);
    expect(statistics![1]).not.toContain('STAT_TELECASH');
  });

  it('for every role and segment, every shown section lists at least one report', () => {
    for (const role of ['SALJARE', 'SALJPLUS', 'OMBMGR', 'EKONOMI', 'ADMIN', 'SALJCOACH', 'RETAIL', 'PARTNER_TELIA', 'PARTNER_FOLKSPEL']) {
      for (const segment of ['AGENCY', 'DIGITAL', 'TRACK'] as const) {
        for (const sections of [ECONOMY_REPORT_SECTIONS, PARTNER_REPORT_SECTIONS]) {
          for (const { reports } of visibleReportSections(allReportDefinitions(), sections, reportContext({ roles: [role], segment }))) {
            expect(reports.length, `${role} ${segment}`).toBeGreaterThan(0);
          }
        }
      }
    }
  });

  it('a seller sees no report; no section is left empty', () => {
    expect(shown(ECONOMY_REPORT_SECTIONS, { roles: ['SALJARE'] })).toEqual([]);
  });

  it.each([
    ['PARTNER_FOLKSPEL', 'PART_LOTTAVR'],
    ['PARTNER_KOMBISPEL', 'PART_LOTTAVR'],
    ['PARTNER_MILJONLOTTERIET', 'PART_LOTTAVR'],
    ['PARTNER_TELIA', 'PART_RAPPORT'],
    ['PARTNER_TELE2', 'PART_RAPPORT'],
  ])('%s gets %s on the partner page, and nothing on the economy page', (role, code) => {
    expect(shown(PARTNER_REPORT_SECTIONS, { roles: [role], agencyNumber: '' })).toEqual([['Partner', [code]]]);
    expect(shown(ECONOMY_REPORT_SECTIONS, { roles: [role], agencyNumber: '' })).toEqual([]);
  });
});
