// reports.md documents which games each game_group of the reporting views holds; the table is the seeded games, and the
// view answers the same groups.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../../server/seed/seed-data/reporting-reference.js';
import { ROOT } from '../../shared/reports-dir.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

const doc = readFileSync(join(ROOT, 'docs/reports.md'), 'utf8');
const table = [...doc.matchAll(/^\| (HAST|NUMMER|SPORT|LOTTERI) \| ([^|]+) \| ([01]) \|$/gm)].map((m) => [m[1], m[2]!.trim().split(', '), Number(m[3])]);

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => t.close());

describe('reports.md: game groups', () => {
  it('lists every seeded game under its group, with own_game', () => {
    const groups = [...new Set(GAMES.map((g) => g.group))];
    expect(table).toEqual(groups.map((group) => [group, GAMES.filter((g) => g.group === group).map((g) => g.name), GAMES.find((g) => g.group === group)!.own ? 1 : 0]));
  });

  it('rpt_daily_sales holds the same groups and games', () => {
    const rows = t.db.prepare('SELECT DISTINCT game_group AS g, game_name AS n FROM rpt_daily_sales').all() as { g: string; n: string }[];
    expect(rows.map((r) => `${r.g}:${r.n}`).sort()).toEqual(table.flatMap(([g, names]) => (names as string[]).map((n) => `${g}:${n}`)).sort());
  });
});
