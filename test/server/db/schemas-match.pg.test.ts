// The portal database's schema on PostgreSQL (server/db/postgres/migrations) is SQLite's (server/db/migrations): the same
// tables and views, columns in the same order with the same nullability, defaults and type families, the same primary,
// unique and foreign keys (case-insensitive where SQLite's are NOCASE) and the same named indexes. The same rows go into
// both and come back equal; the same bad rows are refused by both.
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATION_DIRS, readMigrations } from '../../../server/db/migrate.js';
import { SQLITE_LIKE_TYPES } from '../../../server/db/postgres/value-types.js';
import { createDatabase, dropDatabase } from '../../../scripts/postgres/postgres-databases.js';

const url = inject('testDatabaseUrl');

interface Column { name: string; type: string; notNull: boolean; default: string | null }
interface Relation {
  kind: 'table' | 'view';
  columns: Column[];
  primaryKey: string[];
  unique: string[];
  foreignKeys: string[];
  indexes: Record<string, string[]>;
}
type Schema = Record<string, Relation>;

// The PostgreSQL types a column of each SQLite declared type may have (type rules: server/db/postgres/README.md).
const TABLE_TYPES: Record<string, string[]> = {
  TEXT: ['text', 'citext', 'date'],
  INTEGER: ['integer', 'bigint'],
  INT: ['integer', 'bigint'],
  BIGINT: ['bigint'],
  REAL: ['double precision'],
  BLOB: ['bytea'],
};
// A view's column is an expression: SQLite declares no type for most (''), and PostgreSQL computes kronor as numeric.
const VIEW_TYPES: Record<string, string[]> = { ...TABLE_TYPES, INTEGER: ['integer', 'bigint', 'numeric'], INT: ['integer', 'bigint', 'numeric'], REAL: ['double precision', 'numeric'] };

const ON_DELETE: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };
const keyColumn = (name: string, nocase: boolean) => (nocase ? `${name} nocase` : name);

function sqliteSchema(db: Database.Database): Schema {
  const schema: Schema = {};
  const relations = db.prepare("SELECT name, type FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")
    .all() as { name: string; type: 'table' | 'view' }[];
  const foreignKeyList = (table: string) => db.pragma(`foreign_key_list(${table})`) as { id: number; table: string; from: string; to: string; on_delete: string }[];
  const indexList = (table: string) => db.pragma(`index_list(${table})`) as { name: string; unique: number; origin: 'c' | 'u' | 'pk' }[];
  const indexXinfo = (index: string) => (db.pragma(`index_xinfo(${index})`) as { name: string; key: number; coll: string }[]).filter((c) => c.key === 1);
  // The NOCASE key columns, and the columns referencing one: SQLite's foreign key compares them with the key's NOCASE,
  // and on PostgreSQL they are citext as the key is (a text column cannot reference a citext key).
  const nocase = new Set(relations.flatMap(({ name }) => indexList(name).filter((i) => i.origin === 'pk')
    .flatMap((i) => indexXinfo(i.name).filter((c) => c.coll === 'NOCASE').map((c) => `${name}.${c.name}`))));
  for (const { name } of relations) {
    for (const fk of foreignKeyList(name)) if (nocase.has(`${fk.table}.${fk.to}`)) nocase.add(`${name}.${fk.from}`);
  }
  for (const { name, type } of relations) {
    const info = db.pragma(`table_info(${name})`) as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[];
    const indexes = indexList(name);
    const indexColumns = (index: string) => indexXinfo(index).map((c) => keyColumn(c.name, c.coll === 'NOCASE' || nocase.has(`${name}.${c.name}`)));
    const pkIndex = indexes.find((i) => i.origin === 'pk');
    const foreignKeys = new Map<number, { table: string; from: string[]; to: string[]; onDelete: string }>();
    for (const fk of foreignKeyList(name)) {
      const entry = foreignKeys.get(fk.id) ?? { table: fk.table, from: [], to: [], onDelete: fk.on_delete };
      entry.from.push(fk.from);
      entry.to.push(fk.to);
      foreignKeys.set(fk.id, entry);
    }
    schema[name] = {
      kind: type,
      columns: info.map((c) => ({ name: c.name, type: c.type.toUpperCase(), notNull: c.notnull === 1 || c.pk > 0, default: c.dflt_value })),
      primaryKey: pkIndex ? indexColumns(pkIndex.name) : info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name),
      unique: indexes.filter((i) => i.origin === 'u').map((i) => indexColumns(i.name).join(', ')).sort(),
      foreignKeys: [...foreignKeys.values()].map((fk) => `(${fk.from.join(', ')}) → ${fk.table} (${fk.to.join(', ')}) on delete ${fk.onDelete}`).sort(),
      indexes: Object.fromEntries(indexes.filter((i) => i.origin === 'c').map((i) => [i.name, indexColumns(i.name)]).sort()),
    };
  }
  return schema;
}

