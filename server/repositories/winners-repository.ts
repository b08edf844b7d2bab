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
  return {
    archive: (): Promise<Omit<WinnersListRow, 'results_json'>[]> => db.selectFrom('winners_lists')
      .select(['file_id', 'game_type', 'draw_date', 'track_name']).orderBy('game_type').orderBy('draw_date', 'desc').execute(),
    file: (fileId: string): Promise<WinnersListRow | undefined> => db.selectFrom('winners_lists')
      .select(['file_id', 'game_type', 'draw_date', 'track_name', 'results_json']).where('file_id', '=', fileId).executeTakeFirst(),
    async insertIfMissing(row: WinnersListRow): Promise<boolean> {
      return insertedOne(await db.insertInto('winners_lists').values(row).onConflict((conflict) => conflict.doNothing()).executeTakeFirst());
    },
  };
}
