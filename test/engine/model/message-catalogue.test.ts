import { describe, expect, it } from 'vitest';
import * as messageCatalogueModule from '../../../engine/model/message-catalogue';
import { inTestEngine } from '../../setup-engine';

const { formatMessage, swedishNumber } = inTestEngine(messageCatalogueModule);

describe('message texts', () => {
  it('spells 0–12 in Swedish words and writes larger numbers as digits', () => {
    expect(Array.from({ length: 14 }, (_, n) => swedishNumber(n))).toStrictEqual([
      'noll', 'en', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio', 'tio', 'elva', 'tolv', '13',
    ]);
  });

  it('fills placeholders and leaves an unknown one as written', () => {
    expect(formatMessage('maxDays', { days: 365 })).toBe('Skillnaden i datum får inte vara mer än 365 dagar.');
    expect(formatMessage('maxDays')).toBe('Skillnaden i datum får inte vara mer än {days} dagar.');
    expect(formatMessage('required', { days: 1 })).toBe('Fältet måste fyllas in.');
  });
});
