import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { createUnsubscribeTokens, UNSUBSCRIBE_PATH } from '../subscriptions/unsubscribe-token.js';
import { renderUnsubscribePage, type UnsubscribePage } from '../subscriptions/unsubscribe-page.js';

function html(reply: FastifyReply, status: number, page: UnsubscribePage): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderUnsubscribePage(page));
}

const QUERY = { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } } as const;

/**
 * The signed unsubscribe link of every subscription mail, outside /api (no login: the signature is the proof).
 * GET asks on a Swedish page (a link scanner that follows it changes nothing); POST is RFC 8058's one-click
 * (body List-Unsubscribe=One-Click, sent by the mail client or by the page's button) and deletes the subscription.
 */
export const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(formbody, { bodyLimit: 1024 });
  const tokens = createUnsubscribeTokens(app.signingKeys);
  const subscriptionOf = async (token: string | undefined) => (token === undefined ? undefined : tokens.subscriptionOf(token));

  app.get<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, { schema: { querystring: QUERY } }, async (request, reply) => {
    const id = await subscriptionOf(request.query.token);
    const exists = id !== undefined && (await app.repos.subscriptions.find(id)) !== undefined;
    return exists ? html(reply, 200, { ask: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token ?? '')}` }) : html(reply, 404, { unknown: true });
  });

  app.post<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, { schema: { querystring: QUERY } }, async (request, reply) => {
    const id = await subscriptionOf(request.query.token);
    if (id === undefined) return html(reply, 404, { unknown: true });
    // Deleting twice (a client that retries the one-click POST) answers the same confirmation.
    await app.repos.subscriptions.remove(id);
    request.log.info({ subscription: id }, 'subscription unsubscribed');
    return html(reply, 200, { done: true });
  });
};
