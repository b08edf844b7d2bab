// Text runs of a PDF with their boxes (pdfjs-dist), and the pairs of runs whose boxes overlap.
import { loadPdfjs } from '../../support/pdfjs.js';

/** One run of text as pdfjs reads it: page, text, left x, baseline y (PDF points, upwards), width and height. */
export interface TextRun {
  page: number;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every non-blank text run of every page. */
export async function pdfTextRuns(bytes: Buffer): Promise<TextRun[]> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 }).promise;
  const runs: TextRun[] = [];
  for (let page = 1; page <= doc.numPages; page += 1) {
    const content = await (await doc.getPage(page)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      runs.push({ page, text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, height: item.height });
    }
  }
  await doc.destroy();
  return runs;
}

// Boxes may touch (adjacent cells, a label and its value); sharing more than this in both directions is an overlap.
const TOLERANCE = 0.5;

const shared = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0);

/** The pairs of runs on one page whose boxes (x…x+width, baseline…baseline+height) overlap. */
export function overlappingRuns(runs: readonly TextRun[]): Array<[TextRun, TextRun]> {
  const pairs: Array<[TextRun, TextRun]> = [];
  const sorted = [...runs].sort((a, b) => a.page - b.page || a.y - b.y);
  for (let i = 0; i < sorted.length; i += 1) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length; j += 1) {
      const b = sorted[j]!;
      if (b.page !== a.page || b.y >= a.y + a.height) break; // sorted by baseline: nothing further up can overlap
      if (shared(a.y, a.y + a.height, b.y, b.y + b.height) > TOLERANCE && shared(a.x, a.x + a.width, b.x, b.x + b.width) > TOLERANCE) pairs.push([a, b]);
    }
  }
  return pairs;
}
