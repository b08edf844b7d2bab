// The content repository on both stores (issue 26): entries by type inside their publish/unpublish window, the schedule's
// switch instants, assets whose bytes come back equal (BLOB on SQLite, bytea on PostgreSQL), a rendition made from the
// bytes read back, the content's version and the kept snapshot, and the content seed run twice adding nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentSnapshot } from '../../../server/content/content-snapshot.js';
import { planRendition, renderImage } from '../../../server/content/image-renditions.js';
import { migrate } from '../../../server/db/migrate.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { postgresStore, sqliteStore, type Store } from '../../../server/db/store.js';
import { createContentRepository, type ContentRepository } from '../../../server/repositories/content-repository.js';
import { contentSeedDay, seedContent } from '../../../server/seed/seed-content.js';
import { createDatabase, dropDatabase } from '../../../scripts/postgres/postgres-databases.js';
import { TEST_START } from '../helpers/test-start.js';

const url = inject('testDatabaseUrl');

interface Opened {
  store: Store;
  /** Another connection (another process, as far as the store can tell) to the same database. */
  another: () => Promise<Store>;
  drop: () => Promise<void>;
}

const STORES: { name: 'sqlite' | 'postgres'; open: () => Promise<Opened> }[] = [
  {
    name: 'sqlite',
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'content-store-'));
      const file = join(dir, 'portal.db');
      return {
        store: sqliteStore(openDatabase(file)),
        another: async () => sqliteStore(openDatabase(file)),
        drop: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'postgres',
    open: async () => {
      const database = await createDatabase(url, 'content');
      return {
        store: await postgresStore(database.url, 4),
        another: () => postgresStore(database.url, 1),
        drop: () => dropDatabase(url, database.name),
      };
    },
  },
];

