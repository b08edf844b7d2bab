// `npx tsx test/support/pg-cluster-cli.ts`: a throw-away PostgreSQL cluster until Ctrl-C, for running the PostgreSQL
// suites again and again without an initdb each time: TEST_DATABASE_URL=… npx vitest run -c vitest.pg.config.ts
import { startPostgresCluster } from '../../scripts/postgres/postgres-cluster.js';

try {
  const cluster = await startPostgresCluster();
  console.log(`TEST_DATABASE_URL=${cluster.url}\n(in ${cluster.folder}; Ctrl-C stops the server and deletes it)`);
  setInterval(() => undefined, 1 << 30); // keep running until a signal: the cluster module stops it then
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
