import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { addDays } from '@ombudsportalen/engine';
import { todayOf } from '../forms/request-context.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { renderCoursesPage, renderLearningError } from '../learning/learning-page.js';
import { LEARNING_AUDIENCE, LEARNING_PAGE_AUDIENCE, learningTokensOf, PAGE_TOKEN_TTL_S } from '../learning/learning-tokens.js';

const tokenForm = { type: 'object', properties: { token: { type: 'string', maxLength: 4096 } } } as const;
type TokenForm = { token?: string };

function html(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/**
 * The embedded learning service (outside /api, no bearer token): POST /learning/sso takes the portal's one-time
 * token (audience learning-service) from a hidden form in a new tab and shows the user's mandatory courses;
 * POST /learning/courses/:courseId/complete completes one ("Slutför"), proven by the page token in its form.
 */
export const learningRoutes: FastifyPluginAsync = async (app) => {
  await app.register(formbody, { bodyLimit: 8192 });
  const tokens = learningTokensOf(app);

  const page = async (reply: FastifyReply, user: UserRecord, completed?: string) => html(reply, 200, renderCoursesPage({
    name: `${user.firstname} ${user.lastname}`, username: user.username, today: todayOf(app),
    courses: await app.repos.learning.mandatoryResults(user.username),
    pageToken: await tokens.issue(LEARNING_PAGE_AUDIENCE, user.username, PAGE_TOKEN_TTL_S),
    ...(completed === undefined ? {} : { completed }),
  }));

  app.post<{ Body: TokenForm }>('/learning/sso', { schema: { body: tokenForm } }, async (request, reply) => {
    const sso = await tokens.verify(request.body.token ?? '', LEARNING_AUDIENCE);
    if (sso === undefined) return html(reply, 401, renderLearningError('Inloggningen till utbildningarna har gått ut eller är ogiltig.'));
    // Single use: a replayed SSO post (a reload, a copied form) is refused.
    if (!await app.repos.learning.claimToken(sso.jti, sso.exp * 1000, app.now().getTime())) {
      return html(reply, 401, renderLearningError('Inloggningen har redan använts.'));
    }
    const user = await app.repos.users.findByUsername(sso.subject);
    if (user === undefined) return html(reply, 401, renderLearningError('Användaren finns inte.'));
    return page(reply, user);
  });

  app.post<{ Params: { courseId: string }; Body: TokenForm }>('/learning/courses/:courseId/complete', {
    schema: { params: { type: 'object', properties: { courseId: { type: 'string', maxLength: 64 } } }, body: tokenForm },
  }, async (request, reply) => {
    const session = await tokens.verify(request.body.token ?? '', LEARNING_PAGE_AUDIENCE);
    const user = session === undefined ? undefined : await app.repos.users.findByUsername(session.subject);
    if (user === undefined) return html(reply, 401, renderLearningError('Sidan har gått ut. Öppna utbildningarna igen från portalen.'));
    const course = (await app.repos.learning.mandatoryResults(user.username)).find((c) => c.courseId === request.params.courseId);
    if (course === undefined) return html(reply, 404, renderLearningError('Kursen finns inte.'));
    const today = todayOf(app);
    await app.repos.learning.complete(user.username, course.courseId, addDays(today, course.validityDays), today);
    return page(reply, user, course.courseName);
  });
};