async function postgresSchema(client: pg.Client): Promise<Schema> {
  const { rows: columns } = await client.query<{ relation: string; kind: string; name: string; type: string; not_null: boolean; default: string | null }>(`
    SELECT c.relname AS relation, c.relkind AS kind, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
           a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v') ORDER BY c.relname, a.attnum`);
  const { rows: indexes } = await client.query<{ relation: string; name: string; is_primary: boolean; constraint_type: string | null; columns: string[] }>(`
    SELECT t.relname AS relation, ic.relname AS name, i.indisprimary AS is_primary,
           (SELECT contype::text FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.conrelid = t.oid) AS constraint_type,
           array_agg(a.attname::text || CASE WHEN format_type(a.atttypid, NULL) = 'citext' OR coll.collname = 'nocase' THEN ' nocase' ELSE '' END
                     ORDER BY k.ord) AS columns
    FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    CROSS JOIN LATERAL unnest(i.indkey::int2[], i.indcollation::oid[]) WITH ORDINALITY AS k (attnum, collation_oid, ord)
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
    LEFT JOIN pg_collation coll ON coll.oid = k.collation_oid
    WHERE n.nspname = 'public' GROUP BY t.oid, t.relname, ic.relname, i.indisprimary, i.indexrelid`);
  const { rows: foreignKeys } = await client.query<{ relation: string; key: string }>(`
    SELECT c.conrelid::regclass::text AS relation, '(' || (SELECT string_agg(a.attname, ', ' ORDER BY k.ord) FROM unnest(c.conkey) WITH ORDINALITY k (attnum, ord)
             JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) || ') → ' || c.confrelid::regclass::text || ' ('
           || (SELECT string_agg(a.attname, ', ' ORDER BY k.ord) FROM unnest(c.confkey) WITH ORDINALITY k (attnum, ord)
             JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) || ') on delete ' || c.confdeltype::text AS key
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public' AND c.contype = 'f'`);
  const schema: Schema = {};
  for (const c of columns) {
    const relation = (schema[c.relation] ??= { kind: c.kind === 'v' ? 'view' : 'table', columns: [], primaryKey: [], unique: [], foreignKeys: [], indexes: {} });
    // An identity column is SQLite's INTEGER PRIMARY KEY (no declared default); a default's cast is PostgreSQL's spelling.
    relation.columns.push({ name: c.name, type: c.type, notNull: c.not_null, default: c.default?.replace(/::[a-z ]+$/, '') ?? null });
  }
  for (const i of indexes.sort((a, b) => a.name.localeCompare(b.name))) {
    const relation = schema[i.relation]!;
    if (i.is_primary) relation.primaryKey = i.columns;
    else if (i.constraint_type === 'u') relation.unique.push(i.columns.join(', '));
    else if (i.constraint_type === null) relation.indexes[i.name] = i.columns;
  }
  for (const fk of foreignKeys) schema[fk.relation]!.foreignKeys.push(fk.key.replace(/on delete (\w)$/, (_m, t: string) => `on delete ${ON_DELETE[t]}`));
  for (const relation of Object.values(schema)) {
    relation.unique.sort();
    relation.foreignKeys.sort();
  }
  return schema;
}

/** Everything but the column types, which differ by spelling (compared by family in typeMismatches). */
const withoutTypes = (schema: Schema) => Object.fromEntries(Object.entries(schema).map(([name, r]) => [name, {
  ...r, columns: r.columns.map((c) => (r.kind === 'view' ? { name: c.name } : { name: c.name, notNull: c.notNull, default: c.default })),
}]));