const at = (iso: string) => new Date(iso);
const counts = async (store: Store) => ({
  entries: Number((await store.db.selectFrom('content_entries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  assets: Number((await store.db.selectFrom('content_assets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  winners: Number((await store.db.selectFrom('winners_lists').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  seeds: Number((await store.db.selectFrom('content_seed').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
});

describe.each(STORES.filter((c) => c.name === 'sqlite' || url !== ''))('the content repository on $name', ({ open }) => {
  let store: Store;
  let another: () => Promise<Store>;
  let drop: () => Promise<void>;
  let content: ContentRepository;

  beforeAll(async () => {
    ({ store, another, drop } = await open());
    await migrate(store);
    content = createContentRepository(store);
  });
  afterAll(async () => {
    await store.close();
    await drop();
  });

  describe('entries by type inside their scheduled window', () => {
    const created = '2026-01-01T00:00:00.000Z';
    beforeAll(async () => {
      expect(await content.insertEntry({ id: 'alltid', contentType: 'banner', fields: { title: 'Alltid', sortOrder: 1 }, createdAt: created })).toBe(true);
      expect(await content.insertEntry({ id: 'snart', contentType: 'banner', fields: { title: 'Snart' }, publishAt: '2026-03-01T10:00:00.000Z', createdAt: created })).toBe(true);
      expect(await content.insertEntry({ id: 'slutar', contentType: 'banner', fields: { title: 'Slutar' }, unpublishAt: '2026-03-01T12:00:00.000Z', createdAt: created })).toBe(true);
      expect(await content.insertEntry({ id: 'artikel', contentType: 'article', fields: { header: 'Å, ä och ö' }, createdAt: created })).toBe(true);
    });

    it('delivers an entry from its publish instant on and up to, not including, its unpublish instant', async () => {
      const ids = async (now: string) => (await content.entriesOfType('banner', at(now))).map((row) => row.id).sort();
      expect(await ids('2026-03-01T09:59:59.999Z')).toEqual(['alltid', 'slutar']);
      expect(await ids('2026-03-01T10:00:00.000Z')).toEqual(['alltid', 'slutar', 'snart']);
      expect(await ids('2026-03-01T11:59:59.999Z')).toEqual(['alltid', 'slutar', 'snart']);
      expect(await ids('2026-03-01T12:00:00.000Z')).toEqual(['alltid', 'snart']);
      expect((await content.deliveredEntries(at('2026-03-01T12:00:00.000Z'))).map((row) => row.id).sort()).toEqual(['alltid', 'artikel', 'snart']);
    });

    it('gives an entry by id only while it is delivered, with its fields as written', async () => {
      expect(await content.entry('snart', at('2026-02-01T00:00:00.000Z'))).toBeUndefined();
      expect(await content.entry('artikel', at('2026-02-01T00:00:00.000Z'))).toEqual({
        id: 'artikel', content_type: 'article', fields_json: JSON.stringify({ header: 'Å, ä och ö' }), created_at: created, updated_at: created,
      });
    });

    it('tells the window switches around an instant (none: ±Infinity)', async () => {
      expect(await content.scheduleAround(at('2026-02-01T00:00:00.000Z'))).toEqual({ from: -Infinity, until: Date.parse('2026-03-01T10:00:00.000Z') });
      expect(await content.scheduleAround(at('2026-03-01T11:00:00.000Z'))).toEqual({ from: Date.parse('2026-03-01T10:00:00.000Z'), until: Date.parse('2026-03-01T12:00:00.000Z') });
      expect(await content.scheduleAround(at('2026-04-01T00:00:00.000Z'))).toEqual({ from: Date.parse('2026-03-01T12:00:00.000Z'), until: Infinity });
    });

    it('leaves an existing id untouched', async () => {
      expect(await content.insertEntry({ id: 'alltid', contentType: 'banner', fields: { title: 'Ersatt' }, createdAt: created })).toBe(false);
      expect(JSON.parse((await content.entry('alltid', at(created)))?.fields_json ?? '')).toEqual({ title: 'Alltid', sortOrder: 1 });
    });
  });

  describe('assets', () => {
    // Every byte value, NUL and 0xff included, and more than one page's worth.
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31 + (i >> 8)) % 256));
    let picture: Buffer;
    beforeAll(async () => {
      picture = await sharp({ create: { width: 64, height: 32, channels: 3, background: { r: 200, g: 30, b: 90 } } }).jpeg().toBuffer();
      expect(await content.insertAsset({ id: 'fil', title: 'Fil', fileName: 'fil.bin', mimeType: 'application/octet-stream', bytes, createdAt: '2026-01-01T00:00:00.000Z' })).toBe(true);
      expect(await content.insertAsset({ id: 'bild', title: 'Bild', description: 'Röd', fileName: 'bild.jpg', mimeType: 'image/jpeg', width: 64, height: 32, bytes: picture, createdAt: '2026-01-01T00:00:00.000Z' })).toBe(true);
    });

    it('gives the bytes back equal, as a Buffer, and describes the asset without them', async () => {
      const file = await content.assetFile('fil');
      expect(Buffer.isBuffer(file?.bytes)).toBe(true);
      expect(file?.bytes.equals(bytes)).toBe(true);
      expect(file).toMatchObject({ mime_type: 'application/octet-stream', file_name: 'fil.bin', updated_at: '2026-01-01T00:00:00.000Z' });
      expect(await content.asset('bild')).toEqual({
        id: 'bild', title: 'Bild', description: 'Röd', file_name: 'bild.jpg', mime_type: 'image/jpeg', width: 64, height: 32,
        size: picture.length, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
      });
      expect((await content.assets()).map((row) => [row.id, row.size]).sort()).toEqual([['bild', picture.length], ['fil', bytes.length]]);
      expect(await content.asset('finns-inte')).toBeUndefined();
    });

    it('leaves an existing asset and its bytes untouched', async () => {
      expect(await content.insertAsset({ id: 'fil', title: 'Annan', fileName: 'annan.bin', mimeType: 'text/plain', bytes: Buffer.from('x'), createdAt: '2026-02-01T00:00:00.000Z' })).toBe(false);
      expect((await content.assetFile('fil'))?.bytes.equals(bytes)).toBe(true);
    });

    it('renders a rendition from the bytes read back (renditions are files per instance, not rows: docs/decisions/content.md)', async () => {
      const source = await content.assetFile('bild');
      const plan = planRendition({ width: 64, height: 32, mimeType: 'image/jpeg' }, { w: 16, fm: 'png' });
      const rendition = await renderImage(source?.bytes ?? Buffer.alloc(0), plan);
      expect(await sharp(rendition).metadata()).toMatchObject({ format: 'png', width: 16, height: 8 });
    });
  });

  describe('the content version and the kept snapshot', () => {
    const now = at('2026-02-01T00:00:00.000Z');

    it('keeps one snapshot while the content stands still and reads anew after a write', async () => {
      const version = await content.contentVersion();
      const first = await contentSnapshot(content, now);
      expect(await contentSnapshot(content, now)).toBe(first);
      expect(await content.contentVersion()).toBe(version);
      expect(first.entry('ny')).toBeUndefined();
      await content.insertEntry({ id: 'ny', contentType: 'banner', fields: { title: 'Ny' }, createdAt: '2026-01-15T00:00:00.000Z' });
      expect(await content.contentVersion()).not.toBe(version);
      const second = await contentSnapshot(content, now);
      expect(second).not.toBe(first);
      expect(second.entry('ny')?.fields).toEqual({ title: 'Ny' });
    });

    it('sees a write made through another connection of the same database', async () => {
      const before = await contentSnapshot(content, now);
      const other = await another();
      await createContentRepository(other).insertAsset({ id: 'annan', title: 'Annan', fileName: 'annan.txt', mimeType: 'text/plain', bytes: Buffer.from('hej'), createdAt: '2026-01-20T00:00:00.000Z' });
      await other.close();
      // A commit elsewhere is seen from the next event-loop turn on.
      await new Promise((resolve) => setImmediate(resolve));
      const after = await contentSnapshot(content, now);
      expect(before.asset('annan')).toBeUndefined();
      expect(after.asset('annan')?.fields.file).toMatchObject({ fileName: 'annan.txt', details: { size: 3 } });
    });
  });

  describe('the content seed', () => {
    it('seeds once: a second run adds nothing and leaves the version as it was', async () => {
      const before = await counts(store);
      await seedContent(store, new Date(TEST_START));
      const seeded = await counts(store);
      expect(await contentSeedDay(store.db)).toBe(TEST_START.slice(0, 10));
      expect(seeded.entries).toBeGreaterThan(before.entries);
      expect(seeded.assets).toBeGreaterThan(before.assets);
      expect(seeded.winners).toBeGreaterThan(0);
      expect(seeded.seeds).toBe(1);
      const version = await content.contentVersion();
      await seedContent(store, new Date(Date.parse(TEST_START) + 86_400_000));
      expect(await counts(store)).toEqual(seeded);
      expect(await contentSeedDay(store.db)).toBe(TEST_START.slice(0, 10));
      await new Promise((resolve) => setImmediate(resolve));
      expect(await content.contentVersion()).toBe(version);
    });

    it('stores the seeded pictures so that they decode at their declared size', async () => {
      const pictures = (await content.assets()).filter((row) => row.mime_type === 'image/jpeg' && row.width !== null && row.id !== 'bild');
      expect(pictures.length).toBeGreaterThan(0);
      const first = pictures[0];
      const file = await content.assetFile(first?.id ?? '');
      expect(await sharp(file?.bytes).metadata()).toMatchObject({ width: first?.width, height: first?.height });
    });
  });
});
