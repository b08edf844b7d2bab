// Deterministic generators of the reporting demo rows. Each writes through a callback (no large arrays) and draws from
// a seeded random stream keyed by the generator, the agency and the day (week, month), so a day's figures are the same
// whenever it is seeded: at the creation of the database or in a later top-up.
import { addDays, dayMs } from '@ombudsportalen/engine';
import { randomFrom } from './prng.js';
import { type AgencyProfile, CUSTOMER_TYPES, GAMES, type Partner } from './reporting-reference.js';

type Emit = (...values: (string | number)[]) => void;

const WEEKDAY_FACTOR = [0, 0.85, 0.9, 1, 0.95, 1.2, 1.35, 0.9]; // index = ISO weekday
const ORE = 100;

export function isoWeekday(day: string): number {
  return ((new Date(dayMs(day)).getUTCDay() + 6) % 7) + 1;
}

/** Every day from `first` to `last`, inclusive. */
export function* daysBetween(first: string, last: string): Generator<string> {
  for (let day = first; day <= last; day = addDays(day, 1)) yield day;
}

const season = (day: string) => (day.slice(5, 7) === '12' ? 1.2 : day.slice(5, 7) === '07' ? 0.85 : 1);

/** One day's sales per game of the agency's range. */
export function generateSales(p: AgencyProfile, day: string, emit: Emit): void {
  const rnd = randomFrom(`sales:${p.agencyNumber}:${day}`);
  const weekday = isoWeekday(day);
  for (const game of GAMES) {
    if (!p.games.includes(game.code)) continue;
    const draw = game.drawDays.includes(weekday) ? 2.2 : 1;
    const trackBoost = p.trackCommission && game.group === 'HAST' ? 3 : 1;
    const stake = Math.round(game.dailyStake * p.scale * WEEKDAY_FACTOR[weekday]! * draw * trackBoost * season(day) * rnd.between(0.75, 1.25));
    const payout = Math.round(stake * game.payoutRate * rnd.between(0.3, 1.7));
    emit(p.agencyNumber, day, game.code, p.channel, Math.max(1, Math.round(stake / rnd.between(40, 90))), stake * ORE, payout * ORE);
  }
}

/** A few transactions per terminal on one day, in time order. */
export function generateTerminalTransactions(p: AgencyProfile, day: string, emit: Emit): void {
  const rnd = randomFrom(`terminal:${p.agencyNumber}:${day}`);
  for (const [terminalId, type] of p.terminals) {
    const count = type === 'T1' ? rnd.int(3, 7) : rnd.int(1, 4);
    const times = Array.from({ length: count }, () => rnd.int(p.opens * 3600, p.closes * 3600 - 1)).sort((a, b) => a - b);
    times.forEach((seconds, seq) => {
      const r = rnd.next();
      const kind = r < 0.78 ? 'Spel' : r < 0.95 ? 'Vinst' : 'Annullering';
      const amount = kind === 'Spel' ? rnd.int(2, 80) * 5 : kind === 'Vinst' ? -rnd.int(4, 300) * 5 : -rnd.int(2, 40) * 5;
      emit(p.agencyNumber, day, terminalId, seq + 1, seconds, kind, rnd.pick(p.games), amount * ORE);
    });
  }
}

const SHARE_PLAN: Record<number, readonly (readonly [string, number])[]> = { 3: [['V86', 1]], 6: [['V75', 2], ['STRYKTIPSET', 1]] };

/** Share offerings on draw days: V75 and Stryktipset on Saturdays, V86 on Wednesdays (where the shop sells them). */
export function generateShareOfferings(p: AgencyProfile, day: string, emit: Emit): void {
  const rnd = randomFrom(`shares:${p.agencyNumber}:${day}`);
  for (const [game, offerings] of SHARE_PLAN[isoWeekday(day)] ?? []) {
    if (!p.games.includes(game)) continue;
    for (let no = 1; no <= offerings; no += 1) {
      const total = rnd.int(10, 40);
      const sold = Math.round(total * rnd.between(0.55, 1));
      emit(p.agencyNumber, day, game, no, rnd.next() < 0.8 ? 'Andelsspel' : 'Övrigt', total, sold, rnd.pick([25, 50, 100, 150, 200]) * ORE, 1000);
    }
  }
}

/**
 * Track commission of one whole month (yyyy-MM) per horse game: the on-course turnover is a multiple of the shop's own
 * horse stakes that month (`horseStakes`: game code → öre, summed from the stored daily sales).
 */
export function generateTrackCommission(p: AgencyProfile, month: string, horseStakes: ReadonlyMap<string, number>, emit: Emit): void {
  for (const [game, stakeOre] of horseStakes) {
    const rnd = randomFrom(`track:${p.agencyNumber}:${month}:${game}`);
    emit(p.agencyNumber, `${month}-01`, game, Math.round(stakeOre * rnd.between(3, 4.5)), 250);
  }
}

/** Telecash per counter terminal and eID identifications on one day. */
export function generateDailyServices(p: AgencyProfile, day: string, telecash: Emit, eid: Emit): void {
  const rnd = randomFrom(`services:${p.agencyNumber}:${day}`);
  for (const [terminalId, type] of p.terminals) {
    if (type !== 'T1') continue;
    const deposits = rnd.int(0, 4);
    const withdrawals = rnd.int(0, 3);
    const sum = (n: number) => Array.from({ length: n }, () => rnd.int(2, 20) * 50).reduce((a, b) => a + b, 0);
    telecash(p.agencyNumber, day, terminalId, deposits, sum(deposits) * ORE, withdrawals, sum(withdrawals) * ORE);
  }
  const identifications = p.channel === 'DIGITAL' ? rnd.int(0, 2) : rnd.int(0, 6);
  eid(p.agencyNumber, day, identifications, identifications * 5 * ORE);
}

/** New customers of one month (yyyy-MM) per customer type. */
export function generateNewCustomers(p: AgencyProfile, month: string, emit: Emit): void {
  const rnd = randomFrom(`customers:${p.agencyNumber}:${month}`);
  for (const [type, kronor] of CUSTOMER_TYPES) emit(p.agencyNumber, `${month}-01`, type, rnd.int(1, 12) * (p.channel === 'DIGITAL' ? 2 : 1), kronor * ORE);
}

/** One week's partner sales (from its Monday) through the agencies that sell the partner's product. */
export function generatePartnerSales(partner: Partner, agencies: readonly string[], monday: string, emit: Emit): void {
  const rnd = randomFrom(`partner:${partner.id}:${monday}`);
  for (const agency of agencies) {
    const items = Math.max(1, Math.round((partner.weeklyAmount * season(monday) * rnd.between(0.6, 1.4)) / partner.itemPrice));
    emit(partner.id, monday, agency, items, items * partner.itemPrice * ORE);
  }
}

/** Whether a partner sells through an agency: every demo agency sells everything; almost half of the rest. */
export function sellsThrough(partner: Partner, agency: string, demo: ReadonlySet<string>): boolean {
  return demo.has(agency) || randomFrom(`sells:${partner.id}:${agency}`).next() < 0.45;
}
