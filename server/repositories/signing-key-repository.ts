import type { Db } from '../db/open-database.js';

/** A key row: its kid and the private JWK as JSON text. */
export interface LegacySigningKey {
  kid: string;
  privateJwk: string;
}

/**
 * The `signing_keys` table, where installs before issue 9 kept the token signing key. Only read to move such a key out
 * (server/auth/signing-key-store.ts); the table stays empty afterwards.
 */
export function createSigningKeyRepository(db: Db) {
  const listStmt = db.prepare<[], LegacySigningKey>(`SELECT kid, private_jwk AS privateJwk
    FROM signing_keys ORDER BY active DESC, created_at DESC, kid`);
  const deleteStmt = db.prepare('DELETE FROM signing_keys');

  return {
    /** Every key the database still holds, the one that signed last first. */
    listLegacy(): LegacySigningKey[] {
      return listStmt.all();
    },
    deleteAll(): void {
      deleteStmt.run();
    },
  };
}

export type SigningKeyRepository = ReturnType<typeof createSigningKeyRepository>;
