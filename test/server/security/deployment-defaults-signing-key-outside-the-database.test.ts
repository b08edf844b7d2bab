// Finding 10 (issue 9), deployment defaults: the token signing key lives outside the data database (a copy of the
// database must not let anyone mint tokens): a key file with mode 0600 next to it (or TOKEN_SIGNING_KEY_FILE), or the
// keys in TOKEN_SIGNING_KEYS. Each key has a kid in the token header; verification picks the key by kid, so a rotation
// keeps the previous key for verification. A key an older install kept in the database is moved out.
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeProtectedHeader, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { ISSUER, API_AUDIENCE } from '../../../server/auth/auth-settings.js';
import { KEY_FILE_NAME, loadSigningKeys, readKeyFile, rotateKeyFile } from '../../../server/auth/signing-key-store.js';
import { generateStoredKey, importKeySet } from '../../../server/auth/signing-key.js';
import { serializeKeySet, SigningKeyError, type StoredKey } from '../../../server/signing-key-set.js';
import { createTokenService } from '../../../server/auth/token-service.js';
import { ConfigError, loadConfig, type Config } from '../../../server/config.js';
import { createSigningKeyRepository } from '../../../server/repositories/signing-key-repository.js';
import { createUserRepository } from '../../../server/repositories/user-repository.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer, startSession } from '../helpers/login.js';

let t: TestApp | undefined;
afterEach(async () => { await t?.close(); t = undefined; });

const ME = '/api/api-retail/v2/me';
const me = (app: TestApp['app'], token: string) => app.inject({ method: 'GET', url: ME, headers: bearer(token) });
const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const rowsIn = (db: TestApp['db']) => (db.prepare('SELECT COUNT(*) AS n FROM signing_keys').get() as { n: number }).n;

/** The same database and clock, a new app: a restart. */
async function restart(test: TestApp, overrides: Partial<Config> = {}): Promise<TestApp['app']> {
  await test.app.close();
  test.config = { ...test.config, ...overrides };
  const app = await buildApp({ config: test.config, store: test.store, now: test.clock.now });
  test.app = app;
  return app;
}

/** A token signed with a key of our choosing (kid in the header as given). */
async function tokenSignedWith(test: TestApp, key: StoredKey, kid = key.kid): Promise<string> {
  const keys = await importKeySet([{ ...key, kid }]);
  const user = await createUserRepository(test.store).findByUsername('1001_MGR');
  if (user === undefined) throw new Error('no 1001_MGR');
  return createTokenService(keys, test.clock.now).issueAccessToken(user, await startSession(test.store, user.username, test.clock.now()));
}

