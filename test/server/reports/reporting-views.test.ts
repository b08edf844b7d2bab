// schemas/reporting/views.json declares every reporting view and the type of each column once: it must name exactly
// the migrated rpt_* views and their columns, in the database's order, with types it declares.
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { migrateSqlite } from '../../../server/db/migrate.js';
import { REPORTING_VIEWS } from '../../../server/reports/reporting-views.js';

it('views.json names every migrated rpt_* view with its columns in order, each of a declared type', () => {
  const db = new Database(':memory:');
  migrateSqlite(db);
  const views = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'view' AND name LIKE 'rpt\\_%' ESCAPE '\\' ORDER BY name").pluck().all() as string[];
  const migrated = Object.fromEntries(views.map((view) => [view, (db.pragma(`table_info(${view})`) as { name: string }[]).map((c) => c.name)]));
  const declared = Object.fromEntries(Object.entries(REPORTING_VIEWS.views).sort(([a], [b]) => a.localeCompare(b)).map(([view, v]) => [view, Object.keys(v.columns)]));
  expect(declared).toStrictEqual(migrated);
  const untyped = Object.entries(REPORTING_VIEWS.views).flatMap(([view, v]) => Object.entries(v.columns).filter(([, type]) => !(type in REPORTING_VIEWS.types)).map(([c, type]) => `${view}.${c}: ${type}`));
  expect(untyped).toStrictEqual([]);
  db.close();
});
