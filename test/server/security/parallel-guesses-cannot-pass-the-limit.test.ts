// Finding 3 (issue 9): 200 parallel wrong guesses were all checked against the hash, and a right password among 30
// parallel guesses got a code. Now each attempt is reserved (one UPDATE … RETURNING) before hashing, and the lock is
// checked again before a code is issued.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { haapiAuthenticate } from '../helpers/login.js';

let t: TestApp;
beforeEach(async () => { t = await buildTestApp(); });
afterEach(async () => t.close());

const codes = (responses: { response: { json: () => { code?: string; type?: string } } }[]) =>
  responses.map(({ response }) => response.json().code ?? response.json().type);
const count = (list: (string | undefined)[], value: string) => list.filter((v) => v === value).length;

describe('parallel guesses', () => {
  // 120, not the report's 200: every refusal still costs one (dummy) scrypt, and this machine is shared.
  it('120 at once: only five are checked against the hash (4 failed, the 5th locks), the rest are refused as locked', async () => {
    const answers = codes(await Promise.all(Array.from({ length: 120 }, () => haapiAuthenticate(t.app, '1001_PLUS', 'Fel12345AB'))));
    expect(count(answers, 'error.authentication.failed')).toBe(4);
    expect(count(answers, 'error.authentication.locked')).toBe(116);
    expect(t.db.prepare("SELECT failed_logins AS n, lock_count AS locks FROM users WHERE username = '1001_PLUS'").get()).toEqual({ n: 0, locks: 1 });
  }, 120_000);

  it('the right password sent after 29 parallel wrong ones gets no authorization response', async () => {
    const wrong = Array.from({ length: 29 }, () => haapiAuthenticate(t.app, '1001_EKO', 'Fel12345AB'));
    const right = haapiAuthenticate(t.app, '1001_EKO');
    const answers = codes(await Promise.all([...wrong, right]));
    expect(answers.at(-1)).toBe('error.authentication.locked');
    expect(count(answers, 'authorization-response')).toBe(0);
  });
});
