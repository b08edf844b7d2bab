// Issue 38 §2 (docs/decisions/peak-hour-signing.md): access, id and short tokens are signed with node:crypto on the
// request's thread, not through WebCrypto's thread-pool trip, and still verify with jose as ES256 JWTs of the key's kid.
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateStoredKey, importKeySet } from '../../../server/auth/signing-key.js';
import { createShortTokens } from '../../../server/auth/short-tokens.js';
import { createTokenService } from '../../../server/auth/token-service.js';
import type { UserRecord } from '../../../server/repositories/user-repository.js';
import { createTestClock } from '../helpers/build-test-app.js';

const clock = createTestClock();
const USER = { username: '1001_MGR', roles: ['OMBMGR'], agencyNumber: '1001', firstname: 'Anna', lastname: 'Berg', storeChainId: null } as UserRecord;

describe('token signing', () => {
  afterEach(() => vi.restoreAllMocks());

  it('signs without WebCrypto, and the tokens verify with jose under the active key', async () => {
    const keys = await importKeySet([await generateStoredKey()]);
    const subtleSign = vi.spyOn(globalThis.crypto.subtle, 'sign');
    const tokens = createTokenService(keys, clock.now);
    const access = await tokens.issueAccessToken(USER, 'family-1');
    const id = await tokens.issueIdToken(USER, 'portal-spa');
    const short = await createShortTokens(keys, clock.now).issue('learning', '1001_MGR', 60);
    expect(subtleSign).not.toHaveBeenCalled();

    for (const token of [access, id, short]) expect(decodeProtectedHeader(token)).toStrictEqual({ alg: 'ES256', kid: keys.active.kid, typ: 'JWT' });
    expect(await tokens.verifyAccessToken(access)).toMatchObject({ username: '1001_MGR', roles: ['OMBMGR'], agencyNumber: '1001', sessionId: 'family-1' });
    const { payload } = await jwtVerify(id, keys.active.publicKey, { algorithms: ['ES256'], audience: 'portal-spa', currentDate: clock.now() });
    expect(payload).toMatchObject({ sub: '1001_MGR', given_name: 'Anna', family_name: 'Berg' });
    expect(await createShortTokens(keys, clock.now).verify(short, 'learning')).toMatchObject({ subject: '1001_MGR' });
    // A changed payload under the same signature is refused.
    const [header, body, signature] = access.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), roles: ['ADMIN'] })).toString('base64url');
    await expect(tokens.verifyAccessToken(`${header}.${forged}.${signature}`)).rejects.toThrow();
  });
});
