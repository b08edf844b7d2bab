import type { Store } from '../db/store.js';

/** A key row: its kid and the private JWK as JSON text. */
export interface LegacySigningKey {
  kid: string;
  privateJwk: string;
}

/**
 * The `signing_keys` table, where installs before issue 9 kept the token signing key. Only read to move such a key out
 * (server/auth/signing-key-store.ts); the table stays empty afterwards.
 */
export function createSigningKeyRepository(store: Store) {
  const { db } = store;
  return {
    /** Every key the database still holds, the one that signed last first. */
    listLegacy(): Promise<LegacySigningKey[]> {
      return db.selectFrom('signing_keys').select(['kid', 'private_jwk as privateJwk'])
        .orderBy('active', 'desc').orderBy('created_at', 'desc').orderBy('kid').execute();
    },
    async deleteAll(): Promise<void> {
      await db.deleteFrom('signing_keys').execute();
    },
  };
}

export type SigningKeyRepository = ReturnType<typeof createSigningKeyRepository>;
