// The server side of `npm run bench:load`, in its own process so the load generator does not share its event loop:
// the portal (seeded temp database) and a bare Fastify route, both on 127.0.0.1. Prints one JSON line: ports, tokens.
import Fastify from 'fastify';
import { buildBenchApp } from '../reports/bench-app';

const bench = await buildBenchApp(undefined, { reportRendering: { perUser: 8, total: 16 } });
const portal = await bench.app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
const baseline = await bare.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({
  portal, baseline,
  manager: await bench.tokenFor('1001_MGR'),
  seller: await bench.tokenFor('1001_SALJ'),
}));
process.once('SIGTERM', () => void Promise.all([bench.close(), bare.close()]).finally(() => process.exit(0)));
