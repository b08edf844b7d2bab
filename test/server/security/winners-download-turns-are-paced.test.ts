// Issue 23 item 2: a kept winners PDF is answered faster than `/me`, so one user's many connections could take most of
// the event loop. Their line is paced: a waiting download gets its turn passAfterMs after the one before ended.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDownloadTurns } from '../../../server/winners/download-turns.js';
import { winnersErrors } from '../../../server/winners/winners-pdf-cache.js';

const refusal = winnersErrors.tooManyDownloads;

describe('winners download turns', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('a user\'s waiting download gets its turn passAfterMs after the one before ended, not at once', async () => {
    const turns = createDownloadTurns({ perUser: 2, waitingPerUser: 4, passAfterMs: 20 }, refusal);
    const [first] = await Promise.all([turns.take('1001_SALJ'), turns.take('1001_SALJ')]);
    let third: (() => void) | undefined;
    void turns.take('1001_SALJ').then((end) => { third = end; });
    first!();
    await vi.advanceTimersByTimeAsync(19);
    expect(third).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(third).toBeTypeOf('function');
  });

  it('a colleague\'s download is not paced by another user\'s line', async () => {
    const turns = createDownloadTurns({ perUser: 2, waitingPerUser: 4, passAfterMs: 20 }, refusal);
    await Promise.all([turns.take('1001_SALJ'), turns.take('1001_SALJ')]);
    void turns.take('1001_SALJ');
    await expect(turns.take('1001_MGR')).resolves.toBeTypeOf('function');
  });
});
