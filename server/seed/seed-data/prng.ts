/** A deterministic pseudo-random source (mulberry32) seeded from a text: the same text gives the same numbers. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function randomFrom(seedText: string): Random {
  let state = hash(seedText);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}
