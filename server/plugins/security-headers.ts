import { globalPlugin } from './global-plugin.js';

// Strict CSP: no inline or eval'd script anywhere; inline styles only because MUI/emotion injects them.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:",
  "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** Sets the security headers at the start of every request, so 404s and error answers carry them too. */
export const securityHeaders = globalPlugin('security-headers', async (app) => {
  // HSTS only when the portal is published over https (docs/security.md, finding 10).
  const https = app.config.publicOrigin?.startsWith('https:') === true;
  // A callback hook (no promise per request).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
});
