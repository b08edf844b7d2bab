// Swedish alphabetical order without Intl where it can: a page's first Intl object costs a browser 20-50 ms of ICU
// set-up in one task (docs/decisions/pages-on-a-phone.md), and names and report titles are nearly always plain letters.

/** ICU's order for Swedish over plain text: space and hyphen before the letters, Å, Ä, Ö after Z. */
const ORDER = ' -abcdefghijklmnopqrstuvwxyzåäö';
const PLAIN = /^[ \-a-zåäö]*$/i;
let collator: Intl.Collator | undefined;

/** As `new Intl.Collator('sv').compare` (swedish-order.test.ts checks it): plain text by ORDER, other text by Intl. */
export function compareSwedish(a: string, b: string): number {
  if (!PLAIN.test(a) || !PLAIN.test(b)) return (collator ??= new Intl.Collator('sv')).compare(a, b);
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  for (let i = 0; i < lowerA.length && i < lowerB.length; i++) {
    if (lowerA[i] !== lowerB[i]) return ORDER.indexOf(lowerA[i]!) < ORDER.indexOf(lowerB[i]!) ? -1 : 1;
  }
  if (lowerA.length !== lowerB.length) return lowerA.length < lowerB.length ? -1 : 1;
  // The same letters: the first difference in case decides, lower case first.
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] === lowerA[i] ? -1 : 1;
  return 0;
}
