import type { FastifyInstance } from 'fastify';
import { createShortTokens, type ShortTokens } from '../account/short-tokens.js';
import { loadSigningKey } from '../auth/signing-key.js';

/** Audience of the token the portal hands to the learning service (spec part 1 §2 "Education page", §7). */
export const LEARNING_AUDIENCE = 'learning-service';
/** Audience of the token in the learning page's own forms ("Slutför"): proves the form came from our page. */
export const LEARNING_PAGE_AUDIENCE = 'learning-service/page';
/** The SSO token only has to survive the hidden form post into a new tab. */
export const SSO_TOKEN_TTL_S = 60;
export const PAGE_TOKEN_TTL_S = 30 * 60;

/** The portal's signing key as short-lived learning tokens (the key lives in the database, see signing-key.ts). */
export async function learningTokensOf(app: FastifyInstance): Promise<ShortTokens> {
  return createShortTokens(await loadSigningKey(app.repos.signingKeys, app.now()), app.now);
}
