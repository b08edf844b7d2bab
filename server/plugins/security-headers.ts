import { globalPlugin } from './global-plugin.js';
import '../content/content-context.js';

/** Where a Contentful space serves its files (pictures, files, films), allowed when a space is configured (issue 23, item 16). */
export const CONTENTFUL_ASSET_ORIGINS: readonly string[] = [
  'https://images.ctfassets.net', 'https://assets.ctfassets.net', 'https://videos.ctfassets.net', 'https://downloads.ctfassets.net',
];

/** Strict CSP: no inline or eval'd script anywhere; inline styles only because MUI/emotion injects them; pictures and films also from the content's asset origins. */
export function contentSecurityPolicy(assetOrigins: readonly string[] = []): string {
  const extra = assetOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", `img-src 'self' data: blob:${extra}`, `media-src 'self'${extra}`,
    "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'",
  ].join('; ');
}

/** The policy without a content origin (the embedded content service serves its files itself). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** CONTENT_ASSET_ORIGINS when set; otherwise Contentful's asset hosts when a space is configured; otherwise none. */
export function contentAssetOrigins(configured: readonly string[] | undefined, spaceConfigured: boolean): readonly string[] {
  return configured ?? (spaceConfigured ? CONTENTFUL_ASSET_ORIGINS : []);
}

/** Sets the security headers at the start of every request, so 404s and error answers carry them too. */
export const securityHeaders = globalPlugin('security-headers', async (app) => {
  // HSTS only when the portal is published over https (docs/security.md, finding 10).
  const https = app.config.publicOrigin?.startsWith('https:') === true;
  const origins = contentAssetOrigins(app.config.contentAssetOrigins, app.contentUpstream.upstream !== null);
  const headers = origins.length === 0 ? SECURITY_HEADERS : { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(origins) };
  // A callback hook (no promise per request).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
});
