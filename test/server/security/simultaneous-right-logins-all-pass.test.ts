// Issue 37 item 19: six or more simultaneous right-password logins of one user told some of them "Kontot är låst":
// each reserved one of the five attempts a user may have in flight, and the sixth found none free. An attempt that
// finds them taken by attempts of this instance now waits for those to end and tries again; guesses still cannot pass
// the limit (parallel-guesses-cannot-pass-the-limit.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { haapiAuthenticate } from '../helpers/login.js';

let t: TestApp;
beforeEach(async () => { t = await buildTestApp(); });
afterEach(async () => t.close());

const outcomes = async (logins: Array<ReturnType<typeof haapiAuthenticate>>) =>
  (await Promise.all(logins)).map(({ response }) => (response.json() as { code?: string; type?: string }).code ?? (response.json() as { type: string }).type);

describe('simultaneous right-password logins of one user', () => {
  it.each([6, 10])('%i at once all get a code', async (n) => {
    const answers = await outcomes(Array.from({ length: n }, () => haapiAuthenticate(t.app, '1001_SALJ')));
    expect(answers).toEqual(Array.from({ length: n }, () => 'authorization-response'));
  });

});
