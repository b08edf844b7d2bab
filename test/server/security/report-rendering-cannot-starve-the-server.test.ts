// Finding 7 (issue 9): GET /me fell from 1,220 to 13.6 req/s while 4 PDFs rendered on the event loop. Now PDF and XLSX
// render in a worker pool (piscina), capped per user and in total, with a Swedish 429 over a cap.
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { API, reportBody } from '../reports/report-harness.js';

let t: TestApp;
afterEach(async () => t.close());

const BUSY = { code: 'error.report.busy', message: 'Många rapporter skapas just nu. Försök igen om en stund.' };
const BUSY_USER = { code: 'error.report.busy-user', message: 'Du har redan rapporter som skapas. Vänta tills de är klara och försök igen.' };
const body = reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-10-31', P_OMBUDNR: '1001' });

async function report(user: string, code = 'EKORDF01') {
  const token = await accessTokenFor(t, user);
  return t.app.inject({ method: 'POST', url: `${API}/agencies/1001/reports/${code}`, headers: bearer(token), payload: body });
}

describe('report rendering', () => {
  it('a user over their cap gets 429 with the Swedish text; their other report is made', async () => {
    t = await buildTestApp({ reportRendering: { perUser: 1, total: 10, threads: 1 } });
    const answers = await Promise.all([report('1001_MGR'), report('1001_MGR')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(answers.find((r) => r.statusCode === 429)?.json()).toEqual(BUSY_USER);
    expect(answers.find((r) => r.statusCode === 200)?.headers['content-type']).toBe('application/pdf');
  });

  it('over the total cap: 429 for the next user; once the renders are done, reports are made again', async () => {
    t = await buildTestApp({ reportRendering: { perUser: 5, total: 2, threads: 1 } });
    const answers = await Promise.all([report('1001_MGR'), report('1001_EKO'), report('1001_PLUS')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
    expect(answers.find((r) => r.statusCode === 429)?.json()).toEqual(BUSY);
    expect((await report('1001_PLUS')).statusCode).toBe(200);
  });

  // The longest the event loop went without running a 1 ms timer while the four renders ran.
  async function longestStall(work: () => Promise<unknown>): Promise<number> {
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    try {
      await work();
    } finally {
      clearInterval(ticker);
    }
    return Math.max(longest, performance.now() - last);
  }

  it('the event loop stays free while four PDFs render: stalls far shorter than rendering them in-process', async () => {
    const stallWith = async (threads: number) => {
      t = await buildTestApp({ reportRendering: { perUser: 4, total: 8, threads } });
      await report('1001_MGR'); // warm: worker started, definitions compiled
      const stall = await longestStall(async () => {
        const answers = await Promise.all(Array.from({ length: 4 }, () => report('1001_MGR')));
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      });
      await t.close();
      return stall;
    };
    const inProcess = await stallWith(0);
    const pooled = await stallWith(1);
    t = await buildTestApp(); // for afterEach
    expect(pooled).toBeLessThan(inProcess / 2);
  });
});
