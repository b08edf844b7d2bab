import { changeClockOf } from '../db/change-clock.js';
import type { Db } from '../db/open-database.js';

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

const ENTRY_COLUMNS = 'id, content_type, fields_json, created_at, updated_at';
const ASSET_COLUMNS = 'id, title, description, file_name, mime_type, width, height, length(bytes) AS size, created_at, updated_at';
// Delivered = inside the scheduled window at the given instant (ISO strings compare as instants here).
const DELIVERED = '(publish_at IS NULL OR publish_at <= @now) AND (unpublish_at IS NULL OR unpublish_at > @now)';

/** The embedded content service's store (migration 010). */
export function createContentRepository(db: Db) {
  const byType = db.prepare<{ type: string; now: string }, ContentEntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM content_entries WHERE content_type = @type AND ${DELIVERED}`);
  const byId = db.prepare<{ id: string; now: string }, ContentEntryRow>(`SELECT ${ENTRY_COLUMNS} FROM content_entries WHERE id = @id AND ${DELIVERED}`);
  const assetById = db.prepare<[string], ContentAssetRow>(`SELECT ${ASSET_COLUMNS} FROM content_assets WHERE id = ?`);
  const delivered = db.prepare<{ now: string }, ContentEntryRow>(`SELECT ${ENTRY_COLUMNS} FROM content_entries WHERE ${DELIVERED}`);
  const allAssets = db.prepare<[], ContentAssetRow>(`SELECT ${ASSET_COLUMNS} FROM content_assets`);
  const fingerprint = db.prepare<[], { entries: string; assets: string }>(`SELECT
    (SELECT count(*) || '|' || ifnull(max(rowid), '') || '|' || ifnull(max(updated_at), '') FROM content_entries) AS entries,
    (SELECT count(*) || '|' || ifnull(max(rowid), '') || '|' || ifnull(max(updated_at), '') FROM content_assets) AS assets`);
  const lastSwitch = db.prepare<{ now: string }, { at: string | null }>(`SELECT max(at) AS at FROM (
    SELECT publish_at AS at FROM content_entries WHERE publish_at <= @now UNION ALL SELECT unpublish_at FROM content_entries WHERE unpublish_at <= @now)`);
  const nextSwitch = db.prepare<{ now: string }, { at: string | null }>(`SELECT min(at) AS at FROM (
    SELECT publish_at AS at FROM content_entries WHERE publish_at > @now UNION ALL SELECT unpublish_at FROM content_entries WHERE unpublish_at > @now)`);
  const assetBytes = db.prepare<[string], { bytes: Buffer; mime_type: string; file_name: string; updated_at: string }>(
    'SELECT bytes, mime_type, file_name, updated_at FROM content_assets WHERE id = ?');
  const insertEntry = db.prepare(`INSERT OR IGNORE INTO content_entries (id, content_type, fields_json, publish_at, unpublish_at, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertAsset = db.prepare(`INSERT OR IGNORE INTO content_assets (id, title, description, file_name, mime_type, width, height, bytes, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  return {
    /** The entries of a content type delivered at `now`. */
    entriesOfType(type: string, now: Date): ContentEntryRow[] {
      return byType.all({ type, now: now.toISOString() });
    },
    /** Every entry delivered at `now`, of every content type. */
    deliveredEntries(now: Date): ContentEntryRow[] {
      return delivered.all({ now: now.toISOString() });
    },
    /** Every asset's description (not its bytes). */
    assets(): ContentAssetRow[] {
      return allAssets.all();
    },
    /** The instants around `now` where an entry's scheduled window opens or closes: what is delivered is the same between them (ms; ±Infinity for none). */
    scheduleAround(now: Date): { from: number; until: number } {
      const at = now.toISOString();
      const from = lastSwitch.get({ now: at })?.at ?? null;
      const until = nextSwitch.get({ now: at })?.at ?? null;
      return { from: from === null ? -Infinity : Date.parse(from), until: until === null ? Infinity : Date.parse(until) };
    },
    /** Changes when an entry or asset is added, removed or updated (a write sets updated_at, as Contentful's sys.updatedAt). */
    contentVersion(): string {
      const row = fingerprint.get();
      return row === undefined ? '' : `${row.entries}/${row.assets}`;
    },
    /** Moves whenever the database may have changed (server/db/change-clock.ts): what was read under one value is current while it shows. */
    changeClock: changeClockOf(db),
    entry(id: string, now: Date): ContentEntryRow | undefined {
      return byId.get({ id, now: now.toISOString() });
    },
    asset(id: string): ContentAssetRow | undefined {
      return assetById.get(id);
    },
    assetFile(id: string) {
      return assetBytes.get(id);
    },
    /** Seed insert: an existing id is left untouched. */
    insertEntry(entry: NewContentEntry): boolean {
      return insertEntry.run(entry.id, entry.contentType, JSON.stringify(entry.fields), entry.publishAt ?? null, entry.unpublishAt ?? null,
        entry.createdAt, entry.createdAt).changes === 1;
    },
    insertAsset(asset: NewContentAsset): boolean {
      return insertAsset.run(asset.id, asset.title, asset.description ?? '', asset.fileName, asset.mimeType, asset.width ?? null,
        asset.height ?? null, asset.bytes, asset.createdAt, asset.createdAt).changes === 1;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
