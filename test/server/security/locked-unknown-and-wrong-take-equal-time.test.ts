// Finding 4 (issue 9): "locked" answered in 1.8 ms and "failed" in about 95 ms, so a locked account could be told
// apart. Now a locked, an unknown and a wrong-password login each cost one scrypt with the same parameters, so their
// answer times are alike. The test counts that work rather than timing it: a busy machine moves timings, not the work
// (issue 23 item 18: no test in `npm test` times an answer).
import type { ScryptOptions } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { haapiAuthenticate } from '../helpers/login.js';

/** Every scrypt the server runs, with its cost parameters (N, r, p). */
const derivations = vi.hoisted(() => [] as string[]);
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions, done: (error: Error | null, key: Buffer) => void) => {
    derivations.push(`N=${options.N} r=${options.r} p=${options.p}`);
    crypto.scrypt(password, salt, length, options, done);
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  for (let i = 0; i < 5; i += 1) await haapiAuthenticate(t.app, '1001_PLUS', 'Fel12345AB'); // locked now
});
afterAll(async () => t.close());

async function workOf(user: string): Promise<{ code: string; scrypts: string[] }> {
  derivations.length = 0;
  const { response } = await haapiAuthenticate(t.app, user, 'Fel12345AB');
  return { code: response.json().code as string, scrypts: [...derivations] };
}

describe('answer work', () => {
  it('locked, unknown and wrong password each cost exactly one scrypt with the same parameters', async () => {
    const [locked, unknown, wrong] = [await workOf('1001_PLUS'), await workOf('9999_NOBODY'), await workOf('1001_EKO')];
    expect([locked.code, unknown.code, wrong.code]).toEqual(['error.authentication.locked', 'error.authentication.failed', 'error.authentication.failed']);
    const stored = t.db.prepare("SELECT password_hash AS hash FROM users WHERE username = '1001_EKO'").get() as { hash: string };
    const [, N, r, p] = stored.hash.split('$');
    const one = [`N=${N} r=${r} p=${p}`];
    expect({ locked: locked.scrypts, unknown: unknown.scrypts, wrong: wrong.scrypts }).toEqual({ locked: one, unknown: one, wrong: one });
  });
});
