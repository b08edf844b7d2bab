// The login and session repositories behave the same on SQLite and PostgreSQL: a login attempt is reserved by one
// UPDATE … RETURNING (of parallel guesses only the limit pass), the lock grows and is lifted only by a right password
// after it ends, known browsers count on their own, a code and a ticket are redeemed once however many race, a refresh
// token rotates once and its family ends, login rate-limit hits are each counted once, the legacy signing keys move
// out, and the password history keeps its last ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../../server/db/store.js';
import { createAccountRepository } from '../../../server/repositories/account-repository.js';
import { createAuthFlowRepository } from '../../../server/repositories/auth-flow-repository.js';
import { createClientLogRepository, type ClientLogEntry } from '../../../server/repositories/client-log-repository.js';
import { createLoginRateLimitRepository, ENDED_WINDOWS_PRUNED_PER_HIT } from '../../../server/repositories/login-rate-limit-repository.js';
import { createRefreshTokenRepository } from '../../../server/repositories/refresh-token-repository.js';
import { createSigningKeyRepository } from '../../../server/repositories/signing-key-repository.js';
import { createUsedTicketRepository } from '../../../server/repositories/used-ticket-repository.js';
import { createUserRepository, type NewUser } from '../../../server/repositories/user-repository.js';
import { storeCases } from '../../support/store-cases.js';

const cases = storeCases('auth_repositories');

