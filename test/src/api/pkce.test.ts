import { describe, expect, it } from 'vitest';
import { base64UrlEncode, codeChallengeS256, createPkcePair, PKCE_VERIFIER_LENGTH, randomAlphanumeric } from '@/api/pkce';

describe('PKCE', () => {
  // RFC 7636 appendix B. (The brief quoted "…eKt8ZEXW7Wq69j59Ab4", which is not the RFC's value.)
  it('hashes the RFC 7636 appendix B verifier to its known S256 challenge', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a 64-character alphanumeric verifier and its challenge', async () => {
    const pair = await createPkcePair();
    expect(PKCE_VERIFIER_LENGTH).toBe(64);
    expect(pair.verifier).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(pair.challenge).toBe(await codeChallengeS256(pair.verifier));
    expect(pair.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes different verifiers each time', async () => {
    const verifiers = new Set(await Promise.all(Array.from({ length: 20 }, async () => (await createPkcePair()).verifier)));
    expect(verifiers.size).toBe(20);
  });

  it('rejects bytes 248-255 instead of folding them (no modulo bias)', () => {
    const feeds = [
      [248, 255, 0, 61],
      [62, 247, 250, 1],
    ];
    const source = {
      getRandomValues<T extends ArrayBufferView | null>(array: T): T {
        const feed = feeds.shift() ?? [];
        if (array instanceof Uint8Array) array.set(feed.slice(0, array.length));
        return array;
      },
    };
    // 0 → 'A', 61 → '9', 62 → 'A' (62 % 62), 247 → 247 % 62 = 61 → '9'
    expect(randomAlphanumeric(4, source)).toBe('A9A9');
  });

  it('uses all 62 characters over many draws', () => {
    const seen = new Set(randomAlphanumeric(5000));
    expect(seen.size).toBe(62);
  });

  it('base64url-encodes without padding or + and /', () => {
    expect(base64UrlEncode(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(base64UrlEncode(new Uint8Array([1]))).toBe('AQ');
  });
});
