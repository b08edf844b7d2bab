// Issue 27 item 1, signing keys for a fleet (docs/security.md, finding 10): instances sharing one key file verify each
// other's tokens, and `npm run keys:rotate` reaches every one without a restart and without logging anyone out. A token
// naming a kid an instance does not know makes it re-read the file (at most once per interval, so forged kids cannot
// make it read per request), and each instance checks the file when a check is due, so it signs with the new key
// within the check interval. Access tokens, learning and webmail tokens and asset grants share the app's key set.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import type { Config } from '../../../server/config.js';
import { assetSessionOf, createAssetGrants } from '../../../server/content/asset-grants.js';
import { KEY_FILE_NAME, loadSigningKeys, readKeyFile, readKeyFileText, rotateKeyFile } from '../../../server/auth/signing-key-store.js';
import { generateStoredKey, importKeySet, KEY_SOURCE_TIMINGS, type SigningKeys } from '../../../server/auth/signing-key.js';
import { createShortTokens } from '../../../server/auth/short-tokens.js';
import { createTokenService } from '../../../server/auth/token-service.js';
import { createUserRepository, type UserRecord } from '../../../server/repositories/user-repository.js';
import { buildTestApp, createTestClock, type TestApp, type TestClock } from '../helpers/build-test-app.js';
import { DATA as CONTENT, moveToSeedDay } from '../content/content-harness.js';
import { bearer, login, refreshAccess, refreshCookieOf } from '../helpers/login.js';

const ME = '/api/api-retail/v2/me';
const { checkEveryMs, unknownKeyEveryMs } = KEY_SOURCE_TIMINGS;
const kidOf = (token: string) => decodeProtectedHeader(token).kid;
/** An asset session (the cookie beside the grants) for the grants made outside an app. */
const SESSION = assetSessionOf({ username: '1001_MGR', sessionId: 'session-1', roles: [], agencyNumber: '1001', storeChainId: null, givenName: '', familyName: '' })!;
const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: ME, headers: bearer(token) });

describe('two instances on one key file', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let refresh: string;
  let path: string;
  /** The session's next access token, refreshed through the given instance (signed with its key). */
  const issuedBy = async (app: FastifyInstance): Promise<string> => {
    const response = await refreshAccess(app, refresh);
    expect(response.statusCode).toBe(200);
    refresh = refreshCookieOf(response) ?? '';
    return response.json<{ accessToken: string }>().accessToken;
  };

  beforeEach(async () => {
    t = await buildTestApp();
    // The second instance: same database, same key file, same clock.
    other = await buildApp({ config: t.config, store: t.store, now: t.clock.now });
    path = join(t.dir, KEY_FILE_NAME);
    ({ refresh } = await login(t.app, '1001_MGR'));
  });
  afterEach(async () => {
    await other.close();
    await t.close();
  });

  it('each verifies the other\'s tokens', async () => {
    expect((await me(other, await issuedBy(t.app))).statusCode).toBe(200);
    expect((await me(t.app, await issuedBy(other))).statusCode).toBe(200);
  });

  it('a rotation: the instance signing with the new key first is verified by the other at once, and nobody is logged out', async () => {
    const before = await issuedBy(t.app);
    const [first] = readKeyFile(path);
    expect(kidOf(before)).toBe(first?.kid);
    // The other instance checks the file now (nothing changed yet); the first has not checked since it started.
    t.clock.advance(checkEveryMs);
    expect((await me(other, before)).statusCode).toBe(200);
    const [rotated] = await rotateKeyFile(path);
    const after = await issuedBy(t.app);
    expect(kidOf(after)).toBe(rotated?.kid);
    // Not due for a check yet: the unknown kid makes the other re-read the file.
    expect((await me(other, after)).statusCode).toBe(200);
    expect((await me(t.app, before)).statusCode).toBe(200);
    expect((await me(other, before)).statusCode).toBe(200);
    // Having read the file, the other signs with the new key too.
    expect(kidOf(await issuedBy(other))).toBe(rotated?.kid);
  });

  it('without a token naming the new key, an instance signs with it once its check is due', async () => {
    const [rotated] = await rotateKeyFile(path);
    t.clock.advance(checkEveryMs - 1);
    expect(kidOf(await issuedBy(other))).not.toBe(rotated?.kid);
    t.clock.advance(1);
    expect(kidOf(await issuedBy(other))).toBe(rotated?.kid);
  });

  it('two tabs refreshing at once on the two instances, right after a rotation only the first has read: one successor, nobody logged out', async () => {
    t.clock.advance(checkEveryMs);
    await issuedBy(other); // the other checks the file now, so it is not due again when the first rotates under it
    await rotateKeyFile(path);
    const presented = refresh;
    const first = await refreshAccess(t.app, presented); // the first reads the file: its successor is under the new key
    expect(first.statusCode).toBe(200);
    const second = await refreshAccess(other, presented); // the other tab, within the grace, on the instance not yet told
    expect(second.statusCode).toBe(200);
    expect(refreshCookieOf(second)).toBe(refreshCookieOf(first));
  });

  it('an asset URL granted with the rotated key is served by the other instance at once', async () => {
    await moveToSeedDay(t);
    await issuedBy(other); // the other checks the file now; the rotation then reaches it through the unknown grant
    const [rotated] = await rotateKeyFile(path);
    const token = await issuedBy(t.app);
    expect(kidOf(token)).toBe(rotated?.kid);
    // The first article linking an asset, as the SPA asks (one entry per query with include 10).
    let url: string | undefined;
    let cookies: Record<string, string> = {};
    for (let skip = 0; url === undefined && skip < 20; skip += 1) {
      const answer = await t.app.inject({ method: 'POST', url: CONTENT, headers: bearer(token), payload: { contentType: 'article', include: 10, limit: 1, skip } });
      url = answer.json<{ includes?: { Asset?: { fields: { file: { url: string } } }[] } }>().includes?.Asset?.[0]?.fields.file.url;
      cookies = Object.fromEntries(answer.cookies.map((cookie) => [cookie.name, cookie.value]));
    }
    expect(url).toMatch(/^\/content-assets\//);
    expect((await other.inject({ method: 'GET', url: url!, cookies })).statusCode).toBe(200);
  });
});

