// Issue 38 §4: the first PDF of a session took 6.6–7.6 s where later ones took 0.2–1.2 s, because the render worker
// started cold at that first request. Now the workers load pdfkit and exceljs and render a throw-away PDF and XLSX at
// start, and the app is ready only after them. How long the first report takes is a timing: `npm run bench:reports`
// prints "first report ÷ warm report"; these tests check the mechanism.
import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { clientGoneSignal } from '../../../server/http/client-gone.js';
import { createRenderPool, type RenderPool } from '../../../server/reports/render-pool.js';
import type { ReportDocument } from '../../../server/reports/report-document.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

const DOC: ReportDocument = {
  code: 'EKORDF01', title: 'Daglig försäljning', subject: ['Ombud', '1001 Kioskkompaniet'], period: '2026-10-01 – 2026-10-31',
  generatedAt: '2026-11-02 09:00', columns: [{ key: 'amount', title: 'Belopp', kind: 'amount', total: 'sum' }],
  rows: [{ amount: 12.5 }], totals: { amount: 12.5 }, totalsLabel: 'Summa',
};
const NOW = new Date('2026-11-02T08:00:00Z');
const CANCELLED = { statusCode: 499, code: 'error.report.cancelled', message: 'Rapporten avbröts.' };

let pool: RenderPool | undefined;
let t: TestApp | undefined;
afterEach(async () => {
  await pool?.close();
  await t?.close();
  pool = undefined;
  t = undefined;
});

describe('render workers warm at start', () => {
  it('the app is ready only once every render worker has rendered its warm-up (the start-up log says so)', async () => {
    const lines: { msg?: string; workers?: number }[] = [];
    t = await buildTestApp({ logLevel: 'info', reportRendering: { threads: 1, warmUp: true } }, { logStream: { write: (line) => { lines.push(JSON.parse(line) as { msg?: string }); } } });
    expect(lines.filter((line) => line.msg === 'rapportrenderarna är uppvärmda').map((line) => line.workers)).toEqual([1]);
  });

  it('ready() resolves after each worker has warmed up; a pool without warm-up starts none and warms none', async () => {
    pool = createRenderPool({ threads: 1, warmUp: true });
    await pool.ready();
    expect(pool.warmWorkers()).toBe(1);
    const lazy = createRenderPool({ threads: 1, warmUp: false });
    try {
      await lazy.ready();
      expect(lazy.warmWorkers()).toBe(0);
      expect((await lazy.render('1001_MGR', 'pdf', DOC, NOW)).subarray(0, 5).toString()).toBe('%PDF-');
      expect(lazy.warmWorkers()).toBe(0);
    } finally {
      await lazy.close();
    }
  });
});

describe('a render whose client has gone', () => {
  it('queued for a worker still starting: dropped with 499 error.report.cancelled, its slot freed', async () => {
    pool = createRenderPool({ threads: 1, warmUp: false, perUser: 1 });
    const client = new AbortController();
    const render = pool.render('1001_MGR', 'pdf', DOC, NOW, client.signal);
    client.abort();
    await expect(render).rejects.toMatchObject(CANCELLED);
    expect(pool.inFlight()).toBe(0);
    expect((await pool.render('1001_MGR', 'xlsx', DOC, NOW)).subarray(0, 2).toString()).toBe('PK');
  });

  it('running on a warm worker: stopped with its worker; the replacement warms up, then renders the next report', async () => {
    pool = createRenderPool({ threads: 1, warmUp: true });
    await pool.ready();
    const client = new AbortController();
    const render = pool.render('1001_MGR', 'pdf', DOC, NOW, client.signal);
    client.abort();
    await expect(render).rejects.toMatchObject(CANCELLED);
    expect((await pool.render('1001_MGR', 'pdf', DOC, NOW)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pool.warmWorkers()).toBe(2);
  });

  it('the signal aborts when the connection closes before the answer is written, not after it was', () => {
    const reply = (destroyed = false) => {
      const raw = Object.assign(new EventEmitter(), { destroyed, writableFinished: false, socket: { destroyed } });
      return { raw, signal: clientGoneSignal({ raw } as unknown as FastifyReply) };
    };
    const gone = reply();
    expect(gone.signal.aborted).toBe(false);
    gone.raw.emit('close');
    expect(gone.signal.aborted).toBe(true);
    const answered = reply();
    answered.raw.writableFinished = true;
    answered.raw.emit('close');
    expect(answered.signal.aborted).toBe(false);
    expect(reply(true).signal.aborted).toBe(true);
  });
});
