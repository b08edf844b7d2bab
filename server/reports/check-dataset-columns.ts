import Database from 'better-sqlite3';
import { type DatasetJson, type Problem, sqlProblems } from '../../engine/index.js';
import { migrate } from '../db/migrate.js';

let views: Database.Database | undefined;

/** A fresh in-memory database with every migration applied: the reporting views exactly as the server has them. */
function migratedViews(): Database.Database {
  if (!views) {
    views = new Database(':memory:');
    migrate(views);
  }
  return views;
}

/**
 * What breaks a report at download that the engine cannot see without the database: SQL that does not prepare on the
 * real views (a column the view lacks: a 500 at download), and layout columns the SQL does not select (an empty column
 * and a "Summa" of 0,00 kr). The statement is prepared on a migrated in-memory database, never run.
 */
export function checkDatasetColumns(json: unknown, file: string): Problem[] {
  const dataset = (json as { 'x-dataset'?: DatasetJson } | null)?.['x-dataset'];
  if (typeof dataset?.sql !== 'string' || !Array.isArray(dataset.columns) || sqlProblems(dataset.sql).length) return [];
  let selected: string[];
  try {
    const statement = migratedViews().prepare(dataset.sql);
    if (!statement.reader) return [{ file, pointer: '/x-dataset/sql', message: 'the SQL returns no rows (not a SELECT)' }];
    selected = statement.columns().map((c) => c.name);
  } catch (e) {
    return [{ file, pointer: '/x-dataset/sql', message: `the SQL does not run on the reporting views: ${(e as Error).message}` }];
  }
  return dataset.columns.flatMap((column, i) => (selected.includes(column.key) ? [] : [{
    file, pointer: `/x-dataset/columns/${i}/key`,
    message: `column "${column.key}" is not selected by the SQL (it selects ${selected.join(', ')})`,
  }]));
}
