import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { createTurnCache, type TurnCache } from '../db/change-clock.js';
import { insertedOne, lastRowWrite } from '../db/dialect.js';
import type { Store } from '../db/store.js';
import type { Database } from '../db/tables.js';

export interface ContentEntryRow {
  id: string;
  content_type: string;
  fields_json: string;
  created_at: string;
  updated_at: string;
}

export interface ContentAssetRow {
  id: string;
  title: string;
  description: string;
  file_name: string;
  mime_type: string;
  width: number | null;
  height: number | null;
  size: number;
  created_at: string;
  updated_at: string;
}

export interface ContentAssetFile {
  bytes: Buffer;
  mime_type: string;
  file_name: string;
  updated_at: string;
}

export interface NewContentEntry {
  id: string;
  contentType: string;
  fields: Record<string, unknown>;
  publishAt?: string | null;
  unpublishAt?: string | null;
  createdAt: string;
}

export interface NewContentAsset {
  id: string;
  title: string;
  description?: string;
  fileName: string;
  mimeType: string;
  width?: number | null;
  height?: number | null;
  bytes: Buffer;
  createdAt: string;
}

const ENTRY_COLUMNS = ['id', 'content_type', 'fields_json', 'created_at', 'updated_at'] as const;
const ASSET_COLUMNS = ['id', 'title', 'description', 'file_name', 'mime_type', 'width', 'height', sql<number>`length(bytes)`.as('size'), 'created_at', 'updated_at'] as const;

// Delivered = inside the scheduled window at the given instant (ISO strings compare as instants here).
const delivered = (at: string) => (eb: ExpressionBuilder<Database, 'content_entries'>) => eb.and([
  eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', at)]),
  eb.or([eb('unpublish_at', 'is', null), eb('unpublish_at', '>', at)]),
]);

/** count|last row written|latest updated_at of one table: moves when a row is added, removed or updated. */
const fingerprintOf = (store: Store, table: 'content_entries' | 'content_assets') => store.db.selectFrom(table)
  .select((eb) => sql<string>`${eb.fn.countAll()} || '|' || coalesce(${lastRowWrite(store.dialect)}, '') || '|' || coalesce(max(updated_at), '')`.as('fingerprint'));

/** The content's version per store, read at most once per event-loop turn (requests arriving together share one read). */
const versions = new WeakMap<Store, TurnCache<string>>();

function contentVersionOf(store: Store): TurnCache<string> {
  let version = versions.get(store);
  if (version === undefined) {
    version = createTurnCache(async () => {
      const row = await store.db.selectNoFrom((eb) => [
        eb.selectFrom(fingerprintOf(store, 'content_entries').as('e')).select('e.fingerprint').as('entries'),
        eb.selectFrom(fingerprintOf(store, 'content_assets').as('a')).select('a.fingerprint').as('assets'),
      ]).executeTakeFirst();
      return row === undefined ? '' : `${row.entries}/${row.assets}`;
    });
    versions.set(store, version);
  }
  return version;
}

/** The embedded content service's store (migration 010). `executor`: a transaction of the caller's (the seed), else the store's db. */
export function createContentRepository(store: Store, executor: Kysely<Database> | Transaction<Database> = store.db) {
  const db = executor;
  // One per store: a write through any content repository on it (the app's, the seed's, a test's) forgets it.
  const version = contentVersionOf(store);
  return {
    /** The entries of a content type delivered at `now`. */
    entriesOfType(type: string, now: Date): Promise<ContentEntryRow[]> {
      return db.selectFrom('content_entries').select(ENTRY_COLUMNS).where('content_type', '=', type).where(delivered(now.toISOString())).execute();
    },
    /** Every entry delivered at `now`, of every content type. */
    deliveredEntries(now: Date): Promise<ContentEntryRow[]> {
      return db.selectFrom('content_entries').select(ENTRY_COLUMNS).where(delivered(now.toISOString())).execute();
    },
    /** Every asset's description (not its bytes). */
    assets(): Promise<ContentAssetRow[]> {
      return db.selectFrom('content_assets').select(ASSET_COLUMNS).execute();
    },
    /** The instants around `now` where an entry's scheduled window opens or closes: what is delivered is the same between them (ms; ±Infinity for none). */
    async scheduleAround(now: Date): Promise<{ from: number; until: number }> {
      const at = now.toISOString();
      const row = await db.selectFrom((eb) => eb.selectFrom('content_entries').select('publish_at as at')
        .unionAll(eb.selectFrom('content_entries').select('unpublish_at as at')).as('switches'))
        .select((eb) => [
          eb.fn.max(eb.case().when('at', '<=', at).then(eb.ref('at')).end()).as('from'),
          eb.fn.min(eb.case().when('at', '>', at).then(eb.ref('at')).end()).as('until'),
        ]).executeTakeFirst();
      const from = row?.from ?? null;
      const until = row?.until ?? null;
      return { from: from === null ? -Infinity : Date.parse(from), until: until === null ? Infinity : Date.parse(until) };
    },
    /**
     * Changes when an entry or asset is added, removed or updated (a write sets updated_at, as Contentful's sys.updatedAt):
     * one query, read at most once per event-loop turn (a commit elsewhere is seen from the next turn on).
     */
    contentVersion(): Promise<string> {
      return version.get();
    },
    /** Moves whenever the database may have changed (server/db/change-clock.ts): what was read under one value is current while it shows. */
    changeClock: store.changeClock,
    async entry(id: string, now: Date): Promise<ContentEntryRow | undefined> {
      return db.selectFrom('content_entries').select(ENTRY_COLUMNS).where('id', '=', id).where(delivered(now.toISOString())).executeTakeFirst();
    },
    async asset(id: string): Promise<ContentAssetRow | undefined> {
      return db.selectFrom('content_assets').select(ASSET_COLUMNS).where('id', '=', id).executeTakeFirst();
    },
    /** The stored file (bytea on PostgreSQL, BLOB on SQLite; a Buffer either way). */
    async assetFile(id: string): Promise<ContentAssetFile | undefined> {
      return db.selectFrom('content_assets').select(['bytes', 'mime_type', 'file_name', 'updated_at']).where('id', '=', id).executeTakeFirst();
    },
    /** Seed insert: an existing id is left untouched. */
    async insertEntry(entry: NewContentEntry): Promise<boolean> {
      const result = await db.insertInto('content_entries').values({
        id: entry.id, content_type: entry.contentType, fields_json: JSON.stringify(entry.fields), publish_at: entry.publishAt ?? null,
        unpublish_at: entry.unpublishAt ?? null, created_at: entry.createdAt, updated_at: entry.createdAt,
      }).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
      version.forget();
      return insertedOne(result);
    },
    async insertAsset(asset: NewContentAsset): Promise<boolean> {
      const result = await db.insertInto('content_assets').values({
        id: asset.id, title: asset.title, description: asset.description ?? '', file_name: asset.fileName, mime_type: asset.mimeType,
        width: asset.width ?? null, height: asset.height ?? null, bytes: asset.bytes, created_at: asset.createdAt, updated_at: asset.createdAt,
      }).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
      version.forget();
      return insertedOne(result);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
