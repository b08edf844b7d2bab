// Type-only: the decorations the app's plugins add to Fastify (see plugins/app-context.ts, auth/api-guard.ts).
import 'fastify';
import type { PendingConfirmation } from './auth/access-confirmation.js';
import type { SigningKeys } from './auth/signing-key.js';
import type { AuthenticatedUser, TokenService } from './auth/token-service.js';
import type { Config } from './config.js';
import type { Store } from './db/store.js';
import type { Repositories } from './repositories/create-repositories.js';
import type { AgencyRecord } from './repositories/agency-repository.js';
import type { UserRecord } from './repositories/user-repository.js';

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
  }
  interface FastifyContextConfig {
    /** The route's access may be confirmed beside its work (server/auth/access-confirmation.ts). */
    accessConfirmedBesideWork?: boolean;
  }
  interface FastifyRequest {
    /** Set by the API guard on /api routes; null elsewhere. */
    user: AuthenticatedUser | null;
    /**
     * The caller's user record, read by the API guard beside its session check (one change-clock read for both), for
     * the gates and the caller's own record; null elsewhere, undefined when the user no longer exists.
     */
    callerRecord: UserRecord | undefined | null;
    /** The caller's own agency (from the token), read beside the session check; null when the caller has none. */
    requestAgency: { readonly agencyNumber: string; readonly record: Readonly<AgencyRecord> | undefined } | null;
    /** Set by the API guard when it let the request through on kept facts: its answer waits for their confirmation. */
    accessConfirmation: PendingConfirmation | null;
  }
}
