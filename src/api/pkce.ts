/** PKCE helpers (RFC 7636) on Web Crypto. */
export const PKCE_VERIFIER_LENGTH = 64;

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// 248 = 4 * 62: bytes at or above it are rejected so every character is equally likely.
const UNBIASED_BYTE_LIMIT = 256 - (256 % ALPHANUMERICS.length);

type RandomSource = Pick<Crypto, 'getRandomValues'>;

/** `length` uniformly random characters from A-Z, a-z, 0-9 (rejection sampling, no modulo bias). */
export function randomAlphanumeric(length: number, random: RandomSource = crypto): string {
  let result = '';
  while (result.length < length) {
    const bytes = random.getRandomValues(new Uint8Array(length));
    for (const byte of bytes) {
      if (byte < UNBIASED_BYTE_LIMIT && result.length < length) result += ALPHANUMERICS[byte % ALPHANUMERICS.length];
    }
  }
  return result;
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 code challenge: base64url(SHA-256(ASCII verifier)). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

export interface PkcePair {
  verifier: string;
  challenge: string;
}

export async function createPkcePair(): Promise<PkcePair> {
  const verifier = randomAlphanumeric(PKCE_VERIFIER_LENGTH);
  return { verifier, challenge: await codeChallengeS256(verifier) };
}
