import type { Store } from '../db/store.js';
import type { Config } from '../config.js';
import { loadSigningKeys } from '../auth/signing-key-store.js';
import { createTokenService } from '../auth/token-service.js';
import { createRepositories } from '../repositories/create-repositories.js';
import { globalPlugin } from './global-plugin.js';

export interface AppContextOptions extends Record<string, unknown> {
  config: Config;
  store: Store;
  now: () => Date;
}

/** Decorates the app with config, clock, repositories, the signing keys and the token service, for every route plugin. */
export const appContext = globalPlugin<AppContextOptions>('app-context', async (app, { config, store, now }) => {
  const repos = createRepositories(store);
  // A shared key file is followed on the app's clock; a re-read that fails keeps the keys in use (logged, at most once a second).
  const keys = await loadSigningKeys(config, repos.signingKeys, {
    now, onReadError: (error) => app.log.warn({ err: error }, 'nyckelfilen kunde inte läsas; nycklarna som används behålls'),
  });
  if (config.databaseUrl !== undefined && config.signingKeys === undefined && config.signingKeyFile === undefined) {
    // Each instance would make a key file of its own beside DATABASE_PATH, and refuse the others' tokens.
    app.log.warn('signeringsnycklarna finns bara i denna instans: sätt TOKEN_SIGNING_KEY_FILE (en delad sökväg) eller TOKEN_SIGNING_KEYS när flera instanser delar databasen');
  }
  app.decorate('config', config);
  app.decorate('store', store);
  app.decorate('now', now);
  app.decorate('repos', repos);
  app.decorate('signingKeys', keys);
  app.decorate('tokens', createTokenService(keys, now));
  app.decorateRequest('session', null);
});
