import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: codes, refresh tokens and flow ids. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Codes and refresh tokens are stored by hash only, so the database never holds a usable secret. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