function typeMismatches(sqlite: Schema, postgres: Schema): string[] {
  const mismatches: string[] = [];
  for (const [name, relation] of Object.entries(sqlite)) {
    const families = relation.kind === 'view' ? VIEW_TYPES : TABLE_TYPES;
    for (const column of relation.columns) {
      const onPostgres = postgres[name]?.columns.find((c) => c.name === column.name)?.type;
      if (onPostgres === undefined || (column.type === '' && relation.kind === 'view')) continue;
      if (!(families[column.type] ?? []).includes(onPostgres)) mismatches.push(`${name}.${column.name}: ${column.type} on SQLite, ${onPostgres} on PostgreSQL`);
    }
  }
  return mismatches;
}

// One row per table as the portal writes it (JSON text, epoch milliseconds, yyyy-MM-dd days, files; ids numbered by the
// database, 1 on both), in an order the foreign keys accept. A table without a row here must hold reference data after the migrations (courses, calendar_days).
const ROWS: [table: string, row: Record<string, unknown>][] = [
  ['chains', { chain_id: 7, chain_name: 'Pressbyrån' }],
  ['agencies', {
    agency_number: '1001', agency_name: 'Tobak & Spel', agency_type: 'TRACK', revenue_segment: 'A', campaign_segment: 'B', category_name: 'Kiosk',
    retail_chain_id: 7, betting_manager: 'Bo Ek', betting_manager_user_id: 'bo.ek', betting_manager_phone: '0701234567', agency_phone: '081234567',
    agency_email: 'butik@example.se', weekday_opening: '0900', weekday_closing: '1800', sat_opening: '1000', sat_closing: '1500', sun_opening: '1100',
    sun_closing: '1400', agency_address: 'Storgatan 1', agency_zip_code: '11122', agency_city: 'Stockholm', visiting_address: 'Storgatan 1',
    visiting_postal_number: '11122', visiting_city: 'Stockholm', invoice_address: 'Box 1', invoice_postal_number: '11123', invoice_city: 'Stockholm',
    invoice_recipient: 'Tobak & Spel AB', invoice_reference: 'Bo', invoice_care_of: '', invoice_store_number: '12', share_agency_report: 1, version: 2,
  }],
  ['users', {
    username: 'Anna.A', firstname: 'Anna', lastname: 'Andersson', alias: null, mobile: '0701234567', roles: '["AGENCY_OWNER","STAFF"]',
    social_security_number: '199001011234', person_id: 'P000123', password_hash: '$scrypt$N=16384,r=8,p=1$c2FsdA$aGFzaA', password_expire_date: '2027-05-27',
    force_password_change: 0, gdpr_accept_date: '', store_chain_id: 7, agency_number: '1001', partner: null, locked: 0, failed_logins: 1,
    last_login_date: '2026-11-26', version: 3, locked_until: 1_795_000_000_000, lock_count: 1,
  }],
  ['password_history', { username: 'anna.a', password_hash: '$scrypt$old', created_at: 1_790_000_000_000 }],
  ['auth_flows', { flow_id: 'flow-1', client_id: 'portal', redirect_uri: 'https://portal.example.se/callback', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', state: 'xyz', created_at: 1_795_000_000_000, expires_at: 1_795_000_600_000, completed_at: 1_795_000_030_000 }],
  ['auth_codes', { code_hash: 'c0de', flow_id: 'flow-1', client_id: 'portal', redirect_uri: 'https://portal.example.se/callback', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', username: 'ANNA.A', created_at: 1_795_000_030_000, expires_at: 1_795_000_090_000, used_at: null }],
  ['refresh_tokens', { token_hash: 'r1', family_id: 'fam-1', username: 'anna.a', client_id: 'portal', code_hash: 'c0de', created_at: 1_795_000_031_000, family_expires_at: 1_795_086_431_000, used_at: null, revoked_at: null }],
  ['signing_keys', { kid: 'k1', alg: 'ES256', private_jwk: '{"kty":"EC","crv":"P-256","d":"x"}', public_jwk: '{"kty":"EC","crv":"P-256"}', created_at: 1_790_000_000_000, active: 1 }],
  ['used_tickets', { jti: 'ticket-1', expires_at: 1_795_000_060_000 }],
  ['login_devices', { device_hash: 'd1', username: 'anna.a', created_at: 1_795_000_000_000, expires_at: 1_810_552_000_000, failed_logins: 0, lock_count: 0, locked_until: null }],
  ['login_rate_limits', { bucket: 'authenticate:user:ANNA.A', hits: 3, window_ends_at: 1_795_000_060_000 }],
  ['client_logs', { created_at: '2026-11-27T07:00:00.000Z', username: 'anna.a', log_level: 'error', msg: 'Oväntat fel', error: 'TypeError: x', client_time: '08:00:00', client_timestamp: '2026-11-27T08:00:00+01:00', browser: 'Chrome', browser_version: '131', os: 'Windows', url: '/agencies/1001' }],
  ['games', { game_code: 'LOTTO', game_name: 'Lotto', game_group: 'NUMMER', own_game: 1, commission_bp: 600 }],
  ['ledger_accounts', { game_group: 'NUMMER', account: '3011', account_name: 'Provision nummerspel' }],
  ['sales_daily', { agency_number: '1001', sale_date: '2026-11-26', game_code: 'LOTTO', channel: 'BUTIK', tickets: 12, stake_ore: 123_450, payout_ore: 20_005 }],
  ['terminals', { agency_number: '1001', terminal_id: 1, terminal_type: 'T1' }],
  ['terminal_transactions', { agency_number: '1001', tx_date: '2026-11-26', terminal_id: 1, seq: 1, tx_seconds: 34_200, kind: 'Spel', game_code: 'LOTTO', amount_ore: 5000 }],
  ['share_offerings', { agency_number: '1001', draw_date: '2026-11-28', game_code: 'LOTTO', offering_no: 1, report_type: 'Övrigt', shares_total: 20, shares_sold: 15, share_price_ore: 2500, commission_bp: 500 }],
  ['track_commission_monthly', { agency_number: '1001', month_start: '2026-11-01', game_code: 'LOTTO', turnover_ore: 1_234_567, commission_bp: 450 }],
  ['partners', { partner_id: 'LOTT1', partner_name: 'Lotteribolaget', partner_kind: 'LOTTERI', product_name: 'Skraplott', commission_bp: 1200 }],
  ['partner_sales_weekly', { partner_id: 'LOTT1', week_start: '2026-11-23', agency_number: '1001', items: 40, amount_ore: 100_000 }],
  ['telecash_daily', { agency_number: '1001', day: '2026-11-26', terminal_id: 1, deposits: 3, deposit_ore: 150_000, withdrawals: 1, withdrawal_ore: 20_000 }],
  ['eid_daily', { agency_number: '1001', day: '2026-11-26', identifications: 4, fee_ore: 2000 }],
  ['new_customers_monthly', { agency_number: '1001', month_start: '2026-11-01', customer_type: 'Spelkonto', new_customers: 3, per_customer_ore: 5000 }],
  ['course_progress', { username: 'anna.a', course_id: 'SPELANSVAR', progress: 62.5, valid_until: '2027-11-26', completed_at: '2026-11-26' }],
  ['learning_token_uses', { jti: 'learn-1', expires_at: 1_795_000_120_000 }],
  ['population_register', { ssn: '199001011234', firstname: 'Anna', lastname: 'Andersson', protected: 0 }],
  ['staff_audit', { at: '2026-11-27T07:00:00.000Z', actor: 'bo.ek', actor_roles: '["AGENCY_OWNER"]', agency_number: '1001', target: 'anna.a', action: 'update', changes: '{"mobile":["0701111111","0701234567"]}' }],
  ['person_lookup_audit', { at: '2026-11-27T07:00:00.000Z', actor: 'bo.ek', agency_number: '1001', ssn: '199001011234', outcome: 'found' }],
  ['product_categories', { name: 'Spelkuponger', sort_order: 1 }],
  ['articles', { article_number: '100200', category_id: 1, article_name: 'Lottokupong', max_quantity: 5000, sort_order: 1 }],
  ['article_selections', { article_number: '100200', size: 'Block om 50', size_range: 50, sort_order: 1 }],
  ['agency_article_quantities', { agency_number: '1001', article_number: '100200', quantity: 150 }],
  ['agency_orders', { agency_number: '1001', ordered_by: 'anna.a', ordered_at: '2026-11-27T07:00:00.000Z' }],
  ['agency_order_lines', { order_id: 1, article_number: '100200', quantity: 150, size: 'Block om 50' }],
  ['terminal_parameters', { agency_number: '1001', name: 'receipt.header.line1', value: 'Välkommen!', default_value: 'Tobak & Spel', prompt: 'Kvittohuvud rad 1', description: null, regexp: '^.{0,40}$', sort_order: 1 }],
  ['terminal_parameter_changes', { agency_number: '1001', name: 'receipt.header.line1', old_value: null, new_value: 'Välkommen!', changed_by: 'anna.a', changed_at: '2026-11-27T07:00:00.000Z' }],
  ['agency_form_versions', { agency_number: '1001', form: 'orders', version: 2 }],
  ['content_entries', { id: 'news-1', content_type: 'news', fields_json: '{"title":{"sv-SE":"Nyhet"}}', publish_at: '2026-11-01T00:00:00.000Z', unpublish_at: null, created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-02T00:00:00.000Z' }],
  ['content_assets', { id: 'img-1', title: 'Bild', description: '', file_name: 'bild.png', mime_type: 'image/png', width: 2, height: 1, bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]), created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' }],
  ['content_image_renditions', { asset_id: 'img-1', variant: 'w=1&fm=webp', mime_type: 'image/webp', bytes: Buffer.from([0x52, 0x49, 0x46, 0x46]), created_at: '2026-11-01T00:00:00.000Z' }],
  ['content_seed', { version: '3', seed_day: '2026-11-02', seeded_at: '2026-11-02T06:00:00.000Z' }],
  ['winners_lists', { file_id: 'V75-2026-11-28-solvalla', game_type: 'V75', draw_date: '2026-11-28', track_name: 'Solvalla', results_json: '[{"rank":1,"amount":12345.5}]' }],
  ['seed_calendar', { id: 1, created_day: '2026-11-02', reporting_last_day: '2026-11-26' }],
  ['report_preferences', { username: 'ANNA.A', report_code: 'EKORDF01', format: 'xlsx', values_json: '{"P_FOM":"2026-10-01","P_TOM":"2026-10-07"}', used_at: 1_795_000_000_000 }],
  ['report_subscriptions', {
    subscription_id: 'sub-1', username: 'anna.a', report_code: 'EKORDF01', format: 'pdf', agency_number: '1001', parameters: '{}', period: 'previousWeek',
    frequency: 'weekly', weekday: 2, hour: 7, email: 'anna@example.se', paused: 0, next_run_at: 1_795_000_000_000, held_until: 0, claimed_by: null, attempts: 0,
    failure_reason: null, created_at: 1_790_000_000_000,
  }],
  ['subscription_deliveries', { subscription_id: 'sub-1', period_key: '2026-11-03', message_id: '<prenumeration.sub-1.2026-11-03@ombudsportalen>', status: 'sent', created_at: 1_795_000_000_000, sent_at: 1_795_000_001_000 }],
  ['mail_outbox', { message_id: '<m1@ombudsportalen>', recipient: 'anna@example.se', subject: 'Daglig försäljning – 2026-11-03', body_text: 'Hej!', attachment_name: 'EKORDF01.pdf', attachment_type: 'application/pdf', attachment: 'JVBERi0=', created_at: 1_795_000_000_000 }],
];

// Rows each database must refuse, and by which constraint: a CHECK or key that SQLite has and PostgreSQL must have too.
type Refusal = 'check' | 'key' | 'foreign key';
const REFUSED: [what: string, table: string, change: Record<string, unknown>, by: Refusal][] = [
  ['roles that are not a JSON array', 'users', { username: 'x1', roles: '{"AGENCY_OWNER":true}' }, 'check'],
  ['roles that are not JSON', 'users', { username: 'x2', roles: '[AGENCY_OWNER' }, 'check'],
  ['a username taken in another case', 'users', { username: 'ANNA.a' }, 'key'],
  ['an agency number with a letter', 'agencies', { agency_number: '10a1' }, 'check'],
  ['an empty agency number', 'agencies', { agency_number: '' }, 'check'],
  ['opening hours of three digits', 'agencies', { agency_number: '1002', weekday_opening: '900' }, 'check'],
  ['a flag of 2', 'agencies', { agency_number: '1003', share_agency_report: 2 }, 'check'],
  ['a personal number with a letter', 'population_register', { ssn: '19900101123X' }, 'check'],
  ['a parameter name with a colon', 'terminal_parameters', { name: 'receipt:line' }, 'check'],
  ['a second seed calendar', 'seed_calendar', { id: 2 }, 'check'],
  ['progress over 100', 'course_progress', { course_id: 'ALDERSKONTROLL', progress: 100.5 }, 'check'],
  ['a category name taken', 'product_categories', {}, 'key'],
  ['an unknown agency', 'agency_form_versions', { agency_number: '9999' }, 'foreign key'],
  ['audit changes that are not JSON', 'staff_audit', { changes: 'mobile' }, 'check'],
];
const SQLITE_CODES: Record<Refusal, string[]> = {
  check: ['SQLITE_CONSTRAINT_CHECK'], key: ['SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE'], 'foreign key': ['SQLITE_CONSTRAINT_FOREIGNKEY'],
};
const POSTGRES_CODES: Record<Refusal, string> = { check: '23514', key: '23505', 'foreign key': '23503' };

const rowOf = (table: string) => ROWS.find(([name]) => name === table)![1];
const sortRows = (rows: Record<string, unknown>[]) => rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe.skipIf(!url)('the PostgreSQL migrations give the SQLite schema', () => {
  const sqlite = new Database(':memory:');
  let database: { name: string; url: string } | undefined;
  let client: pg.Client;
  const refusedSamples: string[] = [];

  const insertOnSqlite = (table: string, row: Record<string, unknown>) =>
    sqlite.prepare(`INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row).map((k) => `@${k}`).join(', ')})`).run(row);
  const insertOnPostgres = (table: string, row: Record<string, unknown>) =>
    client.query(`INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row).map((_k, i) => `$${i + 1}`).join(', ')})`, Object.values(row));

  beforeAll(async () => {
    // The files themselves, without the runner's schema_migrations (its rows differ: each folder has its own numbers).
    for (const { sql } of readMigrations(MIGRATION_DIRS.sqlite)) sqlite.exec(sql);
    database = await createDatabase(url, 'schemas_match');
    client = new pg.Client({ connectionString: database.url, types: SQLITE_LIKE_TYPES });
    await client.connect();
    for (const { name, sql } of readMigrations(MIGRATION_DIRS.postgres)) {
      await client.query(sql).catch((error: Error) => { throw new Error(`${name}: ${error.message}`); });
    }
    // A row PostgreSQL refuses fails the round-trip test below, so the schema's own tests still report what differs.
    for (const [table, row] of ROWS) {
      insertOnSqlite(table, row);
      await insertOnPostgres(table, row).catch((error: Error) => refusedSamples.push(`${table}: ${error.message}`));
    }
  });

  afterAll(async () => {
    await client?.end();
    if (database) await dropDatabase(url, database.name);
    sqlite.close();
  });

  it('has the same tables and views, columns, nullability, defaults, keys and named indexes', async () => {
    const [onSqlite, onPostgres] = [sqliteSchema(sqlite), await postgresSchema(client)];
    expect(Object.keys(onSqlite).length).toBeGreaterThan(40);
    expect(withoutTypes(onPostgres)).toStrictEqual(withoutTypes(onSqlite));
  });

  it('gives every column a PostgreSQL type of its SQLite type family', async () => {
    expect(typeMismatches(sqliteSchema(sqlite), await postgresSchema(client))).toStrictEqual([]);
  });

  it('takes the rows the portal writes and gives them back as SQLite does, reference data included', async () => {
    expect(refusedSamples).toStrictEqual([]);
    const tables = Object.entries(sqliteSchema(sqlite)).filter(([, r]) => r.kind === 'table').map(([name]) => name);
    for (const table of tables) {
      const onSqlite = sortRows(sqlite.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]);
      const onPostgres = sortRows((await client.query(`SELECT * FROM ${table}`)).rows);
      expect(onSqlite.length, `${table} has a row in ROWS or reference data`).toBeGreaterThan(0);
      expect(onPostgres, table).toStrictEqual(onSqlite);
    }
    // Usernames compare case-insensitively on both, as the repositories' WHERE username = ? and LIKE ? expect.
    for (const query of ["SELECT username FROM users WHERE username = 'ANNA.A'", "SELECT username FROM users WHERE username LIKE 'anna\\.%' ESCAPE '\\'"]) {
      expect(sqlite.prepare(query).all(), query).toStrictEqual([{ username: 'Anna.A' }]);
      expect((await client.query(query)).rows, query).toStrictEqual([{ username: 'Anna.A' }]);
    }
  });

  it.each(REFUSED)('refuses %s on both', async (_what, table, change, by) => {
    const row = { ...rowOf(table), ...change };
    expect(() => insertOnSqlite(table, row)).toThrow(expect.objectContaining({ code: expect.toBeOneOf(SQLITE_CODES[by]) }));
    await expect(insertOnPostgres(table, row)).rejects.toThrow(expect.objectContaining({ code: POSTGRES_CODES[by] }));
  });
});
