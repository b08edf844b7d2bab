import type { NewArticle } from '../../repositories/order-repository.js';

// Posters are ordered by size: the chosen size's number (sizeRange) is what the order carries as its quantity.
const POSTER_SIZES = [{ size: 'A3 (29,7 × 42 cm)', sizeRange: 1 }, { size: 'A2 (42 × 59,4 cm)', sizeRange: 2 }, { size: '50 × 70 cm', sizeRange: 3 }];
const FLOOR_SIZES = [{ size: 'Ø 60 cm', sizeRange: 1 }, { size: 'Ø 80 cm', sizeRange: 2 }];

const plain = (articleNumber: string, articleName: string, max: number): NewArticle => ({ articleNumber, articleName, max, selections: [] });
const sized = (articleNumber: string, articleName: string, selections: NewArticle['selections']): NewArticle =>
  ({ articleNumber, articleName, max: Math.max(...selections.map((s) => s.sizeRange)), selections });

/** The operator's material catalogue (invented; the spec names none): categories in display order, per-article maxima. */
export const PRODUCT_CATALOGUE: { category: string; articles: NewArticle[] }[] = [
  {
    category: 'Spelkuponger och beställningsmaterial',
    articles: [
      plain('10010', 'Spelkupong Lotto', 5000),
      plain('10011', 'Spelkupong Eurojackpot', 5000),
      plain('10012', 'Spelkupong Keno', 3000),
      plain('10013', 'Spelkupong Stryktipset/Europatipset', 5000),
      plain('10014', 'Spelkupong V75/V86', 3000),
      plain('10015', 'Systemkupong Stryktipset', 1000),
      plain('10020', 'Pennor med logotyp (fp 50 st)', 20),
      plain('10021', 'Kupongställ för disk', 4),
    ],
  },
  {
    category: 'Kvittorullar och terminaltillbehör',
    articles: [
      plain('20010', 'Kvittorulle 80 mm termo (fp 10 st)', 60),
      plain('20011', 'Kvittorulle 57 mm kortterminal (fp 10 st)', 30),
      plain('20012', 'Rengöringskort för skrivare (fp 10 st)', 5),
      plain('20013', 'Skyddsfilm för kunddisplay', 2),
    ],
  },
  {
    category: 'Affischer',
    articles: [
      sized('30010', 'Affisch V75 – Jackpott', POSTER_SIZES),
      sized('30011', 'Affisch Eurojackpot – veckans pott', POSTER_SIZES),
      sized('30012', 'Affisch Lotto – lördagsdragning', POSTER_SIZES),
      sized('30013', 'Affisch Triss – säsongskampanj', POSTER_SIZES),
    ],
  },
  {
    category: 'Skraplotter och displayer',
    articles: [
      plain('40010', 'Triss-display för disk, 6 fack', 2),
      plain('40011', 'Triss-display för disk, 12 fack', 2),
      plain('40012', 'Golvställ för skraplotter', 1),
      plain('40013', 'Etikettset för lottfack (fp 25 st)', 10),
    ],
  },
  {
    category: 'Skyltar och dekaler',
    articles: [
      plain('50010', 'Dekal "18 år" åldersgräns', 20),
      plain('50011', 'Fönsterdekal Ombud', 4),
      plain('50012', 'Prisskyltar spelformer (set)', 10),
      sized('50013', 'Golvdekal Spela lagom', FLOOR_SIZES),
    ],
  },
];
