import type { CodeExchangeRequest } from '@ombudsportalen/portal/api';
import { errors } from '../http/errors.js';
import type { Repositories } from '../repositories/create-repositories.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { findClient } from './clients.js';
import { hashToken } from './opaque-token.js';
import { verifierMatches } from './pkce.js';

export interface RedeemedCode {
  user: UserRecord;
  clientId: string;
  codeHash: string;
}

/**
 * Redeems an authorization code: single use, within 60 s, same client and redirect_uri, and a verifier
 * matching the S256 challenge. Every mismatch is error.invalid-grant; a replay also revokes what the code issued.
 */
export async function redeemCode(repos: Repositories, request: CodeExchangeRequest, now: Date): Promise<RedeemedCode> {
  if (request.grant_type !== 'authorization_code') throw errors.invalidRequest('grant_type måste vara authorization_code.');
  const client = findClient(request.client_id);
  if (client === undefined) throw errors.invalidClient();
  if (!request.code || !request.code_verifier || !request.redirect_uri) {
    throw errors.invalidRequest('code, code_verifier och redirect_uri krävs.');
  }
  const codeHash = hashToken(request.code);
  const claimed = await repos.authFlows.claimCode(codeHash, now.getTime());
  if (claimed === undefined) throw errors.invalidGrant();
  if (!claimed.firstUse) {
    await repos.refreshTokens.revokeByCodeHash(codeHash, now.getTime());
    throw errors.invalidGrant();
  }
  const { code } = claimed;
  const valid = now.getTime() <= code.expiresAt && code.clientId === client.clientId
    && code.redirectUri === request.redirect_uri && verifierMatches(request.code_verifier, code.codeChallenge);
  if (!valid) throw errors.invalidGrant();
  const user = await repos.users.findByUsername(code.username);
  if (user === undefined || user.locked) throw errors.invalidGrant();
  return { user, clientId: client.clientId, codeHash };
}
