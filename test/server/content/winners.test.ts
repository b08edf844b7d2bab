// The winners-list archive (spec part 2 §2, §7): V75 first, the others alphabetical; real PDFs named game-date.pdf;
// no winners material for digital and track outlets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { pdfText } from '../reports/report-harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

interface Archive {
  winnersList: { gameType: string; entries: { date: string; fileId: string; trackName: string }[] }[];
}

const archiveAs = async (username: string) =>
  t.app.inject({ method: 'GET', url: '/api/api-retail/v2/winnerslist/archive', headers: bearer(await accessTokenFor(t, username)) });

describe('winners-list archive', () => {
  it('groups by game type, V75 first then alphabetical, newest first within a game', async () => {
    const response = await archiveAs('1001_MGR');
    expect(response.statusCode).toBe(200);
    const { winnersList } = response.json<Archive>();
    expect(winnersList.map((group) => group.gameType)).toEqual(['V75', 'DD', 'GS75', 'V4', 'V5', 'V64', 'V65', 'V86']);
    for (const group of winnersList) {
      expect(group.entries.length).toBeGreaterThanOrEqual(4);
      const dates = group.entries.map((entry) => entry.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
  });

  it('downloads a real winners list PDF named game-date.pdf', async () => {
    const { winnersList } = (await archiveAs('1001_MGR')).json<Archive>();
    const entry = winnersList[0]!.entries[0]!;
    const response = await t.app.inject({ method: 'GET', url: `/api/api-retail/v2/winnerslist/archive/file/${entry.fileId}`, headers: bearer(await accessTokenFor(t, '1001_MGR')) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="V75-${entry.date}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Vinstlista V75');
    expect(text).toContain(`${entry.trackName}, ${entry.date}`);
    expect(text).toContain('7 rätt');
    expect(text).toContain('Avd 7');
  });

  it.each(['2002_MGR', '3003_MGR'])('refuses %s (digital and track outlets)', async (username) => {
    expect((await archiveAs(username)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    const headers = bearer(await accessTokenFor(t, '1001_MGR'));
    expect((await t.app.inject({ method: 'GET', url: '/api/api-retail/v2/winnerslist/archive/file/V75-1999-01-01', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/api-retail/v2/winnerslist/archive/file/..%2Fx', headers })).statusCode).toBe(400);
  });
});
