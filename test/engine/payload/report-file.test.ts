import { describe, expect, it } from 'vitest';
import { REPORT_CONTENT_TYPES, reportFileName } from '@ombudsportalen/engine';
import { parseReportUrlCode, reportUrlCode } from '@ombudsportalen/portal/reports/report-wire';

// Part 2 §7: the URL code asks for the format (`_excel` for xlsx), the file is saved as CODE.format.
describe('report URL code and file name', () => {
  it('xlsx gets the _excel code, pdf the plain code; the URL code reads back', () => {
    expect(reportUrlCode('EKOROM12', 'xlsx')).toBe('EKOROM12_excel');
    expect(reportUrlCode('EKOROM12', 'pdf')).toBe('EKOROM12');
    expect(parseReportUrlCode('EKOROM12_excel')).toStrictEqual({ code: 'EKOROM12', format: 'xlsx' });
    expect(parseReportUrlCode('EKOROM12')).toStrictEqual({ code: 'EKOROM12', format: 'pdf' });
    expect(parseReportUrlCode('EKOROM12_excelx')).toStrictEqual({ code: 'EKOROM12_excelx', format: 'pdf' });
  });

  it('the file is named by code and format, answered with its media type', () => {
    expect(reportFileName('EKORDF01', 'xlsx')).toBe('EKORDF01.xlsx');
    expect(reportFileName('EKORDF01', 'pdf')).toBe('EKORDF01.pdf');
    expect(REPORT_CONTENT_TYPES).toStrictEqual({ pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  });
});
