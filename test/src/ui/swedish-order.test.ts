import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareSwedish } from '@/ui/swedish-order';

const intl = new Intl.Collator('sv');
const sign = (n: number) => Math.sign(n);

/** A seeded generator: the same strings on every run. */
function strings(count: number, seed = 7): string[] {
  const letters = ' -aAbBeEvVwWzZåÅäÄöÖ';
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return Array.from({ length: count }, () => Array.from({ length: Math.floor(next() * 6) }, () => letters[Math.floor(next() * letters.length)]).join(''));
}

describe('compareSwedish', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('plain names and titles go through no Intl object (a page\'s first costs 20-50 ms of ICU set-up)', () => {
    const compared = vi.spyOn(Intl.Collator.prototype, 'compare', 'get'); // any collator's, one made earlier too
    expect(['Öberg', 'Ahl', 'Åberg', 'Zetterlund', 'Ann-Sofie', 'Anna', 'Anna Lisa', 'anna', 'Ängel'].sort(compareSwedish))
      .toEqual(['Ahl', 'Ann-Sofie', 'anna', 'Anna', 'Anna Lisa', 'Zetterlund', 'Åberg', 'Ängel', 'Öberg']);
    expect(['Osålda andelar', 'eID', 'Egna spel', 'Banprovision'].sort(compareSwedish)).toEqual(['Banprovision', 'Egna spel', 'eID', 'Osålda andelar']);
    expect(compared).not.toHaveBeenCalled();
  });

  it("orders as Intl.Collator('sv') does: letters, case, spaces and hyphens; other text through Intl", () => {
    const corpus = [...strings(3_000), 'Émile', 'Eva', 'Müller', 'Myhr', 'Æsa', 'Åsa', 'Øst', 'Öst', 'EKORDF01', 'EKORDF1', 'Lind 2', 'Lind'];
    expect([...corpus].sort(compareSwedish)).toEqual([...corpus].sort(intl.compare));
    for (let i = 0; i + 1 < corpus.length; i++) {
      const [a, b] = [corpus[i]!, corpus[corpus.length - 1 - i]!];
      expect(sign(compareSwedish(a, b)), `${a} ~ ${b}`).toBe(sign(intl.compare(a, b)));
    }
  });
});
