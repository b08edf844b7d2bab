// Issue 37 item 19: the winners downloads' pace (one user's turns pass on passAfterMs after the one before ended) did
// not engage on SQLite: there a kept PDF is answered within one event-loop turn, so a user's downloads never overlapped,
// none ever waited, and one user's connections were answered as fast as they came. A turn now holds its place for
// passAfterMs after it ends, so a user's downloads are paced however they arrive. This file runs on SQLite and, through
// vitest.pg.config.ts, on PostgreSQL.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { WINNERS_DOWNLOAD_TURNS } from '../../../server/routes/winners-routes.js';

const ARCHIVE = '/api/api-retail/v2/winnerslist/archive';

let t: TestApp;
beforeEach(async () => { t = await buildTestApp(); });
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

/** Lets the event loop run (I/O, database answers) without moving the faked timers. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('one user\'s winners downloads are paced', () => {
  it('downloads of a kept PDF one after another: two answered at once, the next passAfterMs after they ended', async () => {
    const token = await accessTokenFor(t, '1001_SALJ');
    const archive = (await t.app.inject({ method: 'GET', url: ARCHIVE, headers: bearer(token) })).json() as { winnersList: Array<{ entries: Array<{ fileId: string }> }> };
    const url = `${ARCHIVE}/file/${archive.winnersList[0]!.entries[0]!.fileId}`;
    const download = () => t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect((await download()).statusCode).toBe(200); // rendered and kept, on the real clock
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await vi.advanceTimersByTimeAsync(WINNERS_DOWNLOAD_TURNS.passAfterMs); // the warm-up's turn is over
    const { perUser, passAfterMs } = WINNERS_DOWNLOAD_TURNS;
    for (let turn = 0; turn < perUser; turn += 1) expect((await download()).statusCode).toBe(200);
    let answered = false;
    const next = download().then((answer) => { answered = true; return answer; });
    await settle();
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(passAfterMs - 1);
    await settle();
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await next).statusCode).toBe(200);
  });

});
