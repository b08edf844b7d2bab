// `npm run schemas -- reference` (and the studio's Referens panel) give the game codes and the reporting views with
// their columns' types from the migrated demo data, so an analyst need not read the migrations or the seed code.
import { expect, it } from 'vitest';
import { demoReportingData } from '../../../scripts/demo-reporting-data.js';
import { referenceCommand } from '../../../scripts/schemas.js';
import { REPORTING_VIEWS } from '../../../server/reports/reporting-views.js';
import { reportingReference } from '../../../server/reports/reporting-reference.js';

it('lists every game code with its group, every type with its kinds, every view with each column typed', async () => {
  const reference = await reportingReference((await demoReportingData()).reporting);
  expect(reference.games.map((g) => g.code)).toEqual(expect.arrayContaining(['V75', 'DD', 'LOTTO']));
  expect(reference.games.find((g) => g.code === 'DD')).toStrictEqual({ code: 'DD', name: 'Dagens Dubbel', group: 'HAST', ownGame: false });
  expect(reference.views.map((v) => v.name)).toStrictEqual(Object.keys(REPORTING_VIEWS.views).sort());
  expect(reference.views.flatMap((v) => v.columns).filter((c) => !(c.type in REPORTING_VIEWS.types))).toStrictEqual([]);
  expect(reference.types.find((t) => t.type === 'ratio')).toStrictEqual({ type: 'ratio', description: 'a fraction: 0.06 is 6 %', kinds: ['percent'] });
});

it('prints them as text, and as JSON with --format json', async () => {
  let text = '';
  expect(await referenceCommand([], (t) => void (text += t))).toBe(0);
  const lines = text.split('\n');
  expect(lines[0]).toBe('Game codes (game_code; game_group and own_game in rpt_daily_sales):');
  expect(lines).toContain('  DD           Dagens Dubbel  HAST     brokered');
  expect(lines).toContain('rpt_daily_sales: sales per agency, day and game');
  expect(lines).toContain('  tickets          count');
  let json = '';
  await referenceCommand(['--format', 'json'], (t) => void (json += t));
  expect(JSON.parse(json)).toStrictEqual(await reportingReference((await demoReportingData()).reporting));
});
