// The order, terminal-parameter and winners repositories behave the same on SQLite and PostgreSQL: the seed step adds
// only what is missing, a saved order keeps its lines (order ids by RETURNING) and sets the quantity per article, a
// save at a stale version writes nothing (and of two racing saves one wins), parameter changes are logged, and the
// winners archive reads back in its order.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../../server/db/store.js';
import { createFormVersions } from '../../../server/repositories/form-versions.js';
import { createOrderRepository } from '../../../server/repositories/order-repository.js';
import { createTerminalParameterRepository } from '../../../server/repositories/terminal-parameter-repository.js';
import { createWinnersRepository } from '../../../server/repositories/winners-repository.js';
import { PRODUCT_CATALOGUE } from '../../../server/seed/seed-data/product-catalogue.js';
import { seedOrdersAndTerminal } from '../../../server/seed/seed-orders-terminal.js';
import { storeCases } from '../../support/store-cases.js';

const cases = storeCases('order_repositories');

/** Until another session of this database waits for a lock (the racing save, behind the open transaction's row). */
async function blockedOnALock(store: Store): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(store.db);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const AT = '2026-11-02T08:00:00.000Z';
const LATER = '2026-11-02T09:00:00.000Z';
const ARTICLES = PRODUCT_CATALOGUE.reduce((sum, c) => sum + c.articles.length, 0);

