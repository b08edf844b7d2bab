import ExcelJS from 'exceljs';
import type { ColumnJson, ColumnKind } from '@ombudsportalen/engine';
import type { ReportDocument } from './report-document.js';

// Excel number formats are written with invariant separators; Swedish Excel shows them as "1 234,50 kr".
const NUMBER_FORMAT: Record<ColumnKind, string | undefined> = {
  text: undefined,
  integer: '#,##0',
  amount: '#,##0.00 "kr"',
  percent: '0.00%',
  date: 'yyyy-mm-dd',
};
const WIDTH: Record<ColumnKind, number> = { text: 22, integer: 12, amount: 16, percent: 14, date: 12 };
/** The row of the column headings (1-based); the header lines are above it. */
export const XLSX_HEADING_ROW = 6;

// A cell value with its real type: numbers stay numbers, dates become dates (UTC midnight, as Excel counts days).
function cellValue(kind: ColumnKind, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}

function setColumns(sheet: ExcelJS.Worksheet, columns: readonly ColumnJson[]): void {
  columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.max(WIDTH[c.kind], c.title.length + 2);
    const format = NUMBER_FORMAT[c.kind];
    if (format) column.numFmt = format;
    if (c.kind !== 'text') column.alignment = { horizontal: 'right' };
  });
}

/** The report as an .xlsx workbook: header lines, headings (frozen), typed cells with Swedish formats, a totals row. */
export async function renderXlsx(doc: ReportDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Ombudsportalen';
  const sheet = workbook.addWorksheet(doc.code.slice(0, 31), { views: [{ state: 'frozen', ySplit: XLSX_HEADING_ROW }] });
  setColumns(sheet, doc.columns);
  sheet.getCell('A1').value = doc.title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  const header: [string, string][] = [[...doc.subject], ['Period', doc.period], ['Skapad', doc.generatedAt]];
  header.forEach(([label, value], i) => {
    sheet.getRow(i + 2).values = [label, value];
    sheet.getCell(i + 2, 1).font = { bold: true };
    sheet.getCell(i + 2, 2).alignment = { horizontal: 'left' };
  });
  const headings = sheet.getRow(XLSX_HEADING_ROW);
  headings.values = doc.columns.map((c) => c.title);
  headings.font = { bold: true };
  headings.eachCell((cell) => { cell.border = { bottom: { style: 'thin' } }; });
  for (const row of doc.rows) sheet.addRow(doc.columns.map((c) => cellValue(c.kind, row[c.key])));
  if (doc.emptyMessage !== undefined) sheet.addRow([doc.emptyMessage]).getCell(1).alignment = { horizontal: 'left' };
  if (doc.totals) {
    const totals = sheet.addRow(doc.columns.map((c, i) => (i === 0 ? doc.totalsLabel : doc.totals?.[c.key] ?? null)));
    totals.font = { bold: true };
    totals.eachCell((cell) => { cell.border = { top: { style: 'thin' } }; });
    totals.getCell(1).alignment = { horizontal: 'left' };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
