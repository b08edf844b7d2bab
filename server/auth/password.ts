import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Format: scrypt$N$r$p$salt$hash (salt and hash base64url); parameters travel with the hash so they can be raised later.
const DEFAULT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  // maxmem must cover 128*N*r bytes, or node refuses larger N.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const { N, r, p } = DEFAULT_PARAMS;
  const key = await derive(password, salt, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || salt === undefined || key === undefined) return null;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  // Bounds keep a corrupt row from turning verification into a memory or CPU bomb.
  const sane = Number.isInteger(N) && N >= 2 && N <= 1 << 20 && (N & (N - 1)) === 0 && Number.isInteger(R) && R >= 1 && R <= 32 && Number.isInteger(P) && P >= 1 && P <= 16;
  if (!sane) return null;
  return { N, r: R, p: P, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (parsed === null || parsed.key.length === 0) return false;
  const candidate = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

/** A stand-in stored hash with today's parameters: checking against it costs one scrypt, the first time too. */
const DUMMY_HASH = ['scrypt', DEFAULT_PARAMS.N, DEFAULT_PARAMS.r, DEFAULT_PARAMS.p, Buffer.alloc(SALT_LENGTH).toString('base64url'), Buffer.alloc(KEY_LENGTH).toString('base64url')].join('$');

/** Burns the same time as a real check, so an unknown username is not revealed by a faster answer. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