describe.each(cases)('order, terminal-parameter and winners repositories on $name', ({ open }) => {
  let store: Store;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ store, drop } = await open());
    await store.db.insertInto('chains').values({ chain_id: 0, chain_name: 'Ej kedjetillhörighet' }).execute();
    for (const agency of ['1001', '1004']) {
      await store.db.insertInto('agencies').values({
        agency_number: agency, agency_name: `Butik ${agency}`, weekday_opening: '0900', weekday_closing: '2000',
        sat_opening: '1000', sat_closing: '1600', sun_opening: '0000', sun_closing: '0000',
      }).execute();
    }
  });
  afterAll(async () => drop());

  it('seeds the catalogue and every agency’s parameters once; a second run adds nothing', async () => {
    const first = await seedOrdersAndTerminal(store);
    expect(first.articles).toBe(ARTICLES);
    expect(first.parameters).toBeGreaterThanOrEqual(2 * 15);
    expect(await seedOrdersAndTerminal(store)).toEqual({ articles: 0, parameters: 0 });
    // A parameter missing at one agency (a new one in the list, or removed) is added there, and only there.
    await store.db.deleteFrom('terminal_parameters').where('agency_number', '=', '1004').where('name', '=', 'printer.density').execute();
    expect(await seedOrdersAndTerminal(store)).toEqual({ articles: 0, parameters: 1 });
    expect(await store.db.selectFrom('terminal_parameters').select('value').where('agency_number', '=', '1004').where('name', '=', 'printer.density').execute()).toHaveLength(1);
  });

  it('places an order with lines, sets the quantity per article, and refuses a stale version', async () => {
    const orders = createOrderRepository(store);
    const categories = (await orders.listOf('1001')).rows;
    expect(categories.map((c) => c.name)).toEqual(PRODUCT_CATALOGUE.map((c) => c.category));
    expect(categories[2]!.articles[0]).toEqual({
      articleNumber: '30010', articleName: 'Affisch V75 – Jackpott', max: 3, quantity: 0,
      selections: [{ size: 'A3 (29,7 × 42 cm)', sizeRange: 1 }, { size: 'A2 (42 × 59,4 cm)', sizeRange: 2 }, { size: '50 × 70 cm', sizeRange: 3 }],
    });
    expect(await orders.listOf('1001')).toEqual({ version: 1, rows: categories });

    const lines = [{ articleNumber: '10010', quantity: 0 }, { articleNumber: '20010', quantity: 3 }, { articleNumber: '30010', quantity: 2 }];
    // The answer is the list as the save left it, at the version it made.
    const saved = await orders.save('1001', 1, lines, '1001_MGR', AT);
    expect(saved).toEqual({ version: 2, rows: (await orders.listOf('1001')).rows });
    expect(saved?.rows.flatMap((c) => c.articles).find((a) => a.articleNumber === '20010')?.quantity).toBe(3);
    expect((await orders.listOf('1001')).version).toBe(2);
    const quantities = async (agency: string) => Object.fromEntries((await orders.listOf(agency)).rows.flatMap((c) => c.articles)
      .filter((a) => a.quantity !== 0).map((a) => [a.articleNumber, a.quantity]));
    expect(await quantities('1001')).toEqual({ 20010: 3, 30010: 2 });
    // Only the changed articles are the order's lines; a poster carries the chosen size.
    expect(await orders.ordersOf('1001')).toEqual([{
      orderedBy: '1001_MGR', orderedAt: AT,
      lines: [{ articleNumber: '20010', quantity: 3, size: null }, { articleNumber: '30010', quantity: 2, size: 'A2 (42 × 59,4 cm)' }],
    }]);

    // A stale version writes nothing.
    expect(await orders.save('1001', 1, [{ articleNumber: '20010', quantity: 9 }], '1001_PLUS', LATER)).toBeUndefined();
    expect((await orders.listOf('1001')).version).toBe(2);
    expect(await quantities('1001')).toEqual({ 20010: 3, 30010: 2 });
    expect(await orders.ordersOf('1001')).toHaveLength(1);

    // The same list again moves the version but orders nothing; a change is a second order, listed first.
    expect((await orders.save('1001', 2, lines, '1001_MGR', LATER))?.version).toBe(3);
    expect((await orders.save('1001', 3, [{ articleNumber: '20010', quantity: 0 }], '1001_PLUS', LATER))?.version).toBe(4);
    expect((await orders.ordersOf('1001')).map((o) => [o.orderedBy, o.lines])).toEqual([
      ['1001_PLUS', [{ articleNumber: '20010', quantity: 0, size: null }]],
      ['1001_MGR', [{ articleNumber: '20010', quantity: 3, size: null }, { articleNumber: '30010', quantity: 2, size: 'A2 (42 × 59,4 cm)' }]],
    ]);
    expect(await quantities('1001')).toEqual({ 30010: 2 });
    // Another agency's list has its own quantities, orders and version.
    expect(await quantities('1004')).toEqual({});
    expect(await orders.ordersOf('1004')).toEqual([]);
    expect((await orders.listOf('1004')).version).toBe(1);
  });

  it('of two saves at one version, one is kept: the second waits for the first’s transaction and then finds it stale', async () => {
    const orders = createOrderRepository(store);
    const version = (await orders.listOf('1004')).version;
    let racing: ReturnType<typeof orders.save> | undefined;
    await store.db.transaction().execute(async (trx) => {
      expect(await createFormVersions(trx).bumpIf('1004', 'orders', version)).toBe(version + 1);
      // Started while the first save's version is moved but not committed (SQLite: it waits for the connection).
      racing = orders.save('1004', version, [{ articleNumber: '20011', quantity: 2 }], 'COACH1', AT);
      if (store.dialect === 'postgres') await blockedOnALock(store);
      await trx.insertInto('agency_article_quantities').values({ agency_number: '1004', article_number: '20011', quantity: 1 }).execute();
    });
    expect(await racing).toBeUndefined();
    expect((await orders.listOf('1004')).version).toBe(version + 1);
    expect(await orders.ordersOf('1004')).toEqual([]);
    expect(((await orders.listOf('1004')).rows).flatMap((c) => c.articles).find((a) => a.articleNumber === '20011')?.quantity).toBe(1);
  });

  it('saves terminal parameters with a change history, refuses a stale version and an RE2-incompatible regexp', async () => {
    const terminal = createTerminalParameterRepository(store);
    const held = (await terminal.listOf('1001')).rows;
    expect(held[0]).toEqual({
      name: 'receipt.header.line1', value: 'Butik 1001', defaultValue: 'Välkommen', prompt: 'Kvittorad 1',
      description: 'Första raden på kundkvittot, högst 32 tecken.', regexp: "^[A-Za-zÅÄÖåäöÉéÜü0-9 &.,!'-]{1,32}$",
    });
    expect(held.find((p) => p.name === 'printer.autocut')).toMatchObject({ value: null, defaultValue: 'true' });
    const values = [{ name: 'receipt.header.line1', value: 'Kiosken vid torget' }, { name: 'printer.autocut', value: 'false' },
      { name: 'scanner.beep', value: 'true' }]; // scanner.beep's default already applies: no change
    expect(await terminal.save('1001', 1, values, '1001_MGR', AT)).toEqual({ version: 2, rows: (await terminal.listOf('1001')).rows });
    expect(await terminal.save('1001', 1, [{ name: 'display.language', value: 'en' }], '1001_PLUS', LATER)).toBeUndefined();
    expect((await terminal.listOf('1001')).version).toBe(2);
    const now = (await terminal.listOf('1001')).rows;
    expect(now.find((p) => p.name === 'receipt.header.line1')?.value).toBe('Kiosken vid torget');
    expect(now.find((p) => p.name === 'display.language')?.value).toBeNull();
    expect(await terminal.changesOf('1001')).toEqual([
      { name: 'receipt.header.line1', oldValue: 'Butik 1001', newValue: 'Kiosken vid torget', changedBy: '1001_MGR', changedAt: AT },
      { name: 'printer.autocut', oldValue: null, newValue: 'false', changedBy: '1001_MGR', changedAt: AT },
    ]);
    expect(await terminal.changesOf('1004')).toEqual([]);
    expect((await terminal.listOf('1004')).version).toBe(1);
    await expect(terminal.insertMissing('1001', [{ name: 'evil.backreference', value: null, defaultValue: 'a', prompt: 'P', description: null, regexp: '(a+)\\1' }]))
      .rejects.toThrow(/not supported/);
    expect(((await terminal.listOf('1001')).rows).map((p) => p.name)).not.toContain('evil.backreference');
  });

  it('reads the winners archive by game type, newest draw first, and one list with its results', async () => {
    const winners = createWinnersRepository(store);
    const row = (file_id: string, game_type: string, draw_date: string) =>
      ({ file_id, game_type, draw_date, track_name: 'Solvalla', results_json: JSON.stringify([{ place: 1, file_id }]) });
    expect(await winners.insertIfMissing(row('V75-1', 'V75', '2026-10-24'))).toBe(true);
    expect(await winners.insertIfMissing(row('V75-2', 'V75', '2026-10-31'))).toBe(true);
    expect(await winners.insertIfMissing(row('GS75-1', 'GS75', '2026-10-29'))).toBe(true);
    expect(await winners.insertIfMissing({ ...row('V75-1', 'V75', '2026-10-24'), track_name: 'Åby' })).toBe(false);
    expect(await winners.archive()).toEqual([
      { file_id: 'GS75-1', game_type: 'GS75', draw_date: '2026-10-29', track_name: 'Solvalla' },
      { file_id: 'V75-2', game_type: 'V75', draw_date: '2026-10-31', track_name: 'Solvalla' },
      { file_id: 'V75-1', game_type: 'V75', draw_date: '2026-10-24', track_name: 'Solvalla' },
    ]);
    expect(await winners.file('V75-1')).toEqual(row('V75-1', 'V75', '2026-10-24'));
    expect(await winners.file('V75-9')).toBeUndefined();
  });
});
