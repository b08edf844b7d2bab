import type { Db } from '../db/open-database.js';

export interface SigningKeyRecord {
  kid: string;
  alg: 'ES256';
  privateJwk: string;
  publicJwk: string;
  createdAt: number;
}

export function createSigningKeyRepository(db: Db) {
  const activeStmt = db.prepare<[], SigningKeyRecord>(`SELECT kid, alg, private_jwk AS privateJwk, public_jwk AS publicJwk,
    created_at AS createdAt FROM signing_keys WHERE active = 1 ORDER BY created_at DESC, kid LIMIT 1`);
  const insertStmt = db.prepare(`INSERT INTO signing_keys (kid, alg, private_jwk, public_jwk, created_at)
    VALUES (@kid, @alg, @privateJwk, @publicJwk, @createdAt)`);

  return {
    findActive(): SigningKeyRecord | undefined {
      return activeStmt.get();
    },
    insert(key: SigningKeyRecord): void {
      insertStmt.run(key);
    },
  };
}

export type SigningKeyRepository = ReturnType<typeof createSigningKeyRepository>;
