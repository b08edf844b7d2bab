import { readFileSync } from 'node:fs';
import { renderDocument } from './seed-data/content/documents.js';
import { buildContent, VIDEO_ASSET_ID } from './seed-data/content/content-builder.js';
import { PICTURE_HEIGHT, PICTURE_WIDTH, renderScene } from './seed-data/content/pictures.js';
import { winnersSeedRows } from './seed-data/content/winners.js';
import type { Kysely } from 'kysely';
import { createContentRepository } from '../repositories/content-repository.js';
import type { Store } from '../db/store.js';
import type { Database } from '../db/tables.js';

/** Bump when the seeded content changes shape; a store holding this version is left untouched. */
export const CONTENT_SEED_VERSION = 'content-1';

const VIDEO_FILE = new URL('./seed-data/content/media/travfilm.webm', import.meta.url);

/** The day the content was seeded relative to (yyyy-MM-dd), or undefined before the first seed. */
export async function contentSeedDay(db: Kysely<Database>): Promise<string | undefined> {
  return (await db.selectFrom('content_seed').select('seed_day').where('version', '=', CONTENT_SEED_VERSION).executeTakeFirst())?.seed_day;
}

/** The instant the content was seeded at (today's news are published just before it). */
export async function contentSeededAt(db: Kysely<Database>): Promise<string | undefined> {
  return (await db.selectFrom('content_seed').select('seeded_at').where('version', '=', CONTENT_SEED_VERSION).executeTakeFirst())?.seeded_at;
}

/**
 * The demo content (news, tips, pages, hero items, banners, alerts, pictures, PDFs, a film) and the winners-list
 * archive, dated relative to `today` (the day the database is created); once per store.
 */
export async function seedContent(store: Store, today: Date = new Date()): Promise<void> {
  if (await contentSeedDay(store.db) !== undefined) return;
  const seedDay = new Date(`${today.toISOString().slice(0, 10)}T00:00:00.000Z`);
  const day = seedDay.toISOString().slice(0, 10);
  const built = buildContent(seedDay, today);
  // Pictures and PDFs are rendered before the transaction (they are slow; a transaction is not held open across them).
  const pictures = await Promise.all([...built.pictures.values()].map(async (picture) => ({ picture, bytes: await renderScene(picture.scene, picture.variant) })));
  const documents = await Promise.all([...built.documents.values()].map(async (document) => ({ document, bytes: await renderDocument(document) })));
  const video = readFileSync(VIDEO_FILE);
  const createdAt = new Date(seedDay.getTime() - 90 * 86_400_000).toISOString();
  await store.db.transaction().execute(async (trx) => {
    const content = createContentRepository(store, trx);
    for (const { picture, bytes } of pictures) {
      await content.insertAsset({ id: picture.id, title: picture.title, fileName: `${picture.scene}-${picture.variant}.jpg`, mimeType: 'image/jpeg',
        width: PICTURE_WIDTH, height: PICTURE_HEIGHT, bytes, createdAt });
    }
    for (const { document, bytes } of documents) {
      await content.insertAsset({ id: document.id, title: document.title, fileName: document.file, mimeType: 'application/pdf', bytes, createdAt });
    }
    await content.insertAsset({ id: VIDEO_ASSET_ID, title: 'Travhelg', fileName: 'travfilm.webm', mimeType: 'video/webm', bytes: video, createdAt });
    for (const entry of built.entries) await content.insertEntry(entry);
    // The winners archive's seed rows, in the same transaction as the content they belong to (an existing list is left as it is).
    const lists = winnersSeedRows(day).map((row) => ({
      file_id: row.fileId, game_type: row.gameType, draw_date: row.date, track_name: row.trackName, results_json: JSON.stringify(row.results),
    }));
    if (lists.length > 0) await trx.insertInto('winners_lists').values(lists).onConflict((conflict) => conflict.doNothing()).execute();
    await trx.insertInto('content_seed').values({ version: CONTENT_SEED_VERSION, seed_day: day, seeded_at: today.toISOString() })
      .onConflict((conflict) => conflict.doNothing()).execute();
  });
}
