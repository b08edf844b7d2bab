import type { ColumnJson } from '@ombudsportalen/engine';
import type { PdfDocument } from '../reports/pdf-layout.js';
import { formatAmount } from '../reports/swedish-format.js';
import type { WinnersResults } from './winners-results.js';

/** One archived draw, as the winners list prints it. */
export interface WinnersDraw {
  gameType: string;
  drawDate: string;
  trackName: string;
  results: WinnersResults;
}

const LEG_COLUMNS: ColumnJson[] = [
  { key: 'leg', title: 'Avdelning', kind: 'text' },
  { key: 'number', title: 'Nummer', kind: 'integer' },
  { key: 'horse', title: 'Häst', kind: 'text' },
  { key: 'driver', title: 'Kusk', kind: 'text' },
];
const PAYOUT_COLUMNS: ColumnJson[] = [
  { key: 'correct', title: 'Antal rätt', kind: 'text' },
  { key: 'winners', title: 'Antal vinnare', kind: 'integer' },
  { key: 'amount', title: 'Utdelning per rad', kind: 'amount' },
];

/**
 * A winners list as the report renderer prints it (server/reports/render-pdf.ts, in the render pool): the game, track
 * and date and the turnover in the header, the winning combination per leg, then the payouts; amounts and counts in
 * the reports' Swedish formats.
 */
export function winnersPdfDocument({ gameType, drawDate, trackName, results }: WinnersDraw): PdfDocument {
  return {
    title: `Vinstlista ${gameType}`,
    lines: [['Tävlingsdag', `${trackName}, ${drawDate}`], ['Omsättning', formatAmount(results.turnoverOre / 100)]],
    tables: [
      {
        heading: 'Rätt rad', columns: LEG_COLUMNS,
        rows: results.legs.map((leg) => ({ leg: `Avd ${leg.leg}`, number: leg.number, horse: leg.horse, driver: leg.driver })),
      },
      {
        heading: 'Utdelning', columns: PAYOUT_COLUMNS,
        rows: results.payouts.map((payout) => ({
          correct: `${payout.correct} rätt`, winners: payout.winners, amount: payout.winners === 0 ? 'Ingen vinnare' : payout.amountOre / 100,
        })),
      },
    ],
    note: 'Vinstlistan är preliminär tills den har fastställts. Utdelning per rad avser insats 1 kr (V75, V86, GS75) eller radpris enligt spelformen.',
    footer: `Vinstlista ${gameType} ${drawDate}`,
  };
}
