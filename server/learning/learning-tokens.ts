import type { FastifyInstance } from 'fastify';
import { createShortTokens, type ShortTokens } from '../auth/short-tokens.js';

/** Audience of the token the portal hands to the learning service (spec part 1 §2 "Education page", §7). */
export const LEARNING_AUDIENCE = 'learning-service';
/** Audience of the token in the learning page's own forms ("Slutför"): proves the form came from our page. */
export const LEARNING_PAGE_AUDIENCE = 'learning-service/page';
/** The SSO token only has to survive the hidden form post into a new tab. */
export const SSO_TOKEN_TTL_S = 60;
export const PAGE_TOKEN_TTL_S = 30 * 60;

/** The portal's signing keys as short-lived learning tokens (server/auth/signing-key-store.ts). */
export function learningTokensOf(app: FastifyInstance): ShortTokens {
  return createShortTokens(app.signingKeys, app.now);
}
