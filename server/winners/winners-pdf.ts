import PDFDocument from 'pdfkit';
import { pdfBytes } from '../reports/render-pdf.js';
import { formatAmount, formatInteger } from '../reports/swedish-format.js';
import type { WinnersResults } from './winners-results.js';

type Pdf = InstanceType<typeof PDFDocument>;

const MARGIN = 50;
// Amounts and counts as the report files print them (server/reports/swedish-format.ts).
const kronor = (ore: number): string => formatAmount(ore / 100);

function row(pdf: Pdf, texts: readonly string[], widths: readonly number[], bold = false): void {
  const y = pdf.y;
  let x = MARGIN;
  pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  texts.forEach((text, index) => {
    const width = widths[index] ?? 100;
    pdf.text(text, x, y, { width: width - 6, lineBreak: false, align: index === 0 ? 'left' : 'right' });
    x += width;
  });
  pdf.y = y + 17;
}

function underline(pdf: Pdf, widths: readonly number[]): void {
  const end = MARGIN + widths.reduce((sum, width) => sum + width, 0);
  pdf.moveTo(MARGIN, pdf.y - 3).lineTo(end, pdf.y - 3).lineWidth(0.6).strokeColor('#444444').stroke();
  pdf.y += 2;
}

/** A winners list: the game, date and track, the winning combination per leg, then the payouts. */
export function renderWinnersPdf(gameType: string, drawDate: string, trackName: string, results: WinnersResults): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Vinstlista ${gameType} ${drawDate}`, Author: 'Ombudsportalen' } });
  const done = pdfBytes(pdf);
  pdf.font('Helvetica-Bold').fontSize(20).text(`Vinstlista ${gameType}`);
  pdf.font('Helvetica').fontSize(11).moveDown(0.3).text(`${trackName}, ${drawDate}`);
  pdf.text(`Omsättning: ${kronor(results.turnoverOre)}`).moveDown(1);

  pdf.font('Helvetica-Bold').fontSize(13).text('Rätt rad').moveDown(0.4);
  const legWidths = [70, 60, 200, 165];
  row(pdf, ['Avdelning', 'Nummer', 'Häst', 'Kusk'], legWidths, true);
  underline(pdf, legWidths);
  for (const leg of results.legs) row(pdf, [`Avd ${leg.leg}`, String(leg.number), leg.horse, leg.driver], legWidths);

  pdf.moveDown(1).font('Helvetica-Bold').fontSize(13).text('Utdelning', MARGIN).moveDown(0.4);
  const payoutWidths = [120, 150, 225];
  row(pdf, ['Antal rätt', 'Antal vinnare', 'Utdelning per rad'], payoutWidths, true);
  underline(pdf, payoutWidths);
  for (const payout of results.payouts) {
    row(pdf, [`${payout.correct} rätt`, formatInteger(payout.winners), payout.winners === 0 ? 'Ingen vinnare' : kronor(payout.amountOre)], payoutWidths);
  }
  pdf.moveDown(2).font('Helvetica').fontSize(8).fillColor('#555555')
    .text('Vinstlistan är preliminär tills den har fastställts. Utdelning per rad avser insats 1 kr (V75, V86, GS75) eller radpris enligt spelformen.', MARGIN);
  pdf.end();
  return done;
}
