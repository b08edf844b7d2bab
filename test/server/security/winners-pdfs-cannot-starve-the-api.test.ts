// Issue 23 item 2: one seller with 32 connections on a winners list cut `/me` from 5,137 to 24 req/s: every download
// rendered the PDF on the event loop. Now a draw's PDF is rendered once, in the report render pool's worker threads
// (issue 25 item 2), and kept (downloads during the render wait for it), a correction of the draw renders anew, and
// renders are capped per user and in total with a Swedish 429.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { pdfText } from '../reports/report-harness.js';

// Counts the winners PDFs sent to the render pool and lets a test hold them until it releases them; counts the pdfkit
// documents made on this thread, the one that answers every request (the pool's workers load their own pdfkit).
const renders = vi.hoisted(() => ({ count: 0, held: null as Promise<void> | null, turnsTaken: 0, mainThreadPdfs: 0 }));
vi.mock(import('../../../server/reports/render-pool.js'), async (original) => {
  const real = await original();
  return {
    ...real,
    createRenderPool: (...args: Parameters<typeof real.createRenderPool>) => {
      const pool = real.createRenderPool(...args);
      return {
        ...pool,
        renderPdfDocument: async (...job: Parameters<typeof pool.renderPdfDocument>) => {
          renders.count += 1;
          if (renders.held !== null) await renders.held;
          return pool.renderPdfDocument(...job);
        },
      };
    },
  };
});
vi.mock('pdfkit', async (original) => {
  const { default: PDFDocument } = await original<{ default: typeof import('pdfkit') }>();
  return { default: class extends PDFDocument { constructor(...options: ConstructorParameters<typeof PDFDocument>) { super(...options); renders.mainThreadPdfs += 1; } } };
});

// Counts the turns asked for, so a test knows when its downloads have all reached the line.
vi.mock(import('../../../server/winners/download-turns.js'), async (original) => {
  const real = await original();
  return {
    createDownloadTurns: (...args: Parameters<typeof real.createDownloadTurns>) => {
      const turns = real.createDownloadTurns(...args);
      return { ...turns, take: (username: string) => { renders.turnsTaken += 1; return turns.take(username); } };
    },
  };
});

const FILE = '/api/api-retail/v2/winnerslist/archive/file';
const BUSY = { code: 'error.winners.busy', message: 'Många vinstlistor skapas just nu. Försök igen om en stund.' };
const DOWNLOADS = { code: 'error.winners.downloads', message: 'Du hämtar redan många vinstlistor. Vänta tills de är hämtade och försök igen.' };
const BUSY_USER = { code: 'error.winners.busy-user', message: 'Du har redan vinstlistor som skapas. Vänta tills de är klara och försök igen.' };

let t: TestApp;
afterEach(async () => {
  renders.held = null;
  await t.close();
});

async function start(reportRendering = {}) {
  t = await buildTestApp({ reportRendering });
  tokens.clear();
  renders.count = 0;
  renders.turnsTaken = 0;
  renders.mainThreadPdfs = 0;
  return t.db.prepare<[], { file_id: string }>("SELECT file_id FROM winners_lists WHERE game_type = 'V75' ORDER BY draw_date DESC").all().map((row) => row.file_id);
}
const tokens = new Map<string, Promise<string>>();
const download = async (username: string, fileId: string) => {
  if (!tokens.has(username)) tokens.set(username, accessTokenFor(t, username));
  return t.app.inject({ method: 'GET', url: `${FILE}/${fileId}`, headers: bearer(await tokens.get(username)!) });
};
/** Holds every render until the returned function is called. */
function holdRenders(): () => void {
  let release = () => {};
  renders.held = new Promise((resolve) => { release = resolve; });
  return release;
}

describe('winners PDFs cannot starve the API', () => {
  it('a winners PDF renders in the report render pool\'s worker threads, not on the thread that answers every request', async () => {
    const [fileId] = await start({ threads: 1 });
    const answer = await download('1001_SALJ', fileId!);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(answer.rawPayload)).toContain('Vinstlista V75');
    expect(renders.count).toBe(1);
    expect(renders.mainThreadPdfs).toBe(0);
  });

  it('32 downloads at once of one list render it once; a later download is served from the kept PDF', async () => {
    const [fileId] = await start();
    const answers = await Promise.all(Array.from({ length: 32 }, () => download('1001_SALJ', fileId!)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(32).fill(200));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(renders.count).toBe(1);
    const later = await download('1001_MGR', fileId!);
    expect(later.statusCode).toBe(200);
    expect(later.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(renders.count).toBe(1);
  });

  it('a corrected draw is rendered anew with the correction', async () => {
    const [fileId] = await start();
    expect((await download('1001_SALJ', fileId!)).statusCode).toBe(200);
    t.db.prepare("UPDATE winners_lists SET track_name = 'Rättad bana' WHERE file_id = ?").run(fileId);
    const corrected = await download('1001_SALJ', fileId!);
    expect(renders.count).toBe(2);
    expect(await pdfText(corrected.rawPayload)).toContain('Rättad bana');
  });

  it('over the per-user cap: 429 with the Swedish text; another user renders; all are made after the release', async () => {
    const [a, b, c] = await start({ perUser: 1, total: 10 });
    const release = holdRenders();
    const first = download('1001_SALJ', a!);
    await vi.waitFor(() => expect(renders.count).toBe(1), { timeout: 60_000 });
    const mine = await download('1001_SALJ', b!);
    expect(mine.statusCode).toBe(429);
    expect(mine.json()).toEqual(BUSY_USER);
    const joining = download('1001_SALJ', a!); // the list being rendered: waits for that render, no cap
    const colleague = download('1001_MGR', c!);
    await vi.waitFor(() => expect(renders.count).toBe(2), { timeout: 60_000 });
    release();
    expect((await first).statusCode).toBe(200);
    expect((await joining).statusCode).toBe(200);
    expect((await colleague).statusCode).toBe(200);
    expect(renders.count).toBe(2);
    expect((await download('1001_SALJ', b!)).statusCode).toBe(200); // the refusal was not kept
  });

  it('over the total cap: 429 for the next user until the renders are done', async () => {
    const [a, b] = await start({ perUser: 5, total: 1 });
    const release = holdRenders();
    const first = download('1001_SALJ', a!);
    await vi.waitFor(() => expect(renders.count).toBe(1), { timeout: 60_000 });
    const other = await download('1001_MGR', b!);
    expect(other.statusCode).toBe(429);
    expect(other.json()).toEqual(BUSY);
    release();
    expect((await first).statusCode).toBe(200);
    expect((await download('1001_MGR', b!)).statusCode).toBe(200);
  });

  it('a user\'s downloads beyond two wait in line (no 429 up to its bound of 64); past it 429; a colleague has a line of their own', async () => {
    const [a] = await start();
    const release = holdRenders();
    const lined = Array.from({ length: 2 + 64 }, () => download('1001_SALJ', a!));
    await vi.waitFor(() => expect(renders.turnsTaken).toBe(66), { timeout: 60_000 });
    const past = await download('1001_SALJ', a!);
    expect(past.statusCode).toBe(429);
    expect(past.json()).toEqual(DOWNLOADS);
    const colleague = download('1001_MGR', a!);
    await vi.waitFor(() => expect(renders.turnsTaken).toBe(68), { timeout: 60_000 });
    release();
    expect((await Promise.all(lined)).map((r) => r.statusCode)).toEqual(Array(66).fill(200));
    expect((await colleague).statusCode).toBe(200);
    expect(renders.count).toBe(1);
    expect((await download('1001_SALJ', a!)).statusCode).toBe(200); // the line has emptied
  });
});
