// Type-only: the content service's decoration (set in app.ts from AppOptions.contentful).
import 'fastify';
import type { ContentfulUpstream } from './contentful-upstream.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Contentful space the content calls are forwarded to, or null for the embedded store. */
    contentUpstream: { upstream: ContentfulUpstream | null; fetch: typeof fetch };
  }
}
