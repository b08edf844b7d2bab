import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createShortTokens, type ShortTokens } from '../account/short-tokens.js';
import { requireAuthenticated } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import { trustedOrigins } from '../auth/clients.js';
import { loadSigningKey } from '../auth/signing-key.js';
import { contractRoute } from './contract-route.js';
import { renderWebmailPage } from './webmail-page.js';

const WEBMAIL_AUDIENCE = 'webmail';
/** The link is opened at once in a new tab; a ticket older than this is refused. */
const TICKET_TTL_S = 60;

const tokensOf = async (app: FastifyInstance): Promise<ShortTokens> =>
  createShortTokens(await loadSigningKey(app.repos.signingKeys, app.now()), app.now);

/** GET /api/api-retail/v1/webmail/sso-link → { url }: a link to our placeholder inbox with a one-minute ticket. */
export const webmailLinkRoutes: FastifyPluginAsync = async (app) => {
  const tokens = await tokensOf(app);
  contractRoute(app, 'webmailLink', { onRequest: requireAuthenticated() }, async (request) => {
    const caller = callerOf(request);
    const ticket = await tokens.issue(WEBMAIL_AUDIENCE, caller.username, TICKET_TTL_S, { name: `${caller.givenName} ${caller.familyName}` });
    // Absolute when the portal's origin is known (PUBLIC_ORIGIN, else the request's), as a link to another service is.
    const origin = trustedOrigins(app.config.publicOrigin, request)[0] ?? '';
    return { url: `${origin}/webmail?ticket=${encodeURIComponent(ticket)}` };
  });
};

/** GET /webmail: the placeholder inbox ("Webbmail"), outside /api; the ticket names the user. */
export const webmailPageRoutes: FastifyPluginAsync = async (app) => {
  const tokens = await tokensOf(app);
  app.get<{ Querystring: { ticket?: string } }>('/webmail', {
    schema: { querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 4096 } } } },
  }, async (request, reply) => {
    const ticket = await tokens.verify(request.query.ticket ?? '', WEBMAIL_AUDIENCE);
    const name = typeof ticket?.claims['name'] === 'string' ? ticket.claims['name'] : undefined;
    return reply.code(ticket === undefined ? 401 : 200).header('cache-control', 'no-store').type('text/html; charset=utf-8')
      .send(renderWebmailPage(ticket === undefined ? undefined : { name: name ?? ticket.subject, username: ticket.subject }));
  });
};
