import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import type { LoginAlert } from '@ombudsportalen/portal/api';
import { requireAuthenticated } from '../auth/agency-access.js';
import { contractRoute } from '../http/contract-route.js';
import { BODY_LIMITS } from '../http/input-bounds.js';
import type { CdaCollection } from '../content/cda-types.js';
import { answerContentQuery } from '../content/content-service.js';

/** The login page's alert (spec part 1 §2 "Login screen"). */
export const LOGIN_ALERT_TITLE = 'Alert inloggningssida';

/** POST …/contentful/data and …/contentful/alerts: Content Delivery API queries as JSON, behind the bearer check. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  // A content answer sets the asset-session cookie its file URLs' grants are good beside (asset-grants.ts).
  await app.register(cookie);
  // The collection is passed on as the store or the space gives it; its contract keeps every level open.
  contractRoute(app, 'contentData', { onRequest: requireAuthenticated(), bodyLimit: BODY_LIMITS.small }, async (request, reply) => answerContentQuery(request, reply, request.body));

  contractRoute(app, 'contentAlerts', { onRequest: requireAuthenticated(), bodyLimit: BODY_LIMITS.small }, async (request, reply) => answerContentQuery(request, reply, {
    contentType: 'alert', limit: request.body.limit ?? 3, 'fields.title': request.body.fieldsTitle, include: 0,
  }));
};

/** The first alert's show, type and text, as the SPA reads it (spec §7); null without one. */
export function firstAlertOf(collection: CdaCollection): LoginAlert | null {
  const fields = collection.items[0]?.fields;
  if (fields === undefined) return null;
  return { show: fields['show'] === true, type: typeof fields['type'] === 'string' ? fields['type'] : 'info', text: typeof fields['text'] === 'string' ? fields['text'] : '' };
}

/**
 * GET /content/login-alert (outside /api): the login page has no token yet, so this one public call gives the
 * alert titled "Alert inloggningssida" and nothing else (docs/decisions/content.md, issue 14).
 */
export const loginAlertRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, 'loginAlert', {}, async (request, reply) => {
    const collection = await answerContentQuery(request, reply, { contentType: 'alert', limit: 3, 'fields.title': LOGIN_ALERT_TITLE, include: 0 });
    void reply.header('cache-control', 'no-store');
    return { alert: firstAlertOf(collection) };
  });
};