describe('the signing key lives outside the database', () => {
  it('first start creates the key file next to the database, mode 0600; tokens name its kid', async () => {
    t = await buildTestApp();
    const path = join(t.dir, KEY_FILE_NAME);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const [key] = readKeyFile(path);
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    const token = await accessTokenFor(t, '1001_MGR');
    expect(kidOf(token)).toBe(key?.kid);
    expect(rowsIn(t.db)).toBe(0);
    // A restart reads the same key: the token stays valid.
    expect((await me(await restart(t), token)).statusCode).toBe(200);
  });

  it('moves a key an older install kept in the database into the key file, and its tokens stay valid', async () => {
    t = await buildTestApp();
    const legacy = await generateStoredKey();
    const { d: _d, ...publicJwk } = legacy;
    t.db.prepare(`INSERT INTO signing_keys (kid, alg, private_jwk, public_jwk, created_at) VALUES (?, 'ES256', ?, ?, 0)`)
      .run(legacy.kid, JSON.stringify({ kty: legacy.kty, crv: legacy.crv, x: legacy.x, y: legacy.y, d: legacy.d }), JSON.stringify(publicJwk));
    const path = join(t.dir, KEY_FILE_NAME);
    const before = readKeyFile(path).map((k) => k.kid);
    const oldToken = await tokenSignedWith(t, legacy);
    const app = await restart(t);
    expect(rowsIn(t.db)).toBe(0);
    expect(readKeyFile(path).map((k) => k.kid)).toEqual([...before, legacy.kid]);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect((await me(app, oldToken)).statusCode).toBe(200);
  });

  it('on an install without a key file the database key becomes the file and keeps signing', async () => {
    t = await buildTestApp();
    const legacy = await generateStoredKey();
    t.db.prepare(`INSERT INTO signing_keys (kid, alg, private_jwk, public_jwk, created_at) VALUES (?, 'ES256', ?, '{}', 0)`)
      .run(legacy.kid, JSON.stringify(legacy));
    const path = join(t.dir, 'keys', 'portal-keys.json');
    const app = await restart(t, { signingKeyFile: path });
    expect(readKeyFile(path).map((k) => k.kid)).toEqual([legacy.kid]);
    expect(kidOf(await accessTokenFor(t, '1001_MGR'))).toBe(legacy.kid);
    expect((await me(app, await accessTokenFor(t, '1001_MGR'))).statusCode).toBe(200);
    expect(rowsIn(t.db)).toBe(0);
  });

  it('rotation: the new key signs, the previous still verifies, the one before is refused', async () => {
    t = await buildTestApp();
    const path = join(t.dir, KEY_FILE_NAME);
    const first = await accessTokenFor(t, '1001_MGR');
    await rotateKeyFile(path);
    let app = await restart(t);
    const second = await accessTokenFor(t, '1001_MGR');
    expect(kidOf(second)).not.toBe(kidOf(first));
    expect((await me(app, first)).statusCode).toBe(200);
    expect((await me(app, second)).statusCode).toBe(200);
    await rotateKeyFile(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    app = await restart(t);
    expect(readKeyFile(path)).toHaveLength(2);
    expect((await me(app, first)).statusCode).toBe(401);
    expect((await me(app, second)).statusCode).toBe(200);
  });

  it('verification picks the key by kid: unknown kid, missing kid, or a kid naming another key are refused', async () => {
    t = await buildTestApp();
    const [own] = readKeyFile(join(t.dir, KEY_FILE_NAME));
    const foreign = await generateStoredKey();
    expect((await me(t.app, await tokenSignedWith(t, foreign))).statusCode).toBe(401);
    expect((await me(t.app, await tokenSignedWith(t, foreign, own?.kid))).statusCode).toBe(401);
    const user = (await createUserRepository(t.store).findByUsername('1001_MGR'))!;
    const { privateKey } = (await importKeySet([own!])).active;
    const withoutKid = await new SignJWT({ username: user.username, roles: user.roles, agencyNumber: '1001', storeChainId: 3, given_name: 'a', family_name: 'b' })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).setIssuer(ISSUER).setSubject(user.username).setAudience(API_AUDIENCE)
      .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000)).setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 300)
      .sign(privateKey);
    expect((await me(t.app, withoutKid)).statusCode).toBe(401);
  });

  it('TOKEN_SIGNING_KEYS: the keys come from the environment and no key file is written', async () => {
    const active = await generateStoredKey();
    const previous = await generateStoredKey();
    const config = loadConfig({ TOKEN_SIGNING_KEYS: serializeKeySet([active, previous]) });
    t = await buildTestApp({ signingKeys: config.signingKeys });
    expect(existsSync(join(t.dir, KEY_FILE_NAME))).toBe(false);
    expect(kidOf(await accessTokenFor(t, '1001_MGR'))).toBe(active.kid);
    expect((await me(t.app, await tokenSignedWith(t, previous))).statusCode).toBe(200);
    expect(() => loadConfig({ TOKEN_SIGNING_KEYS: '{"keys":[{"kty":"EC"}]}' })).toThrow(ConfigError);
    expect(() => loadConfig({ TOKEN_SIGNING_KEYS: 'not json' })).toThrow(/TOKEN_SIGNING_KEYS is not JSON/);
    expect(loadConfig({ TOKEN_SIGNING_KEY_FILE: '/etc/portal/keys.json' }).signingKeyFile).toBe('/etc/portal/keys.json');
  });

  it('a key file others may read stops the start', async () => {
    t = await buildTestApp();
    const path = join(t.dir, KEY_FILE_NAME);
    writeFileSync(path, readFileSync(path));
    chmodSync(path, 0o644);
    await expect(loadSigningKeys(t.config, createSigningKeyRepository(t.store))).rejects.toThrow(SigningKeyError);
    await expect(loadSigningKeys(t.config, createSigningKeyRepository(t.store))).rejects.toThrow(/chmod 600/);
  });
});
