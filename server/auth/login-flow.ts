import { errors } from '../http/errors.js';
import type { AuthFlow } from '../repositories/auth-flow-repository.js';
import type { Repositories } from '../repositories/create-repositories.js';
import { CODE_TTL_MS, FLOW_TTL_MS } from './auth-settings.js';
import type { AuthorizeRequest } from './clients.js';
import { hashToken, newOpaqueToken } from './opaque-token.js';

/** Records a started login; the returned id is unguessable and doubles as the login form's CSRF token. */
export async function startFlow(repos: Repositories, request: AuthorizeRequest, now: Date): Promise<string> {
  const flowId = newOpaqueToken();
  const createdAt = now.getTime();
  // Housekeeping piggybacks on new logins: expired flows and their codes go.
  await repos.authFlows.purgeExpired(createdAt - FLOW_TTL_MS);
  await repos.authFlows.createFlow({
    flowId, clientId: request.client.clientId, redirectUri: request.redirectUri, codeChallenge: request.codeChallenge,
    state: request.state, createdAt, expiresAt: createdAt + FLOW_TTL_MS,
  });
  return flowId;
}

/** The flow a credential post belongs to, if it is still open; throws AppError 400 otherwise. */
export async function openFlow(repos: Repositories, flowId: string, clientId: string, now: Date): Promise<AuthFlow> {
  const flow = await repos.authFlows.findFlow(flowId);
  if (flow === undefined || flow.clientId !== clientId) throw errors.invalidRequest('Okänt inloggningsflöde.');
  if (flow.completedAt !== null) throw errors.invalidRequest('Inloggningen är redan genomförd.');
  if (now.getTime() > flow.expiresAt) throw errors.flowExpired();
  return flow;
}

/** Ends the flow with a fresh single-use code (valid 60 s) bound to its client, redirect_uri and challenge. */
export async function issueCode(repos: Repositories, flow: AuthFlow, username: string, now: Date): Promise<string> {
  const code = newOpaqueToken();
  const createdAt = now.getTime();
  const stored = await repos.authFlows.completeFlowWithCode({
    codeHash: hashToken(code), flowId: flow.flowId, clientId: flow.clientId, redirectUri: flow.redirectUri,
    codeChallenge: flow.codeChallenge, username, createdAt, expiresAt: createdAt + CODE_TTL_MS,
  });
  if (!stored) throw errors.invalidRequest('Inloggningen är redan genomförd.');
  return code;
}
