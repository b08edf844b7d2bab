// Finding 11 (issue 9): memory under a fuzz run. The heap snapshots of bench/load/memory.ts show the JS heap flat after
// GC (docs/security.md); this test holds the in-memory structures a client can fill to their bounds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStoredKey, importKeySet } from '../../../server/auth/signing-key.js';
import { createTokenService } from '../../../server/auth/token-service.js';
import { createRateLimiter } from '../../../server/plugins/rate-limit.js';
import { createUsedTicketRepository } from '../../../server/repositories/used-ticket-repository.js';
import { createUserRepository, type UserRecord } from '../../../server/repositories/user-repository.js';
import { buildTestApp, createTestClock, type TestApp } from '../helpers/build-test-app.js';

let t: TestApp;
let users: UserRecord[];
beforeAll(async () => {
  t = await buildTestApp();
  const repo = createUserRepository(t.store);
  users = await Promise.all(['1001_MGR', '1001_PLUS', '1001_SALJ', '1001_EKO', '2002_MGR'].map(async (name) => (await repo.findByUsername(name))!));
}, 60_000);
afterAll(async () => { await t.close(); });

describe('memory stays bounded', () => {
  it('the verified-token cache keeps at most its size; forgotten tokens still verify', async () => {
    const clock = createTestClock();
    const tokens = createTokenService(await importKeySet([await generateStoredKey()]), clock.now, { cacheSize: 3 });
    const issued = await Promise.all(users.map((user) => tokens.issueAccessToken(user)));
    for (const token of issued) await tokens.verifyAccessToken(token);
    expect(tokens.cachedTokenCount()).toBe(3);
    for (const [i, token] of issued.entries()) expect((await tokens.verifyAccessToken(token)).username).toBe(users[i]?.username);
    expect(tokens.cachedTokenCount()).toBe(3);
  });

  it('forged tokens never enter it; an expired one leaves it when it is presented', async () => {
    const clock = createTestClock();
    const tokens = createTokenService(await importKeySet([await generateStoredKey()]), clock.now);
    const foreign = createTokenService(await importKeySet([await generateStoredKey()]), clock.now);
    for (let i = 0; i < 50; i += 1) {
      await expect(tokens.verifyAccessToken(await foreign.issueAccessToken(users[0]!))).rejects.toThrow();
      await expect(tokens.verifyAccessToken(`e30.e30.${i}`)).rejects.toThrow();
    }
    expect(tokens.cachedTokenCount()).toBe(0);
    const token = await tokens.issueAccessToken(users[0]!);
    await tokens.verifyAccessToken(token);
    expect(tokens.cachedTokenCount()).toBe(1);
    clock.advance(301_000);
    await expect(tokens.verifyAccessToken(token)).rejects.toThrow(/exp/);
    expect(tokens.cachedTokenCount()).toBe(0);
  });

  it('the per-IP limiter of POST /log forgets the least recently seen clients beyond its bound', () => {
    const clock = createTestClock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: clock.now });
    for (let i = 0; i < 12_000; i += 1) limiter.take(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size()).toBe(10_000);
  });

  it('used webmail tickets are purged once expired (the table holds only the last minute)', async () => {
    const used = createUsedTicketRepository(t.store);
    const now = t.clock.now().getTime();
    for (let i = 0; i < 100; i += 1) await used.claim(`jti-${i}`, now + 60_000, now);
    expect(await used.count()).toBe(100);
    await used.claim('later', now + 121_000, now + 61_000);
    expect(await used.count()).toBe(1);
  });
});
