import { createChangeCache } from '../db/change-clock.js';
import { insertedOne } from '../db/dialect.js';
import type { Store } from '../db/store.js';

export interface WinnersListRow {
  file_id: string;
  game_type: string;
  draw_date: string;
  track_name: string;
  results_json: string;
}

/** The archived winners lists (migration 010, spec part 2 §3 "Winners list"). */
export function createWinnersRepository(store: Store) {
  const { db } = store;
  // Kept until the database changes (server/db/change-clock.ts): a download of a kept PDF reads nothing (issue 23 item 2).
  const files = createChangeCache(store.changeClock, async (fileId: string): Promise<Readonly<WinnersListRow> | undefined> => {
    const row = await db.selectFrom('winners_lists')
      .select(['file_id', 'game_type', 'draw_date', 'track_name', 'results_json']).where('file_id', '=', fileId).executeTakeFirst();
    return row === undefined ? undefined : Object.freeze(row);
  });
  return {
    archive: (): Promise<Omit<WinnersListRow, 'results_json'>[]> => db.selectFrom('winners_lists')
      .select(['file_id', 'game_type', 'draw_date', 'track_name']).orderBy('game_type').orderBy('draw_date', 'desc').execute(),
    file: files,
    async insertIfMissing(row: WinnersListRow): Promise<boolean> {
      return insertedOne(await db.insertInto('winners_lists').values(row).onConflict((conflict) => conflict.doNothing()).executeTakeFirst());
    },
  };
}