describe('re-reading the key file is bounded', () => {
  let dir: string;
  let clock: TestClock;
  let reads: number;
  let errors: unknown[];
  let keys: SigningKeys;
  const legacy = { listLegacy: async () => [], deleteAll: async () => undefined };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-keys-'));
    clock = createTestClock();
    reads = 0;
    errors = [];
    keys = await loadSigningKeys({ databasePath: join(dir, 'portal.db') }, legacy, {
      now: clock.now,
      readText: (file) => { reads += 1; return readKeyFileText(file); },
      onReadError: (error) => errors.push(error),
    });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A token signed with a key nobody has, naming a kid nobody knows. */
  const forged = async (n: number) => {
    const foreign = await importKeySet([{ ...await generateStoredKey(), kid: `forged-${n}` }]);
    return createTokenService(foreign, clock.now).issueAccessToken({
      username: '1001_MGR', roles: ['MGR'], agencyNumber: '1001', firstname: 'a', lastname: 'b', storeChainId: 3,
    } as UserRecord);
  };

  it('forged kids, at once or one after another, make one read per interval, and are refused', async () => {
    const tokens = createTokenService(keys, clock.now);
    const forgeries = await Promise.all(Array.from({ length: 20 }, (_, n) => forged(n)));
    const outcomes = await Promise.allSettled(forgeries.map((token) => tokens.verifyAccessToken(token)));
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    for (const token of forgeries) await expect(tokens.verifyAccessToken(token)).rejects.toThrow();
    expect(reads).toBe(1);
    clock.advance(unknownKeyEveryMs - 1);
    await expect(tokens.verifyAccessToken(forgeries[0]!)).rejects.toThrow();
    expect(reads).toBe(1);
    clock.advance(1);
    await expect(tokens.verifyAccessToken(forgeries[0]!)).rejects.toThrow();
    expect(reads).toBe(2);
  });

  it('forged asset grants make one read per interval too', async () => {
    const grants = createAssetGrants(keys, clock.now);
    const expiry = Math.floor(clock.now().getTime() / 1000 + 3600).toString(36);
    const forgeries = Array.from({ length: 20 }, (_, n) => `${expiry}.${Buffer.alloc(16, n).toString('base64url')}`);
    expect(await Promise.all(forgeries.map((grant) => grants.allows(grant, 'asset-1', SESSION)))).toStrictEqual(forgeries.map(() => false));
    for (const grant of forgeries) expect(await grants.allows(grant, 'asset-1', SESSION)).toBe(false);
    expect(reads).toBe(1);
  });

  it('known kids read nothing between checks; a due check reads once', async () => {
    const tokens = createTokenService(keys, clock.now);
    for (let n = 0; n < 5; n += 1) await tokens.verifyAccessToken(await tokens.issueAccessToken({ username: '1001_MGR', roles: ['MGR'], agencyNumber: '1001', firstname: 'a', lastname: 'b', storeChainId: 3 } as UserRecord));
    expect(reads).toBe(0);
    clock.advance(checkEveryMs);
    await Promise.all([keys.signingKey(), keys.signingKey(), keys.verificationKey(keys.active.kid)]);
    expect(reads).toBe(1);
  });

  it('a key file that cannot be read or parsed keeps the keys in use, and says why', async () => {
    const path = join(dir, KEY_FILE_NAME);
    const active = keys.active.kid;
    writeFileSync(path, 'not json', { mode: 0o600 });
    clock.advance(checkEveryMs);
    expect((await keys.signingKey()).kid).toBe(active);
    rmSync(path);
    clock.advance(checkEveryMs);
    expect((await keys.verificationKey(active))?.kid).toBe(active);
    expect(errors.map((error) => (error as Error).message)).toStrictEqual([
      expect.stringContaining('is not JSON'), expect.stringContaining('ENOENT'),
    ]);
  });

  it('a key set from TOKEN_SIGNING_KEYS never reads a file', async () => {
    const fixed = await loadSigningKeys({ databasePath: join(dir, 'portal.db'), signingKeys: [await generateStoredKey()] }, legacy, {
      now: clock.now, readText: async () => { reads += 1; return ''; },
    });
    clock.advance(checkEveryMs);
    await fixed.signingKey();
    expect(await fixed.verificationKey('unknown')).toBeUndefined();
    expect(reads).toBe(0);
  });
});

