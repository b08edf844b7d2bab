import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createShortTokens, type ShortTokenClaims, type ShortTokens } from '../auth/short-tokens.js';
import { requireAuthenticated } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import { trustedOrigins } from '../auth/clients.js';
import { contractRoute } from '../http/contract-route.js';
import { renderWebmailPage, type WebmailPage } from './webmail-page.js';

const WEBMAIL_AUDIENCE = 'webmail';
/** The link is opened at once in a new tab; a ticket older than this is refused. */
const TICKET_TTL_S = 60;

const tokensOf = (app: FastifyInstance): ShortTokens => createShortTokens(app.signingKeys, app.now);

/** GET /api/api-retail/v1/webmail/sso-link → { url }: a link to our placeholder inbox with a one-minute ticket. */
export const webmailLinkRoutes: FastifyPluginAsync = async (app) => {
  const tokens = tokensOf(app);
  contractRoute(app, 'webmailLink', { onRequest: requireAuthenticated() }, async (request) => {
    const caller = callerOf(request);
    const ticket = await tokens.issue(WEBMAIL_AUDIENCE, caller.username, TICKET_TTL_S, { name: `${caller.givenName} ${caller.familyName}` });
    // Absolute when the portal's origin is known (PUBLIC_ORIGIN, else the request's), as a link to another service is.
    const origin = trustedOrigins(app.config.publicOrigin, request)[0] ?? '';
    return { url: `${origin}/webmail?ticket=${encodeURIComponent(ticket)}` };
  });
};

/** Single use: a ticket copied from the address bar, history or an access log opens nothing a second time. */
async function redeem(app: FastifyInstance, ticket: ShortTokenClaims | undefined): Promise<WebmailPage> {
  if (ticket === undefined) return { refused: 'expired' };
  if (!(await app.repos.usedTickets.claim(ticket.jti, ticket.exp * 1000, app.now().getTime()))) return { refused: 'used' };
  const name = ticket.claims['name'];
  return { user: { name: typeof name === 'string' ? name : ticket.subject, username: ticket.subject } };
}

/** GET /webmail: the placeholder inbox ("Webbmail"), outside /api; the ticket names the user and opens it once. */
export const webmailPageRoutes: FastifyPluginAsync = async (app) => {
  const tokens = tokensOf(app);
  app.get<{ Querystring: { ticket?: string } }>('/webmail', {
    schema: { querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 4096 } } } },
  }, async (request, reply) => {
    const page = await redeem(app, await tokens.verify(request.query.ticket ?? '', WEBMAIL_AUDIENCE));
    return reply.code('user' in page ? 200 : 401).header('cache-control', 'no-store').type('text/html; charset=utf-8')
      .send(renderWebmailPage(page));
  });
};
