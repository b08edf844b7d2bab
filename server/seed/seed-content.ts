import { readFileSync } from 'node:fs';
import { renderDocument } from './seed-data/content/documents.js';
import { buildContent, VIDEO_ASSET_ID } from './seed-data/content/content-builder.js';
import { PICTURE_HEIGHT, PICTURE_WIDTH, renderScene } from './seed-data/content/pictures.js';
import { winnersSeedRows } from './seed-data/content/winners.js';
import { createContentRepository } from '../repositories/content-repository.js';
import { createWinnersRepository } from '../repositories/winners-repository.js';
import type { Db } from '../db/open-database.js';
import type { Store } from '../db/store.js';

/** Bump when the seeded content changes shape; a store holding this version is left untouched. */
export const CONTENT_SEED_VERSION = 'content-1';

const VIDEO_FILE = new URL('./seed-data/content/media/travfilm.webm', import.meta.url);

/** The day the content was seeded relative to (yyyy-MM-dd), or undefined before the first seed. */
export function contentSeedDay(db: Db): string | undefined {
  return db.prepare<[string], { seed_day: string }>('SELECT seed_day FROM content_seed WHERE version = ?').get(CONTENT_SEED_VERSION)?.seed_day;
}

/** The instant the content was seeded at (today's news are published just before it). */
export function contentSeededAt(db: Db): string | undefined {
  return db.prepare<[string], { seeded_at: string }>('SELECT seeded_at FROM content_seed WHERE version = ?').get(CONTENT_SEED_VERSION)?.seeded_at;
}

/**
 * The demo content (news, tips, pages, hero items, banners, alerts, pictures, PDFs, a film) and the winners-list
 * archive, dated relative to `today` (the day the database is created); once per store.
 */
export async function seedContent(store: Store, today: Date = new Date()): Promise<void> {
  // Not yet on Kysely but the winners lists (issue 26): the SQLite connection itself.
  const db = store.sqlite!;
  if (contentSeedDay(db) !== undefined) return;
  const seedDay = new Date(`${today.toISOString().slice(0, 10)}T00:00:00.000Z`);
  const day = seedDay.toISOString().slice(0, 10);
  const built = buildContent(seedDay, today);
  // Pictures and PDFs are rendered before the transaction (they are asynchronous).
  const pictures = await Promise.all([...built.pictures.values()].map(async (picture) => ({ picture, bytes: await renderScene(picture.scene, picture.variant) })));
  const documents = await Promise.all([...built.documents.values()].map(async (document) => ({ document, bytes: await renderDocument(document) })));
  const content = createContentRepository(db);
  const winners = createWinnersRepository(store);
  // Before the content's transaction, which marks the seed done: a failed run leaves them to the next (insert if missing).
  for (const row of winnersSeedRows(day)) {
    await winners.insertIfMissing({ file_id: row.fileId, game_type: row.gameType, draw_date: row.date, track_name: row.trackName, results_json: JSON.stringify(row.results) });
  }
  const createdAt = new Date(seedDay.getTime() - 90 * 86_400_000).toISOString();
  db.transaction(() => {
    for (const { picture, bytes } of pictures) {
      content.insertAsset({ id: picture.id, title: picture.title, fileName: `${picture.scene}-${picture.variant}.jpg`, mimeType: 'image/jpeg',
        width: PICTURE_WIDTH, height: PICTURE_HEIGHT, bytes, createdAt });
    }
    for (const { document, bytes } of documents) {
      content.insertAsset({ id: document.id, title: document.title, fileName: document.file, mimeType: 'application/pdf', bytes, createdAt });
    }
    content.insertAsset({ id: VIDEO_ASSET_ID, title: 'Travhelg', fileName: 'travfilm.webm', mimeType: 'video/webm', bytes: readFileSync(VIDEO_FILE), createdAt });
    for (const entry of built.entries) content.insertEntry(entry);
    db.prepare('INSERT INTO content_seed (version, seed_day, seeded_at) VALUES (?, ?, ?)').run(CONTENT_SEED_VERSION, day, today.toISOString());
  })();
}
