// Type-only: the content service's decoration (set in app.ts from AppOptions.contentful).
import 'fastify';
import type { AssetGrants } from './asset-grants.js';
import type { ContentfulUpstream } from './contentful-upstream.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Contentful space the content calls are forwarded to, or null for the embedded store. */
    contentUpstream: { upstream: ContentfulUpstream | null; fetch: typeof fetch };
    /** The grants in the embedded store's asset URLs (asset-grants.ts), set in app.ts. */
    assetGrants: AssetGrants;
  }
}
