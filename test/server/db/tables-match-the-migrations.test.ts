// server/db/tables.ts (the Kysely types every repository is written against) says what the migrations make: each table
// of the migrated SQLite database is in `Database` with exactly its columns, `| null` where a column may be NULL,
// `Generated<…>` where the database fills it (a default or an INTEGER PRIMARY KEY), and a TypeScript type of the
// column's family. PostgreSQL's schema is kept equal to SQLite's by schemas-match.pg.test.ts, so this covers both.
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { migrateSqlite } from '../../../server/db/migrate.js';

const TABLES_FILE = new URL('../../../server/db/tables.ts', import.meta.url);
// The migrations' own bookkeeping, which no repository reads through Kysely.
const BOOKKEEPING = new Set(['schema_migrations']);
const FAMILY: Record<string, string[]> = { TEXT: ['string'], INTEGER: ['number'], INT: ['number'], BIGINT: ['number'], REAL: ['number'], BLOB: ['Buffer', 'Uint8Array'] };

interface DeclaredColumn { type: string; nullable: boolean; generated: boolean }

/** The `Database` interface's tables and, per table interface, each column's base type, `| null` and `Generated<>`. */
function declaredTables(): Record<string, Record<string, DeclaredColumn>> {
  const source = ts.createSourceFile('tables.ts', readFileSync(TABLES_FILE, 'utf8'), ts.ScriptTarget.ES2022, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => { if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node); });
  const properties = (name: string) => [...(interfaces.get(name)?.members ?? [])].flatMap((m) => (ts.isPropertySignature(m) ? [m] : []));
  const column = (type: ts.TypeNode): DeclaredColumn => {
    const generated = ts.isTypeReferenceNode(type) && type.typeName.getText() === 'Generated';
    const inner = generated ? (type as ts.TypeReferenceNode).typeArguments![0]! : type;
    const parts = ts.isUnionTypeNode(inner) ? inner.types.map((t) => t.getText()) : [inner.getText()];
    return { type: parts.filter((p) => p !== 'null').join(' | '), nullable: parts.includes('null'), generated };
  };
  return Object.fromEntries(properties('Database').map((table) => {
    const name = table.name.getText();
    const columns = properties(table.type!.getText()).map((p) => [p.name.getText(), column(p.type!)]);
    return [name, Object.fromEntries(columns)];
  }));
}

function migratedTables(): Record<string, Record<string, { type: string; notNull: boolean; filled: boolean }>> {
  const db = new Database(':memory:');
  migrateSqlite(db);
  const tables = (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'").all() as { name: string }[])
    .map((row) => row.name).filter((name) => !BOOKKEEPING.has(name));
  const result = Object.fromEntries(tables.map((table) => {
    const info = db.pragma(`table_info(${table})`) as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[];
    const rowid = info.filter((c) => c.pk > 0).length === 1 && info.some((c) => c.pk > 0 && c.type.toUpperCase() === 'INTEGER');
    return [table, Object.fromEntries(info.map((c) => [c.name, {
      type: c.type.toUpperCase(), notNull: c.notnull === 1 || c.pk > 0, filled: c.dflt_value !== null || (rowid && c.pk > 0),
    }]))];
  }));
  db.close();
  return result;
}

describe('server/db/tables.ts matches the migrated database', () => {
  const declared = declaredTables();
  const migrated = migratedTables();

  it('declares every table, and no table the migrations do not make', () => {
    expect(Object.keys(declared).sort()).toEqual(Object.keys(migrated).sort());
  });

  it('declares each table\'s columns with their nullability, what the database fills and their type family', () => {
    const mismatches: string[] = [];
    for (const [table, columns] of Object.entries(migrated)) {
      const types = declared[table] ?? {};
      for (const name of new Set([...Object.keys(columns), ...Object.keys(types)])) {
        const real = columns[name];
        const type = types[name];
        if (real === undefined || type === undefined) {
          mismatches.push(`${table}.${name}: ${real === undefined ? 'declared but not in the database' : 'in the database but not declared'}`);
          continue;
        }
        if (type.nullable === real.notNull) mismatches.push(`${table}.${name}: ${real.notNull ? 'NOT NULL but declared | null' : 'may be NULL but declared without | null'}`);
        if (type.generated !== real.filled) mismatches.push(`${table}.${name}: ${real.filled ? 'filled by the database but not Generated<>' : 'Generated<> but the database has no default'}`);
        if (!(FAMILY[real.type] ?? []).includes(type.type)) mismatches.push(`${table}.${name}: ${real.type} declared as ${type.type}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
