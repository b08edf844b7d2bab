// What an analyst looks up while writing a dataset: the game codes and the reporting views with each column's type,
// read from a migrated database (the columns as the views have them) and schemas/reporting/views.json (their types).
// Printed by `npm run schemas -- reference` and shown by the studio's "Referens" panel.
import type { ReportingReference } from '@ombudsportalen/portal/api';
import type { ReportingReader } from './reporting-reader.js';
import { REPORTING_VIEWS } from './reporting-views.js';

/** The reference from a migrated database holding the games (the demo data: the games are reference data of the seed). */
export async function reportingReference(reporting: ReportingReader): Promise<ReportingReference> {
  const games = await reporting.read('SELECT game_code AS code, game_name AS name, game_group AS "group", own_game AS "ownGame" FROM games ORDER BY game_group, game_code', {}) as
    { code: string; name: string; group: string; ownGame: number }[];
  const views = await reporting.views();
  return {
    games: games.map((g) => ({ ...g, ownGame: g.ownGame === 1 })),
    types: Object.entries(REPORTING_VIEWS.types).map(([type, t]) => ({ type, description: t.description, kinds: t.kinds })),
    views: views.map(({ name, columns }) => ({
      name,
      description: REPORTING_VIEWS.views[name]?.description ?? '',
      columns: columns.map((column) => ({ name: column, type: REPORTING_VIEWS.views[name]?.columns[column] ?? '(no type declared)' })),
    })),
  };
}

const pad = (rows: string[][]) => {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows.map((r) => `  ${r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ')}`.trimEnd());
};

/** The reference as text: game codes, column types with the layout kinds that show them, views and their columns. */
export function referenceText(ref: ReportingReference): string {
  return [
    'Game codes (game_code; game_group and own_game in rpt_daily_sales):',
    ...pad(ref.games.map((g) => [g.code, g.name, g.group, g.ownGame ? 'own game' : 'brokered'])),
    '',
    'Column types (x-dataset columns[].kind that shows each):',
    ...pad(ref.types.map((t) => [t.type, t.kinds.length ? t.kinds.join(', ') : '(none)', t.description])),
    '',
    'Reporting views (the only relations a dataset may read):',
    ...ref.views.flatMap((v) => [`${v.name}: ${v.description}`, ...pad(v.columns.map((c) => [c.name, c.type]))]),
    '',
  ].join('\n');
}
