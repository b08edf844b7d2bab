import type { FastifyReply, FastifyRequest } from 'fastify';

/** The refresh token lives only in this cookie, scoped to the token handler. */
export const REFRESH_COOKIE = 'portal-rt';
const COOKIE_PATH = '/tokenhandler';

/** Secure when the portal is served over https (configured origin or the request itself). */
export function isSecure(publicOrigin: string | null, request: FastifyRequest): boolean {
  return publicOrigin?.startsWith('https:') === true || request.protocol === 'https';
}

export function setRefreshCookie(reply: FastifyReply, publicOrigin: string | null, token: string, maxAgeMs: number): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, secure: isSecure(publicOrigin, reply.request),
    maxAge: Math.max(1, Math.ceil(maxAgeMs / 1000)),
  });
}

export function clearRefreshCookie(reply: FastifyReply, publicOrigin: string | null): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, secure: isSecure(publicOrigin, reply.request) });
}
