import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { createUnsubscribeTokens, UNSUBSCRIBE_PATH } from '../subscriptions/unsubscribe-token.js';
import { renderUnsubscribePage, type UnsubscribePage } from '../subscriptions/unsubscribe-page.js';

function html(reply: FastifyReply, status: number, page: UnsubscribePage): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderUnsubscribePage(page));
}

const QUERY = { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } } as const;

/** The one-click body's bound: "List-Unsubscribe=One-Click", in a multipart body with its boundary and headers. */
const ONE_CLICK_BODY_LIMIT = 1024;

/** RFC 8058 lets a mail client send the one-click body as multipart/form-data: read by Node's own form parser (undici). */
async function multipartFields(body: Buffer, contentType: string): Promise<Record<string, string>> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  return Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : '']));
}

const askPath = (token: string | undefined): string => `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token ?? '')}`;

/** RFC 8058's one-click body, urlencoded or multipart: the field List-Unsubscribe=One-Click. */
const isOneClick = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as Record<string, unknown>)['List-Unsubscribe'] === 'One-Click';

/**
 * The signed unsubscribe link of every subscription mail, outside /api (no login: the signature is the proof).
 * GET asks on a Swedish page (a link scanner that follows it changes nothing); POST is RFC 8058's one-click
 * (body List-Unsubscribe=One-Click, urlencoded or multipart, sent by the mail client or the page's button) and deletes the subscription.
 */
export const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(formbody, { bodyLimit: ONE_CLICK_BODY_LIMIT });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: ONE_CLICK_BODY_LIMIT }, (request, body, done) => {
    multipartFields(body as Buffer, request.headers['content-type'] ?? '').then(
      (fields) => done(null, fields),
      () => done(Object.assign(new Error('Ogiltig begäran.'), { statusCode: 400 }), undefined),
    );
  });
  const tokens = createUnsubscribeTokens(app.signingKeys);
  const subscriptionOf = async (token: string | undefined) => (token === undefined ? undefined : tokens.subscriptionOf(token));

  app.get<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, { schema: { querystring: QUERY } }, async (request, reply) => {
    const id = await subscriptionOf(request.query.token);
    const exists = id !== undefined && (await app.repos.subscriptions.find(id)) !== undefined;
    return exists ? html(reply, 200, { ask: askPath(request.query.token) }) : html(reply, 404, { unknown: true });
  });

  app.post<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, { schema: { querystring: QUERY } }, async (request, reply) => {
    const id = await subscriptionOf(request.query.token);
    if (id === undefined) return html(reply, 404, { unknown: true });
    // Only RFC 8058's body ends it; any other POST (an empty one, a form of something else) gets the question again.
    if (!isOneClick(request.body)) return html(reply, 400, { ask: askPath(request.query.token) });
    // Deleting twice (a client that retries the one-click POST) answers the same confirmation.
    await app.repos.subscriptions.remove(id);
    request.log.info({ subscription: id }, 'subscription unsubscribed');
    return html(reply, 200, { done: true });
  });
};
