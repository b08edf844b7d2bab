// Finding 10 (issue 9), deployment defaults: the webmail ticket travels in a URL (history, access logs), so it opens the
// inbox once. Its jti is claimed with one INSERT into used_tickets, kept until the ticket expires, then purged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open-database.js';
import { sqliteStore } from '../../../server/db/store.js';
import { createUsedTicketRepository } from '../../../server/repositories/used-ticket-repository.js';
import { call } from '../account/account-helpers.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

async function ticketUrl(user = '1001_MGR'): Promise<string> {
  const response = await call(t, user, 'GET', '/api-retail/v1/webmail/sso-link');
  expect(response.statusCode).toBe(200);
  return (response.json() as { url: string }).url.replace('http://localhost', '');
}

const open = (url: string) => t.app.inject({ method: 'GET', url });

describe('the webmail ticket is single-use', () => {
  it('opens the inbox once; the same link again answers 401 with a note to open the mail from the portal', async () => {
    const url = await ticketUrl();
    const first = await open(url);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Inkorg för Karin Lindqvist (1001_MGR)');
    const again = await open(url);
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('<p class="error" role="alert">Länken har redan använts. Öppna webbmailen från portalen igen.</p>');
    expect(again.body).not.toContain('Inkorg för');
    expect(again.headers['cache-control']).toBe('no-store');
    // A fresh link works again.
    expect((await open(await ticketUrl())).statusCode).toBe(200);
  });

  it('of ten redemptions at once exactly one opens the inbox', async () => {
    const url = await ticketUrl('TELIA1');
    const answers = await Promise.all(Array.from({ length: 10 }, () => open(url)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(401)]);
  });

  it('two database connections (two processes) claiming the same ticket: one wins', async () => {
    const a = createUsedTicketRepository(t.store);
    const other = sqliteStore(openDatabase(t.config.databasePath));
    try {
      const b = createUsedTicketRepository(other);
      const now = t.clock.now().getTime();
      expect(await Promise.all([a.claim('same-jti', now + 60_000, now), b.claim('same-jti', now + 60_000, now)])).toEqual([true, false]);
    } finally {
      await other.close();
    }
  });

  it('forgets used tickets once they have expired, so the table holds only the last minute', async () => {
    const used = createUsedTicketRepository(t.store);
    await open(await ticketUrl());
    expect(await used.count()).toBeGreaterThan(0);
    t.clock.advance(61_000);
    await open(await ticketUrl());
    expect(await used.count()).toBe(1);
  });

  it('an expired ticket is still refused as expired (the purge never reopens a ticket)', async () => {
    const url = await ticketUrl();
    expect((await open(url)).statusCode).toBe(200);
    t.clock.advance(61_000);
    await open(await ticketUrl()); // purges the first ticket's record
    const late = await open(url);
    expect(late.statusCode).toBe(401);
    expect(late.body).toContain('Länken har gått ut.');
  });
});
