import type { Db } from '../db/open-database.js';

export interface WinnersListRow {
  file_id: string;
  game_type: string;
  draw_date: string;
  track_name: string;
  results_json: string;
}

/** The archived winners lists (migration 010, spec part 2 §3 "Winners list"). */
export function createWinnersRepository(db: Db) {
  const all = db.prepare<[], Omit<WinnersListRow, 'results_json'>>(
    'SELECT file_id, game_type, draw_date, track_name FROM winners_lists ORDER BY game_type, draw_date DESC');
  const one = db.prepare<[string], WinnersListRow>('SELECT file_id, game_type, draw_date, track_name, results_json FROM winners_lists WHERE file_id = ?');
  const insert = db.prepare('INSERT OR IGNORE INTO winners_lists (file_id, game_type, draw_date, track_name, results_json) VALUES (?, ?, ?, ?, ?)');
  return {
    archive: () => all.all(),
    file: (fileId: string) => one.get(fileId),
    insertIfMissing(row: WinnersListRow): boolean {
      return insert.run(row.file_id, row.game_type, row.draw_date, row.track_name, row.results_json).changes === 1;
    },
  };
}
