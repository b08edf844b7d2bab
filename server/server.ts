import type { FastifyBaseLogger } from 'fastify';
import { stockholmToday } from '@ombudsportalen/engine';
import { buildApp } from './app.js';
import { SigningKeyError } from './signing-key-set.js';
import { ConfigError, DEFAULT_SHUTDOWN, loadConfig } from './config.js';
import { migrate } from './db/migrate.js';
import { openStore, StoreError, type Store } from './db/store.js';
import { seed } from './seed/seed.js';
import { seedClock } from './seed/seed-calendar.js';
import { topUpReporting } from './seed/seed-reporting.js';

const TOP_UP_EVERY_MS = 60 * 60 * 1000;

// Start-up: config, database, migrations, demo data, app, listen. Run with `npx tsx server/server.ts`.
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const store = await openStore(config);
  const migrated = await migrate(store);
  const demoNow = seedClock(config.fixedDate);
  const seeded = await seed(store, demoNow);
  const draining = { active: false };
  const app = await buildApp({ config, store, draining });
  if (seeded.reportingDays > 0) app.log.info({ days: seeded.reportingDays }, 'rapportdata fylld till och med i går');
  // A portal left running past midnight still has yesterday's report data: the same top-up, hourly.
  const topUp = setInterval(() => void topUpReportingLogged(store, demoNow, app.log), TOP_UP_EVERY_MS);
  topUp.unref();

  // Draining: not ready at once (a balancer stops sending), still serving for the drain delay (its checks notice),
  // then no new connections while the requests in flight end, at most the shutdown timeout; then the pool closes.
  const { delayMs, timeoutMs } = { ...DEFAULT_SHUTDOWN, ...config.shutdown };
  const shutdown = (signal: string): void => {
    app.log.info({ signal }, 'stänger ner');
    draining.active = true;
    clearInterval(topUp);
    const deadline = setTimeout(() => {
      app.log.warn('stängning tog för lång tid; avslutar');
      process.exit(1);
    }, delayMs + timeoutMs);
    deadline.unref();
    setTimeout(() => {
      void app.close().finally(() => store.close()).finally(() => process.exit(0));
    }, delayMs);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  console.log(`Ombudsportalen körs på http://localhost:${config.port}`);
  // What this start did to the database (a fleet started together: one instance migrates and seeds, npm run test:fleet).
  console.log(`Databasen vid start: ${migrated.length} migreringar körda, ${seeded.users} användare och ${seeded.reportingDays} rapportdagar tillagda`);
  console.log('Demokonton: se README.md');
}

async function topUpReportingLogged(store: Store, now: () => Date, log: FastifyBaseLogger): Promise<void> {
  try {
    const { days, skipped } = await topUpReporting(store, stockholmToday(now()));
    if (days > 0) log.info({ days }, 'rapportdata fylld till och med i går');
    if (skipped) log.debug('rapportdata fylls på av en annan instans');
  } catch (error) {
    log.error({ err: error }, 'rapportdata kunde inte fyllas på');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StoreError || error instanceof SigningKeyError) {
    console.error(`Ombudsportalen kan inte starta: ${error.message}`);
  } else {
    console.error('Ombudsportalen kan inte starta:', error);
  }
  process.exit(1);
});