// Learning and webmail tokens and asset grants are made with the app's key set too: they follow the file alike.
describe('short tokens and asset grants on a key file', () => {
  it('verify what another instance made with a key it rotated in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-keys-'));
    try {
      const clock = createTestClock();
      const legacy = { listLegacy: async () => [], deleteAll: async () => undefined };
      const config = { databasePath: join(dir, 'portal.db') };
      const theirs = await loadSigningKeys(config, legacy, { now: clock.now });
      clock.advance(checkEveryMs);
      const mine = await loadSigningKeys(config, legacy, { now: clock.now }); // read just now: not due for a check
      const [rotated] = await rotateKeyFile(join(dir, KEY_FILE_NAME));
      const grant = await createAssetGrants(theirs, clock.now).grantFor('asset-1', SESSION);
      expect(await createAssetGrants(mine, clock.now).allows(grant, 'asset-1', SESSION)).toBe(true);
      expect(await createAssetGrants(mine, clock.now).allows(grant, 'asset-2', SESSION)).toBe(false);

      clock.advance(checkEveryMs);
      await mine.signingKey(); // checked again, then another rotation
      const [newest] = await rotateKeyFile(join(dir, KEY_FILE_NAME));
      expect(newest?.kid).not.toBe(rotated?.kid);
      const token = await createShortTokens(theirs, clock.now).issue('webmail', 'user', 60);
      expect(kidOf(token)).toBe(newest?.kid);
      expect(await createShortTokens(mine, clock.now).verify(token, 'webmail')).toMatchObject({ subject: 'user' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('instances started together on a new key file', () => {
  it('all sign with the one key the first created; nothing but the file is left in the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-keys-'));
    try {
      const legacy = { listLegacy: async () => [], deleteAll: async () => undefined };
      const sets = await Promise.all(Array.from({ length: 3 }, () => loadSigningKeys({ databasePath: join(dir, 'portal.db') }, legacy)));
      expect(new Set(sets.map((keys) => keys.active.kid)).size).toBe(1);
      expect(readKeyFile(join(dir, KEY_FILE_NAME)).map((key) => key.kid)).toStrictEqual([sets[0]?.active.kid]);
      expect(statSync(join(dir, KEY_FILE_NAME)).mode & 0o777).toBe(0o600);
      expect(readdirSync(dir)).toStrictEqual([KEY_FILE_NAME]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('on PostgreSQL without shared keys', () => {
  const WARNING = 'signeringsnycklarna finns bara i denna instans: sätt TOKEN_SIGNING_KEY_FILE (en delad sökväg) eller TOKEN_SIGNING_KEYS när flera instanser delar databasen';
  it.each([
    ['neither variable', true, false],
    ['TOKEN_SIGNING_KEY_FILE', false, true],
  ])('with %s set, the start warns that instances would refuse each other\'s tokens: %s', async (_name, warns, withFile) => {
    const lines: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'portal-keys-'));
    const overrides: Partial<Config> = { databaseUrl: 'postgres://db.example/portal', logLevel: 'warn', ...(withFile ? { signingKeyFile: join(dir, 'keys.json') } : {}) };
    const test = await buildTestApp(overrides, { logStream: { write: (line) => lines.push(line) } });
    try {
      expect(lines.some((line) => (JSON.parse(line) as { msg?: string }).msg === WARNING)).toBe(warns);
    } finally {
      await test.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
