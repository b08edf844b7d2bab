import Database from 'better-sqlite3';
import { type ColumnKind, type DatasetJson, type Problem, sqlProblems } from '@ombudsportalen/engine';
import { migrateSqlite } from '../db/migrate.js';
import { groupByOf, REPORTING_VIEWS, type SelectedColumn, selectedColumns } from './reporting-views.js';
import { formatCell } from './swedish-format.js';

let views: Database.Database | undefined;

/** A fresh in-memory database with every migration applied: the reporting views exactly as the server has them. */
function migratedViews(): Database.Database {
  if (!views) {
    views = new Database(':memory:');
    migrateSqlite(views);
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
  const missing = dataset.columns.flatMap((column, i) => (selected.includes(column.key) ? [] : [{
    file, pointer: `/x-dataset/columns/${i}/key`,
    message: `column "${column.key}" is not selected by the SQL (it selects ${selected.join(', ')})`,
  }]));
  if (missing.length) return missing;
  const typed = selectedColumns(dataset.sql);
  return typed ? [...kindProblems(dataset, typed, file), ...groupingProblems(dataset.sql, typed, file)] : [];
}

// A value as the report prints it, with plain spaces (the no-break space of the thousands is invisible in a message).
const shown = (kind: ColumnKind, value: string | number) => formatCell(kind, value).replace(/\u00a0/g, ' ');

/** Each layout column's kind against the type of what the SQL selects for it (schemas/reporting/views.json). */
function kindProblems(dataset: DatasetJson, typed: SelectedColumn[], file: string): Problem[] {
  return dataset.columns.flatMap((column, i) => {
    const source = typed.find((c) => c.alias === column.key);
    const type = source?.type === undefined ? undefined : REPORTING_VIEWS.types[source.type];
    if (!source?.type || !type || type.kinds.includes(column.kind)) return [];
    const right = type.kinds.length ? `a ${source.type} is shown as ${type.kinds.join(' or ')}` : `no kind shows a ${source.type} right: ${type.description}`;
    return [{
      file, pointer: `/x-dataset/columns/${i}/kind`,
      message: `column "${column.key}" is a ${source.type} (${source.expression}): shown as ${column.kind} it reads "${shown(column.kind, type.example)}"; ${right}`,
    }];
  });
}

const AGGREGATE = /\b(?:sum|total|count|min|max|avg|group_concat)\s*\(/i;
const normal = (sql: string) => sql.replace(/\s+/g, '').toLowerCase();
const columnNames = (expression: string) => [...expression.replace(/'(?:[^']|'')*'/g, '').matchAll(/\b([A-Za-z_][\w.]*)\b(?!\s*\()/g)]
  .map((m) => (m[1] as string).toLowerCase().replace(/^\w+\./, '')).filter((name) => !/^(?:as|and|or|not|null|case|when|then|else|end|is|in|like|integer|text|real)$/.test(name));

/**
 * A column that is neither grouped nor aggregated in a grouped SELECT shows one arbitrary row's value per group: one row
 * per game group with some game's name, where one row per game was meant.
 */
function groupingProblems(sql: string, typed: SelectedColumn[], file: string): Problem[] {
  const groupBy = groupByOf(sql);
  if (groupBy.length === 0) return [];
  const grouped = new Set(groupBy.map(normal));
  const groupedNames = new Set(groupBy.flatMap(columnNames));
  return typed.flatMap((c) => {
    if (AGGREGATE.test(c.expression) || grouped.has(normal(c.expression)) || grouped.has(c.alias.toLowerCase())) return [];
    const loose = columnNames(c.expression).filter((name) => !groupedNames.has(name));
    if (loose.length === 0) return [];
    return [{
      file, pointer: '/x-dataset/sql',
      message: `column "${c.alias}" (${c.expression}) is neither in GROUP BY nor aggregated: the SQL gives one row per ${groupBy.join(', ')}, each showing the ${loose.join(', ')} of one of its rows; add ${loose.join(', ')} to GROUP BY for one row per ${loose.join(', ')}`,
    }];
  });
}