const LIMIT = 5;
const BASE_MS = 15 * 60_000;
const NOW = new Date('2026-11-02T08:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

const newUser = (username: string, changes: Partial<NewUser> = {}): NewUser => ({
  username, firstname: 'Lena', lastname: 'Åström', alias: null, mobile: null, roles: ['SALJARE'], socialSecurityNumber: null,
  personId: null, passwordHash: `hash-of-${username}`, passwordExpireDate: '2027-01-31', forcePasswordChange: false,
  gdprAcceptDate: null, storeChainId: null, agencyNumber: '1001', partner: null, ...changes,
});

describe.each(cases)('login and session repositories on $name', ({ open }) => {
  let store: Store;
  let drop: () => Promise<void>;
  let users: ReturnType<typeof createUserRepository>;

  beforeAll(async () => {
    ({ store, drop } = await open());
    await store.db.insertInto('chains').values({ chain_id: 7, chain_name: 'Kedjan' }).execute();
    await store.db.insertInto('agencies').values({
      agency_number: '1001', agency_name: 'Butik 1001', retail_chain_id: 7, weekday_opening: '0900', weekday_closing: '2000',
      sat_opening: '1000', sat_closing: '1600', sun_opening: '0000', sun_closing: '0000',
    }).execute();
    users = createUserRepository(store);
    for (const name of ['GUESSED', 'DEVICE_OWNER', 'STAFF_LOCKED', 'CODE_USER', 'TOKEN_USER', 'OTHER_USER', 'CHANGER']) {
      expect(await users.insertIfMissing(newUser(name, { locked: name === 'STAFF_LOCKED' }))).toBe(true);
    }
  });
  afterAll(async () => drop());

  it('seeds idempotently and reads a user with the chain of their agency, case-insensitively', async () => {
    expect(await users.insertIfMissing(newUser('guessed'))).toBe(false);
    expect(await users.existingUsernames()).toContain('GUESSED');
    expect(await users.findByUsername('guessed')).toMatchObject({
      username: 'GUESSED', roles: ['SALJARE'], storeChainId: 7, locked: false, lockedUntil: null, lockCount: 0, failedLogins: 0, version: 1,
    });
    expect(await users.findByUsername('NOBODY')).toBeUndefined();
    expect(await users.findByUsername('GUESSED')).toMatchObject({ forcePasswordChange: false, gdprAcceptDate: null });
  });

  it('of ten parallel guesses only the limit reserve an attempt; the spent user locks, the lock doubles, success clears it', async () => {
    const reserved = await Promise.all(Array.from({ length: 10 }, () => users.reserveLoginAttempt('GUESSED', NOW, LIMIT)));
    expect(reserved.filter(Boolean)).toHaveLength(LIMIT);
    expect(await users.lockIfSpent('GUESSED', NOW, LIMIT, BASE_MS)).toBe(NOW.getTime() + BASE_MS);
    // Locked: no reservation, no second lock, no success, until the lock ends.
    expect(await users.reserveLoginAttempt('GUESSED', at(BASE_MS - 1), LIMIT)).toBe(false);
    expect(await users.lockIfSpent('GUESSED', at(1), LIMIT, BASE_MS)).toBeUndefined();
    expect(await users.recordSuccessfulLogin('GUESSED', at(BASE_MS - 1))).toBe(false);
    // The next lock is twice as long.
    const later = at(BASE_MS);
    for (let i = 0; i < LIMIT; i += 1) expect(await users.reserveLoginAttempt('GUESSED', later, LIMIT)).toBe(true);
    expect(await users.lockIfSpent('GUESSED', later, LIMIT, BASE_MS)).toBe(later.getTime() + 2 * BASE_MS);
    expect(await users.findByUsername('GUESSED')).toMatchObject({ lockCount: 2, failedLogins: 0, lockedUntil: later.getTime() + 2 * BASE_MS });
    // After it ends, a right password clears the counts.
    const after = at(3 * BASE_MS);
    expect(await users.reserveLoginAttempt('GUESSED', after, LIMIT)).toBe(true);
    expect(await users.lockIfSpent('GUESSED', after, LIMIT, BASE_MS)).toBeUndefined(); // one failure locks nothing
    expect(await users.recordSuccessfulLogin('GUESSED', after)).toBe(true);
    expect(await users.findByUsername('GUESSED')).toMatchObject({ lockCount: 0, failedLogins: 0, lockedUntil: null, lastLoginDate: after.toISOString() });
  });

  it('the lock stops growing at 64 times its base', async () => {
    await store.db.updateTable('users').set({ lock_count: 9, failed_logins: LIMIT }).where('username', '=', 'GUESSED').execute();
    expect(await users.lockIfSpent('GUESSED', NOW, LIMIT, BASE_MS)).toBe(NOW.getTime() + 64 * BASE_MS);
  });

  it('a staff lock refuses every reservation; a one-time password lifts every lock and forces a change', async () => {
    expect(await users.reserveLoginAttempt('STAFF_LOCKED', NOW, LIMIT)).toBe(false);
    expect(await users.unlockAndForceChange('STAFF_LOCKED', 'one-time-hash')).toBe(true);
    expect(await users.findByUsername('STAFF_LOCKED')).toMatchObject({ locked: false, forcePasswordChange: true, gdprAcceptDate: null, passwordHash: 'one-time-hash', version: 2 });
    expect(await users.unlockAndForceChange('NOBODY', 'x')).toBe(false);
  });

  it('a known browser counts its own attempts and lock; the staff lock undoes its reset; the newest devices are kept', async () => {
    await users.addKnownDevice('DEVICE_OWNER', { hash: 'device-a', expiresAt: at(60_000).getTime(), keep: 2 }, NOW);
    expect(await users.knownDevice(['unknown', 'device-a'], 'device_owner', NOW)).toBe('device-a');
    expect(await users.knownDevice(['device-a'], 'OTHER_USER', NOW)).toBeUndefined();
    expect(await users.knownDevice(['device-a'], 'DEVICE_OWNER', at(60_000))).toBeUndefined(); // expired
    const reserved = await Promise.all(Array.from({ length: 8 }, () => users.reserveDeviceAttempt('device-a', NOW, LIMIT)));
    expect(reserved.filter(Boolean)).toHaveLength(LIMIT);
    expect(await users.lockDeviceIfSpent('device-a', NOW, LIMIT, BASE_MS)).toBe(NOW.getTime() + BASE_MS);
    expect(await users.reserveDeviceAttempt('device-a', at(1), LIMIT)).toBe(false);
    expect(await users.recordDeviceLogin('DEVICE_OWNER', 'device-a', at(1))).toBe(false);
    // The user's own attempts are untouched by the device's.
    expect(await users.findByUsername('DEVICE_OWNER')).toMatchObject({ failedLogins: 0, lockedUntil: null });
    // A staff lock set meanwhile: the device's reset rolls back with the refused login.
    const free = at(BASE_MS);
    await store.db.updateTable('users').set({ locked: 1 }).where('username', '=', 'DEVICE_OWNER').execute();
    expect(await users.reserveDeviceAttempt('device-a', free, LIMIT)).toBe(true);
    expect(await users.recordDeviceLogin('DEVICE_OWNER', 'device-a', free)).toBe(false);
    const device = () => store.db.selectFrom('login_devices').select(['failed_logins', 'lock_count']).where('device_hash', '=', 'device-a').executeTakeFirstOrThrow();
    expect(await device()).toEqual({ failed_logins: 1, lock_count: 1 });
    await store.db.updateTable('users').set({ locked: 0 }).where('username', '=', 'DEVICE_OWNER').execute();
    expect(await users.recordDeviceLogin('DEVICE_OWNER', 'device-a', free)).toBe(true);
    expect(await device()).toEqual({ failed_logins: 0, lock_count: 0 });
    // Replacing, expiring and capping: a third device keeps only the newest two.
    await users.addKnownDevice('DEVICE_OWNER', { hash: 'device-b', replaces: 'device-a', expiresAt: at(90_000).getTime(), keep: 2 }, at(1_000));
    await users.addKnownDevice('DEVICE_OWNER', { hash: 'device-c', expiresAt: at(90_000).getTime(), keep: 2 }, at(2_000));
    await users.addKnownDevice('DEVICE_OWNER', { hash: 'device-d', expiresAt: at(90_000).getTime(), keep: 2 }, at(3_000));
    const kept = await store.db.selectFrom('login_devices').select('device_hash').orderBy('device_hash').execute();
    expect(kept.map((row) => row.device_hash)).toEqual(['device-c', 'device-d']);
  });

  it('a flow completes once, and of five parallel redemptions of its code exactly one is the first use', async () => {
    const flows = createAuthFlowRepository(store);
    const flow = { flowId: 'flow-1', clientId: 'portal-haapi', redirectUri: 'http://localhost/callback', codeChallenge: 'challenge', state: 's', createdAt: NOW.getTime(), expiresAt: at(600_000).getTime() };
    await flows.createFlow(flow);
    expect(await flows.findFlow('flow-1')).toEqual({ ...flow, completedAt: null });
    const code = { codeHash: 'code-1', flowId: 'flow-1', clientId: 'portal-haapi', redirectUri: flow.redirectUri, codeChallenge: 'challenge', username: 'CODE_USER', createdAt: NOW.getTime(), expiresAt: at(60_000).getTime() };
    expect(await flows.completeFlowWithCode(code)).toBe(true);
    expect(await flows.completeFlowWithCode({ ...code, codeHash: 'code-2' })).toBe(false);
    const claims = await Promise.all(Array.from({ length: 5 }, () => flows.claimCode('code-1', at(1_000).getTime())));
    expect(claims.map((claim) => claim?.firstUse)).toEqual(expect.arrayContaining([true, false]));
    expect(claims.filter((claim) => claim?.firstUse === true)).toHaveLength(1);
    expect(claims.find((claim) => claim?.firstUse === true)?.code).toEqual({ ...code, usedAt: null });
    expect(claims.find((claim) => claim?.firstUse === false)?.code.usedAt).toBe(at(1_000).getTime());
    expect(await flows.claimCode('code-2', NOW.getTime())).toBeUndefined();
    // Housekeeping: the expired flow goes, and its code with it.
    expect(await flows.purgeExpired(at(600_001).getTime())).toBe(1);
    expect(await flows.claimCode('code-1', NOW.getTime())).toBeUndefined();
  });

  it('a refresh token rotates once however many race; its family ends by revocation, by code, or by user', async () => {
    const tokens = createRefreshTokenRepository(store);
    const token = (tokenHash: string, familyId: string, codeHash: string | null = null, username = 'TOKEN_USER') =>
      ({ tokenHash, familyId, username, clientId: 'portal-haapi', codeHash, createdAt: NOW.getTime(), familyExpiresAt: at(8 * 3_600_000).getTime() });
    // The user a live session belongs to (the API guard's one read), null once it ended.
    const holderOf = async (familyId: string) => (await tokens.liveSession(familyId))?.user.username ?? null;
    await tokens.insert(token('t1', 'family-1', 'code-x'));
    expect(await holderOf('family-1')).toBe('TOKEN_USER');
    const rotations = await Promise.all(['t2', 't2', 't2'].map((next) => tokens.rotate('t1', token(next, 'family-1', 'code-x'))));
    expect(rotations.filter(Boolean)).toHaveLength(1);
    expect(await tokens.findByHash('t1')).toMatchObject({ usedAt: NOW.getTime(), revokedAt: null });
    expect(await tokens.findByHash('t2')).toMatchObject({ familyId: 'family-1', usedAt: null });
    expect(await tokens.rotate('t1', token('t3', 'family-1'))).toBe(false); // spent: a replay
    expect(await tokens.findByHash('t3')).toBeUndefined();
    expect(await tokens.revokeFamily('family-1', at(1).getTime())).toBe(2);
    expect(await holderOf('family-1')).toBeNull();
    expect(await tokens.rotate('t2', token('t4', 'family-1'))).toBe(false); // revoked
    // A replayed code revokes the families it started; a user's families end but the one kept.
    await tokens.insert(token('c1', 'family-c', 'code-y'));
    expect(await tokens.revokeByCodeHash('code-y', at(2).getTime())).toBe(1);
    await tokens.insert(token('u1', 'family-u1'));
    await tokens.insert(token('u2', 'family-u2'));
    await tokens.insert(token('o1', 'family-o1', null, 'OTHER_USER'));
    expect(await tokens.revokeUserFamilies('token_user', at(3).getTime(), 'family-u2')).toBe(1);
    expect([await holderOf('family-u1'), await holderOf('family-u2')]).toEqual([null, 'TOKEN_USER']);
    expect(await tokens.revokeUser('TOKEN_USER', at(4).getTime())).toBe(1);
    expect(await holderOf('family-o1')).toBe('OTHER_USER');
    // A staff lock ends the session too.
    await store.db.updateTable('users').set({ locked: 1 }).where('username', '=', 'OTHER_USER').execute();
    expect(await holderOf('family-o1')).toBeNull();
    expect(await tokens.purgeExpired(at(8 * 3_600_000 + 1).getTime())).toBe(6);
  });

  it('of ten parallel claims of a ticket exactly one wins; expired ones are purged', async () => {
    const tickets = createUsedTicketRepository(store);
    const now = NOW.getTime();
    const claims = await Promise.all(Array.from({ length: 10 }, () => tickets.claim('jti-1', now + 60_000, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await tickets.claim('jti-2', now + 60_000, now)).toBe(true);
    expect(await tickets.count()).toBe(2);
    expect(await tickets.claim('jti-3', now + 121_000, now + 61_000)).toBe(true);
    expect(await tickets.count()).toBe(1);
  });

  it('of twenty parallel login rate-limit hits on one bucket each count is given once; a window ends and starts over; ended ones are pruned a bounded batch at a time', async () => {
    const counters = createLoginRateLimitRepository(store);
    const now = NOW.getTime();
    const hits = await Promise.all(Array.from({ length: 20 }, () => counters.hit('authenticate:user:GUESSED', 60_000, now)));
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_v, i) => i + 1));
    expect(new Set(hits.map((hit) => hit.windowEndsAt))).toEqual(new Set([now + 60_000]));
    expect(await counters.hit('authenticate:user:GUESSED', 60_000, now + 59_999)).toEqual({ hits: 21, windowEndsAt: now + 60_000 });
    expect(await counters.hit('authenticate:user:GUESSED', 60_000, now + 60_000)).toEqual({ hits: 1, windowEndsAt: now + 120_000 });
    // Ended windows: a hit that opens a window deletes at most ENDED_WINDOWS_PRUNED_PER_HIT of them; live ones stay.
    const ended = ENDED_WINDOWS_PRUNED_PER_HIT + 20;
    await store.db.insertInto('login_rate_limits')
      .values(Array.from({ length: ended }, (_v, i) => ({ bucket: `authenticate:ip:10.1.${Math.floor(i / 250)}.${i % 250}`, hits: 3, window_ends_at: now }))).execute();
    expect(await counters.hit('authenticate:ip:10.9.9.9', 60_000, now + 60_000)).toEqual({ hits: 1, windowEndsAt: now + 120_000 });
    expect(await counters.count()).toBe(2 + 20);
    expect(await counters.hit('authenticate:ip:10.9.9.9', 60_000, now + 60_001)).toEqual({ hits: 2, windowEndsAt: now + 120_000 });
    expect(await counters.count()).toBe(2 + 20);
    expect(await counters.pruneEnded(now + 60_000)).toBe(20);
    expect(await counters.count()).toBe(2);
    // Prunes at once (several instances) neither fail nor count a row twice: each row is deleted by one of them.
    await store.db.insertInto('login_rate_limits')
      .values(Array.from({ length: 250 }, (_v, i) => ({ bucket: `internal-login:ip:10.2.0.${i}`, hits: 1, window_ends_at: now }))).execute();
    const pruned = await Promise.all(Array.from({ length: 5 }, () => counters.pruneEnded(now + 60_000)));
    expect(pruned.every((n) => n <= ENDED_WINDOWS_PRUNED_PER_HIT)).toBe(true);
    expect(pruned.reduce((a, b) => a + b, 0)).toBe(252 - await counters.count());
  });

  it('legacy signing keys are listed the one that signed last first, and deleted', async () => {
    const keys = createSigningKeyRepository(store);
    await store.db.insertInto('signing_keys').values([
      { kid: 'old', alg: 'ES256', private_jwk: '{"d":"old"}', public_jwk: '{}', created_at: 1, active: 0 },
      { kid: 'newer-inactive', alg: 'ES256', private_jwk: '{"d":"newer"}', public_jwk: '{}', created_at: 3, active: 0 },
      { kid: 'active', alg: 'ES256', private_jwk: '{"d":"active"}', public_jwk: '{}', created_at: 2, active: 1 },
    ]).execute();
    expect(await keys.listLegacy()).toEqual([
      { kid: 'active', privateJwk: '{"d":"active"}' }, { kid: 'newer-inactive', privateJwk: '{"d":"newer"}' }, { kid: 'old', privateJwk: '{"d":"old"}' },
    ]);
    await keys.deleteAll();
    expect(await keys.listLegacy()).toEqual([]);
  });

  it('a password change keeps the replaced hashes up to the limit, refuses a stale current hash, and versions profiles', async () => {
    const account = createAccountRepository(store);
    const change = (oldHash: string, newHash: string, ms: number) =>
      account.changePassword({ username: 'CHANGER', oldHash, newHash, passwordExpireDate: '2027-03-01', at: NOW.getTime() + ms, keep: 2 });
    await store.db.updateTable('users').set({ failed_logins: 3, force_password_change: 1 }).where('username', '=', 'CHANGER').execute();
    expect(await change('hash-of-CHANGER', 'h1', 1)).toBe(true);
    expect(await users.findByUsername('CHANGER')).toMatchObject({ passwordHash: 'h1', forcePasswordChange: false, failedLogins: 0, passwordExpireDate: '2027-03-01', version: 2 });
    expect(await change('hash-of-CHANGER', 'h2', 2)).toBe(false); // no longer the current hash: nothing written
    expect(await change('h1', 'h2', 3)).toBe(true);
    expect(await change('h2', 'h3', 4)).toBe(true);
    expect(await account.previousPasswordHashes('CHANGER', 10)).toEqual(['h2', 'h1']);
    expect(await account.previousPasswordHashes('changer', 1)).toEqual(['h2']);
    // Of two saves at the same version one wins.
    const saves = await Promise.all([4, 4].map((version, i) => account.updateProfile('CHANGER', version, { mobile: `+4670000000${i}`, alias: null, gdprAcceptDate: '2026-11-02' })));
    expect(saves.filter((version) => version !== undefined)).toEqual([5]);
    expect(await users.findByUsername('CHANGER')).toMatchObject({ forcePasswordChange: false, gdprAcceptDate: '2026-11-02' });
  });

  it('client log lines are a ring of the newest', async () => {
    const logs = createClientLogRepository(store);
    const line = (msg: string): ClientLogEntry => ({
      createdAt: NOW.toISOString(), username: null, logLevel: 'info', msg, error: null, clientTime: null, clientTimestamp: null,
      browser: null, browserVersion: null, os: null, url: null,
    });
    for (let i = 1; i <= 5; i += 1) await logs.append(line(`line ${i}`), 3);
    expect(await logs.count()).toBe(3);
    expect((await logs.recent(2)).map((entry) => entry.msg)).toEqual(['line 5', 'line 4']);
  });
});
