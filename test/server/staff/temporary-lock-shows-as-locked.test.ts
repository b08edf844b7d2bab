import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { haapiAuthenticate } from '../helpers/login.js';
import { call, currentEtag, staffList } from './staff-helpers.js';

// Issue 23, item 11: a user locked by wrong passwords showed as unlocked on /personal. The temporary lock counts as
// locked (spec part 2 §2: the lock icon), in the list call and in a colleague's record, until it runs out or a
// one-time password lifts it.
const MINUTE = 60_000;

describe('a user locked by wrong passwords is locked on the staff page', () => {
  let t: TestApp;
  const lockedOf = async (username: string) => (await staffList(t, '1001_MGR')).find((user) => user.username === username)?.locked;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('five wrong passwords: locked in the list and in the colleague read, for internal callers too', async () => {
    expect(await lockedOf('1001_SALJ')).toBe(false);
    for (let i = 0; i < 5; i++) await haapiAuthenticate(t.app, '1001_SALJ', 'Fel12345AB');
    expect(await lockedOf('1001_SALJ')).toBe(true);
    expect((await staffList(t, 'ADMIN1')).find((user) => user.username === '1001_SALJ')?.locked).toBe(true);
    const read = await call(t, '1001_PLUS', 'GET', '/agencies/1001/users/1001_SALJ');
    expect([read.statusCode, read.json().locked]).toEqual([200, true]);
  });

  it('unlocked when the lock runs out; the staff lock stays', async () => {
    t.clock.advance(15 * MINUTE);
    expect(await lockedOf('1001_SALJ')).toBe(false);
    expect(await lockedOf('1001_DAVID')).toBe(true);
  });

  it('a one-time password lifts a running temporary lock', async () => {
    for (let i = 0; i < 5; i++) await haapiAuthenticate(t.app, '1001_ANNA', 'Fel12345AB');
    expect(await lockedOf('1001_ANNA')).toBe(true);
    const saved = await call(t, '1001_MGR', 'PUT', '/users', { agencyNumber: '1001', username: '1001_ANNA', password: 'KaFfe7Torn' }, await currentEtag(t, '1001_ANNA'));
    expect([saved.statusCode, saved.json().locked]).toEqual([200, false]);
    expect(await lockedOf('1001_ANNA')).toBe(false);
  });
});
