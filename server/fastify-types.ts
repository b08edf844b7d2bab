// Type-only: the decorations the app's plugins add to Fastify (see plugins/app-context.ts, auth/api-guard.ts).
import 'fastify';
import type { SigningKeys } from './auth/signing-key.js';
import type { RequestSession } from './auth/api-guard.js';
import type { TokenService } from './auth/token-service.js';
import type { NodeEngine } from '@ombudsportalen/engine';
import type { Config } from './config.js';
import type { Store } from './db/store.js';
import type { Repositories } from './repositories/create-repositories.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The database the repositories run on (server/db/store.ts); the report server reads it too. */
    store: Store;
    repos: Repositories;
    tokens: TokenService;
    /** The token signing keys (server/auth/signing-key-store.ts), for the short-lived tokens too. */
    signingKeys: SigningKeys;
    /** True from SIGTERM on (server/server.ts): /health/ready answers 503 while the instance drains. */
    draining: { active: boolean };
    /** The app's clock; tests inject a controllable one. */
    now: () => Date;
    /** The server's engine instance (server/engine.ts). */
    engine: NodeEngine;
  }
  interface FastifyContextConfig {
    /** The route answers with the caller's whole agency record: the API guard's read selects it (READS_WHOLE_AGENCY). */
    readsWholeAgency?: boolean;
  }
  interface FastifyRequest {
    /** Set by the API guard on /api routes, before any other hook: the caller as the store holds them; null elsewhere. */
    session: RequestSession | null;
  }
}
