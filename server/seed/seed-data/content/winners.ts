// Archived winners lists for the travel game types, several weeks back from the seed day (spec part 2 §3).
import type { WinnersResults } from '../../../winners/winners-results.js';

interface GameSeed {
  gameType: string;
  /** ISO weekday of the draw (1 = Monday). */
  weekdays: number[];
  legs: number;
  weeks: number;
}

export const WINNER_GAMES: readonly GameSeed[] = [
  { gameType: 'V75', weekdays: [6], legs: 7, weeks: 8 },
  { gameType: 'V86', weekdays: [3], legs: 8, weeks: 6 },
  { gameType: 'V64', weekdays: [2, 4], legs: 6, weeks: 4 },
  { gameType: 'V65', weekdays: [1], legs: 6, weeks: 5 },
  { gameType: 'GS75', weekdays: [7], legs: 7, weeks: 5 },
  { gameType: 'V5', weekdays: [5], legs: 5, weeks: 5 },
  { gameType: 'V4', weekdays: [5], legs: 4, weeks: 4 },
  { gameType: 'DD', weekdays: [7], legs: 2, weeks: 4 },
];

const TRACKS = ['Solvalla', 'Åby', 'Jägersro', 'Bergsåker', 'Romme', 'Färjestad', 'Eskilstuna', 'Axevalla', 'Halmstad', 'Östersund', 'Norrvalla', 'Bergvalla'];
const HORSES = ['Stjärnfall', 'Dagmar Express', 'Nordic Flash', 'Vindil', 'Kungs Ärlan', 'Hagmyrens Fylla', 'Prins Lykke', 'Mira Magic', 'Gotlands Sol',
  'Snabbe Sture', 'Ellen Boko', 'Rask Kavaljer', 'Frosta Pil', 'Lill Silver', 'Tornado Kid', 'Bjärke Brisen'];
const DRIVERS = ['Anna Lindgren', 'Erik Berg', 'Maja Holm', 'Johan Ek', 'Sofia Strand', 'Oskar Falk', 'Lina Vik', 'Per Nyman'];

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state / 4294967296;
  };
}

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)] ?? list[0]!;

export interface WinnersSeedRow {
  fileId: string;
  gameType: string;
  date: string;
  trackName: string;
  results: WinnersResults;
}

function isoWeekday(date: Date): number {
  const day = date.getUTCDay();
  return day === 0 ? 7 : day;
}

/** The draws of each game on its weekdays within `weeks` weeks before `seedDay` (yyyy-MM-dd), newest first. */
export function winnersSeedRows(seedDay: string): WinnersSeedRow[] {
  const rows: WinnersSeedRow[] = [];
  const end = new Date(`${seedDay}T00:00:00Z`);
  for (const game of WINNER_GAMES) {
    for (let back = 1; back <= game.weeks * 7; back += 1) {
      const day = new Date(end.getTime() - back * 86_400_000);
      if (!game.weekdays.includes(isoWeekday(day))) continue;
      const date = day.toISOString().slice(0, 10);
      const r = random(Number(date.replaceAll('-', '')) + game.gameType.length * 977 + game.legs);
      const legs = Array.from({ length: game.legs }, (_, i) => ({ leg: i + 1, number: 1 + Math.floor(r() * 12), horse: pick(HORSES, r), driver: pick(DRIVERS, r) }));
      const turnoverOre = Math.round((2_000_000 + r() * 80_000_000)) * 100;
      const levels = game.legs >= 6 ? 3 : 1;
      const payouts = Array.from({ length: levels }, (_, i) => {
        const winners = Math.floor(r() * 10 ** (i + 1)) + (i === 0 ? 0 : 5);
        const pool = turnoverOre * (i === 0 ? 0.4 : 0.15);
        return { correct: game.legs - i, winners, amountOre: winners === 0 ? 0 : Math.round(pool / winners) };
      });
      rows.push({ fileId: `${game.gameType}-${date}`, gameType: game.gameType, date, trackName: pick(TRACKS, r), results: { legs, payouts, turnoverOre } });
    }
  }
  return rows;
}
