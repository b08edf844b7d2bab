// Issue 27 item 1, TOKEN_SIGNING_KEYS across a fleet (docs/security.md, finding 10): `npm run keys:rotate -- --env
// add|promote|drop` prints the variable for each step of a rolling rotation. Rolled out one step at a time, every
// instance verifies what every other signs at every moment of the rollout (old and new values side by side).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nextEnvironmentKeys } from '../../../server/auth/signing-key-store.js';
import { generateStoredKey, importKeySet } from '../../../server/auth/signing-key.js';
import { parseKeySet, serializeKeySet, SigningKeyError, type StoredKey } from '../../../server/signing-key-set.js';
import { createTokenService } from '../../../server/auth/token-service.js';
import type { UserRecord } from '../../../server/repositories/user-repository.js';
import { createTestClock } from '../helpers/build-test-app.js';

const clock = createTestClock();
const USER = { username: '1001_MGR', roles: ['MGR'], agencyNumber: '1001', firstname: 'a', lastname: 'b', storeChainId: 3 } as UserRecord;
const kidsOf = (keys: readonly StoredKey[]) => keys.map((key) => key.kid);

/** Whether an instance on `verifier` accepts a token from an instance on `signer`. */
async function accepts(signer: readonly StoredKey[], verifier: readonly StoredKey[]): Promise<boolean> {
  const token = await createTokenService(await importKeySet(signer), clock.now).issueAccessToken(USER);
  return createTokenService(await importKeySet(verifier), clock.now).verifyAccessToken(token).then(() => true, () => false);
}

describe('a rolling rotation of TOKEN_SIGNING_KEYS', () => {
  it('add puts a new key second, promote moves it first, drop keeps it alone', async () => {
    const old = [await generateStoredKey()];
    const added = await nextEnvironmentKeys('add', old);
    expect(added).toHaveLength(2);
    expect(added[0]).toStrictEqual(old[0]);
    const promoted = await nextEnvironmentKeys('promote', added);
    expect(kidsOf(promoted)).toStrictEqual([added[1]?.kid, old[0]?.kid]);
    const dropped = await nextEnvironmentKeys('drop', promoted);
    expect(kidsOf(dropped)).toStrictEqual([added[1]?.kid]);
    await expect(nextEnvironmentKeys('promote', old)).rejects.toThrow(SigningKeyError);
    await expect(nextEnvironmentKeys('drop', old)).rejects.toThrow(/start with add/);
  });

  it('during each step\'s rollout, instances on the old and the new value accept each other\'s tokens', async () => {
    const old = [await generateStoredKey()];
    const steps = [old, await nextEnvironmentKeys('add', old)];
    steps.push(await nextEnvironmentKeys('promote', steps[1]!));
    steps.push(await nextEnvironmentKeys('drop', steps[2]!));
    for (let n = 1; n < steps.length; n += 1) {
      const [before, after] = [steps[n - 1]!, steps[n]!];
      expect([await accepts(before, after), await accepts(after, before)]).toStrictEqual([true, true]);
    }
    // Skipping a step's rollout is what breaks: an instance still on the old value refuses the promoted key's tokens.
    expect(await accepts(steps[2]!, steps[0]!)).toBe(false);
  });

  it('npm run keys:rotate -- --env add prints the next value alone on stdout', async () => {
    const old = [await generateStoredKey()];
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/rotate-signing-key.ts', '--env', 'add'], {
      env: { ...process.env, TOKEN_SIGNING_KEYS: serializeKeySet(old) }, encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const next = parseKeySet(run.stdout, 'stdout');
    expect(next).toHaveLength(2);
    expect(next[0]).toStrictEqual(old[0]);
    expect(run.stderr).toContain('--env promote');
    const refused = spawnSync(process.execPath, ['--import', 'tsx', 'server/rotate-signing-key.ts', '--env', 'swap'], {
      env: { ...process.env, TOKEN_SIGNING_KEYS: serializeKeySet(old) }, encoding: 'utf8',
    });
    expect([refused.status, refused.stdout]).toStrictEqual([1, '']);
    expect(refused.stderr).toContain('--env takes one of add, promote, drop');
  });
});
