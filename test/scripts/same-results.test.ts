// The cross-store comparison's words (scripts/postgres/same-results.ts, issue 40 §3): the first differing row and column.
import { describe, expect, it } from 'vitest';
import { firstDifference } from '../../scripts/postgres/same-results.js';

describe('firstDifference', () => {
  it('names the first row and column whose values differ; floating sums within rounding are the same', () => {
    const sqlite = [{ spel: 'Lotto', netto: 0.1 + 0.2 }, { spel: 'Keno', netto: 3 }];
    expect(firstDifference(sqlite, [{ spel: 'Lotto', netto: 0.3 }, { spel: 'Keno', netto: 3 }])).toBeUndefined();
    expect(firstDifference(sqlite, [{ spel: 'Lotto', netto: 0.3 }, { spel: 'keno', netto: 3 }])).toBe('row 2, column "spel": "Keno" on SQLite, "keno" on PostgreSQL');
    expect(firstDifference([{ a: null }], [{ a: 0 }])).toBe('row 1, column "a": null on SQLite, 0 on PostgreSQL');
  });

  it('names the row only one store gives', () => {
    expect(firstDifference([{ a: 1 }], [{ a: 1 }, { a: 2 }])).toBe('SQLite gives 1 row(s), PostgreSQL 2; row 2 is {"a":2} on PostgreSQL only');
    expect(firstDifference([{ a: 1 }], [])).toBe('SQLite gives 1 row(s), PostgreSQL 0; row 1 is {"a":1} on SQLite only');
  });
});
