import type { Store } from '../db/store.js';

export interface AuthFlow {
  flowId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string;
  createdAt: number;
  expiresAt: number;
  completedAt: number | null;
}

export interface AuthCode {
  codeHash: string;
  flowId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  username: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export function createAuthFlowRepository(store: Store) {
  const { db } = store;
  const codeColumns = [
    'code_hash as codeHash', 'flow_id as flowId', 'client_id as clientId', 'redirect_uri as redirectUri',
    'code_challenge as codeChallenge', 'username', 'created_at as createdAt', 'expires_at as expiresAt', 'used_at as usedAt',
  ] as const;

  return {
    async createFlow(flow: Omit<AuthFlow, 'completedAt'>): Promise<void> {
      await db.insertInto('auth_flows').values({
        flow_id: flow.flowId, client_id: flow.clientId, redirect_uri: flow.redirectUri, code_challenge: flow.codeChallenge,
        state: flow.state, created_at: flow.createdAt, expires_at: flow.expiresAt,
      }).execute();
    },
    findFlow(flowId: string): Promise<AuthFlow | undefined> {
      return db.selectFrom('auth_flows').select([
        'flow_id as flowId', 'client_id as clientId', 'redirect_uri as redirectUri', 'code_challenge as codeChallenge', 'state',
        'created_at as createdAt', 'expires_at as expiresAt', 'completed_at as completedAt',
      ]).where('flow_id', '=', flowId).executeTakeFirst();
    },
    /** Completes the flow and stores its code in one transaction; false if the flow was already completed. */
    completeFlowWithCode(code: Omit<AuthCode, 'usedAt'>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const completed = await trx.updateTable('auth_flows').set({ completed_at: code.createdAt })
          .where('flow_id', '=', code.flowId).where('completed_at', 'is', null).executeTakeFirst();
        if (completed.numUpdatedRows !== 1n) return false;
        await trx.insertInto('auth_codes').values({
          code_hash: code.codeHash, flow_id: code.flowId, client_id: code.clientId, redirect_uri: code.redirectUri,
          code_challenge: code.codeChallenge, username: code.username, created_at: code.createdAt, expires_at: code.expiresAt,
        }).execute();
        return true;
      });
    },
    /**
     * Claims a code for redemption. `firstUse` is false when it had been claimed before (a replay). One conditional
     * UPDATE … RETURNING decides the first use, so two redemptions at once, even from two instances, cannot both win.
     */
    async claimCode(codeHash: string, at: number): Promise<{ code: AuthCode; firstUse: boolean } | undefined> {
      const claimed = await db.updateTable('auth_codes').set({ used_at: at })
        .where('code_hash', '=', codeHash).where('used_at', 'is', null).returning(codeColumns).executeTakeFirst();
      if (claimed !== undefined) return { code: { ...claimed, usedAt: null }, firstUse: true };
      const code = await db.selectFrom('auth_codes').select(codeColumns).where('code_hash', '=', codeHash).executeTakeFirst();
      return code === undefined ? undefined : { code, firstUse: false };
    },
    /** Housekeeping: drops flows (and by cascade their codes) that expired before `before`. */
    async purgeExpired(before: number): Promise<number> {
      const result = await db.deleteFrom('auth_flows').where('expires_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AuthFlowRepository = ReturnType<typeof createAuthFlowRepository>;
