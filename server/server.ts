import { buildApp } from './app.js';
import { SigningKeyError } from './auth/signing-key.js';
import { ConfigError, loadConfig } from './config.js';
import { ContentConfigError, loadContentfulUpstream } from './content/contentful-upstream.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { seed } from './seed/seed.js';

// Start-up: config, database, migrations, demo data, app, listen. Run with `npx tsx server/server.ts`.
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const contentful = loadContentfulUpstream(process.env);
  const db = openDatabase(config.databasePath);
  migrate(db);
  await seed(db);
  const app = await buildApp({ config, db, contentful });

  const shutdown = (signal: string): void => {
    app.log.info({ signal }, 'stänger ner');
    void app.close().finally(() => {
      db.close();
      process.exit(0);
    });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  console.log(`Ombudsportalen körs på http://localhost:${config.port}`);
  console.log('Demokonton: se README.md');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ContentConfigError || error instanceof SigningKeyError) {
    console.error(`Ombudsportalen kan inte starta: ${error.message}`);
  } else {
    console.error('Ombudsportalen kan inte starta:', error);
  }
  process.exit(1);
});
