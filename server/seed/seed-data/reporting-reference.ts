// Reference data of the reporting store: games, commission accounts, partners, and the demo agencies' sales profiles.
// Invented figures: realistic in shape (weekday rhythm, draw days, commissions of a few per cent), not in detail.

export interface Game {
  code: string;
  name: string;
  group: 'HAST' | 'SPORT' | 'NUMMER' | 'LOTTERI';
  own: boolean;
  commissionBp: number;
  /** Typical daily stake in kronor at an average kiosk. */
  dailyStake: number;
  /** ISO weekdays (1 = Monday) with the draw or big race, when sales peak. */
  drawDays: readonly number[];
  /** Share of the stake paid back as winnings over time. */
  payoutRate: number;
}

export const GAMES: readonly Game[] = [
  { code: 'V75', name: 'V75', group: 'HAST', own: false, commissionBp: 600, dailyStake: 900, drawDays: [6], payoutRate: 0.65 },
  { code: 'V86', name: 'V86', group: 'HAST', own: false, commissionBp: 600, dailyStake: 500, drawDays: [3], payoutRate: 0.65 },
  { code: 'V64', name: 'V64', group: 'HAST', own: false, commissionBp: 600, dailyStake: 300, drawDays: [2, 4, 7], payoutRate: 0.65 },
  { code: 'DD', name: 'Dagens Dubbel', group: 'HAST', own: false, commissionBp: 600, dailyStake: 200, drawDays: [], payoutRate: 0.7 },
  { code: 'LOTTO', name: 'Lotto', group: 'NUMMER', own: true, commissionBp: 550, dailyStake: 800, drawDays: [3, 6], payoutRate: 0.45 },
  { code: 'EUROJACKPOT', name: 'Eurojackpot', group: 'NUMMER', own: true, commissionBp: 550, dailyStake: 600, drawDays: [2, 5], payoutRate: 0.5 },
  { code: 'KENO', name: 'Keno', group: 'NUMMER', own: true, commissionBp: 550, dailyStake: 350, drawDays: [], payoutRate: 0.6 },
  { code: 'STRYKTIPSET', name: 'Stryktipset', group: 'SPORT', own: true, commissionBp: 500, dailyStake: 500, drawDays: [6], payoutRate: 0.65 },
  { code: 'ODDSET', name: 'Oddset', group: 'SPORT', own: true, commissionBp: 450, dailyStake: 700, drawDays: [], payoutRate: 0.85 },
  { code: 'SKRAPLOTT', name: 'Skraplott', group: 'LOTTERI', own: true, commissionBp: 700, dailyStake: 1200, drawDays: [], payoutRate: 0.55 },
];

/** The commission (provision) account of each game group in the bookkeeping basis. */
export const LEDGER_ACCOUNTS: ReadonlyArray<readonly [string, string, string]> = [
  ['HAST', '3011', 'Provision hästspel'],
  ['SPORT', '3012', 'Provision sportspel'],
  ['NUMMER', '3013', 'Provision nummerspel'],
  ['LOTTERI', '3014', 'Provision lotterier'],
];

export interface Partner {
  id: string;
  name: string;
  kind: 'MOBIL' | 'LOTTERI';
  product: string;
  commissionBp: number;
  /** Typical weekly amount in kronor per selling agency. */
  weeklyAmount: number;
  /** Typical item price in kronor. */
  itemPrice: number;
}

// One per partner role of part 2 §6 (PARTNER_<id>).
export const PARTNERS: readonly Partner[] = [
  { id: 'TELE2', name: 'Tele2', kind: 'MOBIL', product: 'Laddkod', commissionBp: 300, weeklyAmount: 2400, itemPrice: 150 },
  { id: 'TELENOR', name: 'Telenor', kind: 'MOBIL', product: 'Laddkod', commissionBp: 300, weeklyAmount: 1800, itemPrice: 150 },
  { id: 'TELIA', name: 'Telia', kind: 'MOBIL', product: 'Laddkod', commissionBp: 300, weeklyAmount: 2600, itemPrice: 200 },
  { id: 'HALEBOP', name: 'Halebop', kind: 'MOBIL', product: 'Laddkod', commissionBp: 350, weeklyAmount: 900, itemPrice: 100 },
  { id: 'LYCA', name: 'Lyca', kind: 'MOBIL', product: 'Laddkod', commissionBp: 400, weeklyAmount: 1200, itemPrice: 100 },
  { id: 'TRE', name: 'Tre', kind: 'MOBIL', product: 'Laddkod', commissionBp: 300, weeklyAmount: 1500, itemPrice: 150 },
  { id: 'MBXP', name: 'MBXP', kind: 'MOBIL', product: 'Presentkort', commissionBp: 250, weeklyAmount: 700, itemPrice: 250 },
  { id: 'FOLKSPEL', name: 'Folkspel', kind: 'LOTTERI', product: 'Lotter', commissionBp: 800, weeklyAmount: 1600, itemPrice: 25 },
  { id: 'KOMBISPEL', name: 'Kombispel', kind: 'LOTTERI', product: 'Lotter', commissionBp: 800, weeklyAmount: 1100, itemPrice: 30 },
  { id: 'MILJONLOTTERIET', name: 'Miljonlotteriet', kind: 'LOTTERI', product: 'Lotter', commissionBp: 800, weeklyAmount: 1300, itemPrice: 100 },
];

export interface AgencyProfile {
  agencyNumber: string;
  channel: 'BUTIK' | 'DIGITAL';
  /** Sales relative to an average kiosk. */
  scale: number;
  games: readonly string[];
  /** Terminal ids and types (T1 counter, T2 self-service); digital agencies have none. */
  terminals: ReadonlyArray<readonly [number, 'T1' | 'T2']>;
  /** Opening hours for transaction times, in hours. */
  opens: number;
  closes: number;
  shares: boolean;
  trackCommission: boolean;
}

const ALL = GAMES.map((g) => g.code);
const HORSES = GAMES.filter((g) => g.group === 'HAST').map((g) => g.code);

// The demo agencies (server/seed/seed-data/agencies.ts): two chain kiosks, a digital agency and a track.
export const AGENCY_PROFILES: readonly AgencyProfile[] = [
  { agencyNumber: '1001', channel: 'BUTIK', scale: 1.2, games: ALL, terminals: [[1, 'T1'], [2, 'T1'], [3, 'T1'], [4, 'T2']], opens: 7, closes: 22, shares: true, trackCommission: false },
  { agencyNumber: '2002', channel: 'DIGITAL', scale: 1.6, games: ALL.filter((c) => c !== 'SKRAPLOTT'), terminals: [], opens: 0, closes: 24, shares: false, trackCommission: false },
  { agencyNumber: '3003', channel: 'BUTIK', scale: 2.5, games: [...HORSES, 'KENO', 'ODDSET'], terminals: [[1, 'T1'], [2, 'T1'], [3, 'T1'], [4, 'T1'], [11, 'T2'], [12, 'T2']], opens: 11, closes: 22, shares: true, trackCommission: true },
  { agencyNumber: '4004', channel: 'BUTIK', scale: 0.9, games: ALL, terminals: [[1, 'T1'], [2, 'T1'], [5, 'T2']], opens: 7, closes: 22, shares: true, trackCommission: false },
];

/** New-customer kinds of the new-customer commission (kronor per new customer). */
export const CUSTOMER_TYPES: ReadonlyArray<readonly [string, number]> = [['Spelkort', 50], ['Digitalt konto', 100]];
