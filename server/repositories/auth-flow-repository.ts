import type { Db } from '../db/open-database.js';

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

const FLOW_SELECT = `SELECT flow_id AS flowId, client_id AS clientId, redirect_uri AS redirectUri,
  code_challenge AS codeChallenge, state, created_at AS createdAt, expires_at AS expiresAt, completed_at AS completedAt
  FROM auth_flows`;
const CODE_SELECT = `SELECT code_hash AS codeHash, flow_id AS flowId, client_id AS clientId, redirect_uri AS redirectUri,
  code_challenge AS codeChallenge, username, created_at AS createdAt, expires_at AS expiresAt, used_at AS usedAt
  FROM auth_codes`;

export function createAuthFlowRepository(db: Db) {
  const insertFlow = db.prepare(`INSERT INTO auth_flows (flow_id, client_id, redirect_uri, code_challenge, state, created_at, expires_at)
    VALUES (@flowId, @clientId, @redirectUri, @codeChallenge, @state, @createdAt, @expiresAt)`);
  const findFlow = db.prepare<[string], AuthFlow>(`${FLOW_SELECT} WHERE flow_id = ?`);
  const completeFlow = db.prepare<[number, string]>(
    'UPDATE auth_flows SET completed_at = ? WHERE flow_id = ? AND completed_at IS NULL');
  const insertCode = db.prepare(`INSERT INTO auth_codes (code_hash, flow_id, client_id, redirect_uri, code_challenge, username, created_at, expires_at)
    VALUES (@codeHash, @flowId, @clientId, @redirectUri, @codeChallenge, @username, @createdAt, @expiresAt)`);
  const findCode = db.prepare<[string], AuthCode>(`${CODE_SELECT} WHERE code_hash = ?`);
  const markCodeUsed = db.prepare<[number, string]>('UPDATE auth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL');
  const purgeFlows = db.prepare<[number]>('DELETE FROM auth_flows WHERE expires_at < ?');

  return {
    createFlow(flow: Omit<AuthFlow, 'completedAt'>): void {
      insertFlow.run(flow);
    },
    findFlow(flowId: string): AuthFlow | undefined {
      return findFlow.get(flowId);
    },
    /** Completes the flow and stores its code in one transaction; false if the flow was already completed. */
    completeFlowWithCode: db.transaction((code: Omit<AuthCode, 'usedAt'>): boolean => {
      if (completeFlow.run(code.createdAt, code.flowId).changes !== 1) return false;
      insertCode.run(code);
      return true;
    }),
    /** Claims a code for redemption. `firstUse` is false when it had been claimed before (a replay). */
    claimCode: db.transaction((codeHash: string, at: number): { code: AuthCode; firstUse: boolean } | undefined => {
      const code = findCode.get(codeHash);
      if (code === undefined) return undefined;
      return { code, firstUse: markCodeUsed.run(at, codeHash).changes === 1 };
    }),
    /** Housekeeping: drops flows (and by cascade their codes) that expired before `before`. */
    purgeExpired(before: number): number {
      return purgeFlows.run(before).changes;
    },
  };
}

export type AuthFlowRepository = ReturnType<typeof createAuthFlowRepository>;
