// Issue 23 item 8 (finding 11): the resident memory grew under fuzz runs. The JS heap does not grow (heap snapshots,
// `npm run bench:soak`); the growth is glibc's per-thread malloc arenas, so production's start path gives the server
// MALLOC_ARENA_MAX=2. The new in-memory structures of issue 23 (kept winners PDFs, download turns) hold their bounds.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDownloadTurns } from '../../../server/winners/download-turns.js';
import { createWinnersPdfCache } from '../../../server/winners/winners-pdf-cache.js';
import { renderPdfDocument } from '../../../server/reports/render-pdf.js';
import { AppError } from '../../../server/http/errors.js';

const root = new URL('../../..', import.meta.url).pathname;

/** The environment scripts/server-env.mjs gives the server, as `npm start` would read it with `env` in its own. */
function serverEnv(env: Record<string, string>): Record<string, string> {
  const { MALLOC_ARENA_MAX: _ignored, ...rest } = process.env;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e',
    "const { SERVER_ENV } = await import('./scripts/server-env.mjs'); console.log(JSON.stringify(SERVER_ENV));"], { cwd: root, env: { ...rest, ...env }, encoding: 'utf8' });
  return JSON.parse(child.stdout) as Record<string, string>;
}

describe('memory growth stays bounded', () => {
  it('npm start runs the server with MALLOC_ARENA_MAX=2 unless the environment sets it', () => {
    expect(serverEnv({})).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' })).toEqual({ MALLOC_ARENA_MAX: '4' });
    expect(readFileSync(`${root}scripts/start.mjs`, 'utf8')).toMatch(/env: \{ \.\.\.process\.env, \.\.\.SERVER_ENV \}/);
  });

  it('the kept winners PDFs stay within their bound, least recently used forgotten first', async () => {
    const cache = createWinnersPdfCache({ perUser: 2, total: 8 }, (doc, now) => renderPdfDocument(doc, now), () => new Date(), 3);
    const row = (id: string) => ({ file_id: id, game_type: 'V75', draw_date: '2026-11-21', track_name: 'Solvalla',
      results_json: JSON.stringify({ legs: [], payouts: [], turnoverOre: 0 }) });
    for (const id of ['A', 'B', 'C']) await cache.pdfOf('1001_SALJ', row(id));
    await cache.pdfOf('1001_SALJ', row('A')); // A used again: B is now the oldest
    await cache.pdfOf('1001_SALJ', row('D'));
    expect(cache.keptCount()).toBe(3);
    expect(cache.renderCount()).toBe(4);
    await cache.pdfOf('1001_SALJ', row('A'));
    expect(cache.renderCount()).toBe(4);
    await cache.pdfOf('1001_SALJ', row('B'));
    expect(cache.renderCount()).toBe(5);
  });

  it('the download turns forget a user once nothing of theirs is active or waiting', async () => {
    const turns = createDownloadTurns({ perUser: 1, waitingPerUser: 1, passAfterMs: 0 }, () => new AppError(429, 'x', 'x'));
    const first = await turns.take('1001_SALJ');
    const second = turns.take('1001_SALJ');
    await expect(turns.take('1001_SALJ')).rejects.toMatchObject({ statusCode: 429 });
    first();
    first(); // a second call changes nothing
    (await second)();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the place is held passAfterMs (0 here) after the turn
    expect(turns.userCount()).toBe(0);
  });
});
