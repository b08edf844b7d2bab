// Finding 5 (issue 9): two tabs refreshing at once logged the user out (the second presented the token the first had
// just rotated out, which counted as theft). Now the immediately preceding token, within 10 s of its rotation, gets the
// same successor (on any instance, and after a restart: the successor's secret derives from the signing keys); an older
// generation, or the same token later, still revokes the family.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { keyFilePath, rotateKeyFile } from '../../../server/auth/signing-key-store.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { login, refreshAccess, refreshCookieOf } from '../helpers/login.js';

let t: TestApp;
beforeEach(async () => { t = await buildTestApp(); });
afterEach(async () => t.close());

/** The same database, key file and clock, a new app: a restart (or another instance with the same keys). */
async function restart(): Promise<void> {
  await t.app.close();
  t.app = await buildApp({ config: t.config, store: t.store, now: t.clock.now });
}

const REPLAYED = { code: 'error.refresh.replayed', message: 'Sessionen har avslutats av säkerhetsskäl. Logga in igen.' };

describe('rotation grace', () => {
  it('two refreshes with the same cookie at once: both 200 with the same successor, and the session goes on', async () => {
    const { refresh } = await login(t.app, '1001_MGR');
    const [a, b] = await Promise.all([refreshAccess(t.app, refresh), refreshAccess(t.app, refresh)]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const successor = refreshCookieOf(a!);
    expect(refreshCookieOf(b!)).toBe(successor);
    expect((await refreshAccess(t.app, successor)).statusCode).toBe(200);
  });

  it('the preceding token 10 s after its rotation gets the successor; at 10.001 s it revokes the family', async () => {
    const { refresh } = await login(t.app, '1001_MGR');
    const first = refreshCookieOf(await refreshAccess(t.app, refresh));
    t.clock.advance(10_000);
    expect(refreshCookieOf(await refreshAccess(t.app, refresh))).toBe(first);
    t.clock.advance(1);
    const late = await refreshAccess(t.app, refresh);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(REPLAYED);
    expect((await refreshAccess(t.app, first)).statusCode).toBe(401);
  });

  it('an older generation gets no grace: it revokes the family at once', async () => {
    const { refresh: zero } = await login(t.app, '1001_MGR');
    const one = refreshCookieOf(await refreshAccess(t.app, zero));
    const two = refreshCookieOf(await refreshAccess(t.app, one));
    const replay = await refreshAccess(t.app, zero);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(REPLAYED);
    expect((await refreshAccess(t.app, two)).statusCode).toBe(401);
  });

  it('a token whose successor was already spent gets no grace either (the trap of django-oauth-toolkit #1617)', async () => {
    const { refresh: zero } = await login(t.app, '1001_MGR');
    const one = refreshCookieOf(await refreshAccess(t.app, zero));
    expect((await refreshAccess(t.app, one)).statusCode).toBe(200);
    expect((await refreshAccess(t.app, zero)).statusCode).toBe(401);
  });

  it('the preceding token gets the same successor after a restart, and after a key rotation the restart brings', async () => {
    const { refresh } = await login(t.app, '1001_MGR');
    const first = refreshCookieOf(await refreshAccess(t.app, refresh));
    await restart();
    expect(refreshCookieOf(await refreshAccess(t.app, refresh))).toBe(first);
    const second = refreshCookieOf(await refreshAccess(t.app, first));
    await rotateKeyFile(keyFilePath(t.config)!);
    await restart();
    expect(refreshCookieOf(await refreshAccess(t.app, first))).toBe(second);
    const third = await refreshAccess(t.app, second);
    expect(third.statusCode).toBe(200);
    expect(refreshCookieOf(third)).not.toBe(second);
  });
});
