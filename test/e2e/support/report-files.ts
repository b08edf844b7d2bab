import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { loadPdfjs } from '../../support/pdfjs';

/** The text of every page of a PDF file (pdfjs-dist legacy build in the test process), no-break spaces as spaces. */
export async function pdfText(path: string): Promise<string> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await readFile(path)), disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join(''));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\u00a0/g, ' ');
}

/** A workbook's first sheet: its name and its rows of cell values (index 0 = row 1), and which rows are bold. */
export async function xlsxSheet(path: string): Promise<{ name: string; rows: ExcelJS.CellValue[][]; boldRows: number[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`${path} has no sheet`);
  const rows: ExcelJS.CellValue[][] = [];
  const boldRows: number[] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    rows[n - 1] = (row.values as ExcelJS.CellValue[]).slice(1);
    if (row.getCell(1).font?.bold) boldRows.push(n);
  });
  return { name: sheet.name, rows, boldRows };
}
