import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReportPreviewData } from '@/features/reports/api/report-preview';
import { previewCaption } from '@/features/reports/report-texts';
import { loadedComponent } from '@/ui/loaded-component';
import { compareSwedish } from '@/ui/swedish-order';

// The chart library comes in its own chunk, with the first preview that has a chart (performance.md budgets it); shown
// as soon as it is in, where a lazy one came 300 ms after the table at the earliest.
const useReportChart = loadedComponent(() => import('./ReportChart'), 'ReportChart');

type Sort = { column: number; direction: 'asc' | 'desc' } | null;

// A number column's text ("1 234,50 kr", "6,00 %", "-5") as a number; the server formats, the page only orders.
const numberOf = (text: string): number => Number(text.replace(/[\s\u00a0]|kr|%/g, '').replace(',', '.'));

function sortedRows(rows: readonly string[][], sort: Sort, numeric: boolean): readonly string[][] {
  if (!sort) return rows;
  const { column, direction } = sort;
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[column] ?? '';
    const y = b[column] ?? '';
    return sign * (numeric ? (numberOf(x) || 0) - (numberOf(y) || 0) : compareSwedish(x, y));
  });
}

/**
 * The report in the page (issue 41 §1): the PDF's title and header lines, the declared chart, then the rows as the PDF
 * prints them (the server formats every cell) in a table with a caption, sortable by column, numbers right-aligned and
 * the Summa row last. Below 600 px each row is a card of "heading: value" lines, so the page never scrolls sideways.
 */
export function ReportPreview({ preview }: { preview: ReportPreviewData }) {
  const [sort, setSort] = useState<Sort>(null);
  const ReportChart = useReportChart(Boolean(preview.chart));
  const numeric = sort !== null && preview.columns[sort.column]?.align === 'right' && !/^\d{4}-\d{2}/.test(preview.rows[0]?.[sort.column] ?? '');
  const rows = useMemo(() => sortedRows(preview.rows, sort, numeric), [preview.rows, sort, numeric]);
  const toggle = (column: number) => setSort((s) => (s?.column === column ? { column, direction: s.direction === 'asc' ? 'desc' : 'asc' } : { column, direction: 'asc' }));
  const cell = (text: string, i: number, bold = false) => {
    const column = preview.columns[i];
    return (
      <TableCell key={column?.key ?? i} align={column?.align ?? 'left'} data-label={column?.title} sx={bold ? { fontWeight: 700 } : undefined}>
        {text}
      </TableCell>
    );
  };
  return (
    <Box component="section" aria-label={preview.title} data-testid="report-preview" sx={{ mt: 2 }}>
      <Typography variant="h6" component="p">{preview.title}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1, my: 1, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}>
        {preview.lines.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}:</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      {preview.chart && (ReportChart ? <ReportChart chart={preview.chart} title={preview.title} /> : <Box sx={{ height: 280 }} />)}
      <Table size="small" sx={narrowAsCards}>
        <caption>{previewCaption(preview.title)}</caption>
        <TableHead>
          <TableRow>
            {preview.columns.map((c, i) => (
              <TableCell key={c.key} align={c.align} sortDirection={sort?.column === i ? sort.direction : false}>
                <TableSortLabel active={sort?.column === i} direction={sort?.column === i ? sort.direction : 'asc'} onClick={() => toggle(i)}>
                  {c.title}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => <TableRow key={r}>{row.map((text, i) => cell(text, i))}</TableRow>)}
          {preview.emptyMessage !== undefined && (
            <TableRow>
              <TableCell colSpan={preview.columns.length} sx={{ fontStyle: 'italic' }}>{preview.emptyMessage}</TableCell>
            </TableRow>
          )}
        </TableBody>
        {preview.totals && (
          <TableFooter>
            <TableRow data-testid="preview-totals">{preview.totals.map((text, i) => cell(text, i, true))}</TableRow>
          </TableFooter>
        )}
      </Table>
      {preview.note && <Typography role="note" sx={{ mt: 1 }}>{preview.note}</Typography>}
    </Box>
  );
}

// Below sm: the headings row is kept for screen readers only, each row a bordered block, each cell "heading  value".
const narrowAsCards = {
  '& caption': { captionSide: 'top', textAlign: 'left', fontWeight: 700, p: 0, pb: 1, color: 'text.primary' },
  '& tfoot td': { color: 'text.primary', fontSize: 'inherit' },
  '@media (max-width: 599.95px)': {
    '& thead': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    '& tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 0.5 },
    // row: a right-aligned cell's own row-reverse put its heading after the figure.
    '& td': { display: 'flex', flexDirection: 'row', justifyContent: 'space-between', gap: 2, border: 0, py: 0.25, textAlign: 'right' },
    '& td::before': { content: 'attr(data-label)', fontWeight: 700, textAlign: 'left' },
    '& td[colspan]::before': { content: 'none' },
  },
} as const;
