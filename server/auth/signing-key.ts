import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { SigningKeyRepository } from '../repositories/signing-key-repository.js';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/** The active ES256 key from the database, generated and stored on first use so restarts keep sessions valid. */
export async function loadSigningKey(repo: SigningKeyRepository, now: Date): Promise<SigningKey> {
  let record = repo.findActive();
  if (record === undefined) {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const privateJwk = await exportJWK(pair.privateKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    repo.insert({ kid, alg: 'ES256', privateJwk: JSON.stringify(privateJwk), publicJwk: JSON.stringify(publicJwk), createdAt: now.getTime() });
    // Re-read: if another process raced us, both settle on the same (newest) key.
    record = repo.findActive();
    if (record === undefined) throw new Error('Signing key was not stored');
  }
  const privateKey = await importJWK(JSON.parse(record.privateJwk) as JWK, 'ES256');
  const publicKey = await importJWK(JSON.parse(record.publicJwk) as JWK, 'ES256');
  if (privateKey instanceof Uint8Array || publicKey instanceof Uint8Array) throw new Error('Signing key is not an EC key');
  return { kid: record.kid, privateKey, publicKey };
}
