// Swedish presentation of report values: space as thousands separator (a no-break space, so a number never wraps),
// comma decimals, "kr" after amounts, ISO dates (the Swedish standard), times in Europe/Stockholm.
import type { ColumnKind } from '@ombudsportalen/engine';

const GROUP = '\u00a0';

function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
}

/** 1234567 → "1 234 567"; -5 → "-5" (hyphen-minus: the PDF's standard fonts have no U+2212). */
export function formatInteger(value: number): string {
  const n = Math.round(value);
  return `${n < 0 ? '-' : ''}${grouped(String(Math.abs(n)))}`;
}

/** A value in hundredths as "1 234,50" (rounded half away from zero). */
function formatHundredths(hundredths: number): string {
  const abs = Math.abs(hundredths);
  const whole = Math.floor(abs / 100);
  return `${hundredths < 0 ? '-' : ''}${grouped(String(whole))},${String(abs % 100).padStart(2, '0')}`;
}

/** Kronor to whole öre. */
export function toOre(kronor: number): number {
  return Math.sign(kronor) * Math.round(Math.abs(kronor) * 100);
}

/** 1234.5 → "1 234,50 kr". */
export function formatAmount(kronor: number): string {
  return `${formatHundredths(toOre(kronor))} kr`;
}

/** A fraction as percent with two decimals: 0.06 → "6,00 %". */
export function formatPercent(fraction: number): string {
  return `${formatHundredths(Math.round(fraction * 10000))} %`;
}

/** A cell's text in a report table; empty for a missing value. */
export function formatCell(kind: ColumnKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'number') return String(value);
  switch (kind) {
    case 'integer':
      return formatInteger(value);
    case 'amount':
      return formatAmount(value);
    case 'percent':
      return formatPercent(value);
    default:
      return String(value);
  }
}

/** An instant as "2026-11-02 09:00" in Stockholm time (the report header's generation time). */
export function stockholmTimestamp(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  }).format(at);
}

/** The header's period: "2026-10-01 – 2026-10-31", or one day. */
export function formatPeriod(from: string, to: string): string {
  return from === to ? from : `${from} – ${to}`;
}
