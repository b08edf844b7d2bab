// Where the request path's time goes (docs/security.md "Figures"): the bench server (bench/load/serve.ts) under
// `node --cpu-prof` while autocannon drives one route (3 s warm-up, 6 s measured); the .cpuprofile lands in the folder
// given (default /tmp/portal-cpu-profile), for Chrome DevTools or a script. Under `flock /tmp/heavy.lock`:
// `npx tsx bench/load/profile.ts [path under the portal | bare] [profile folder]`.
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server';

const path = process.argv[2] ?? '/api/api-retail/v2/agencies/1001/info';
const folder = process.argv[3] ?? '/tmp/portal-cpu-profile';
const { child: server, portal, baseline, seller } = await startBenchServer(['--cpu-prof', `--cpu-prof-dir=${folder}`]);
const url = path === 'bare' ? `${baseline}/bare` : `${portal}${path}`;
const headers = { authorization: `Bearer ${seller}` };
await autocannon({ url, connections: 10, duration: 3, headers });
const result = await autocannon({ url, connections: 10, duration: 6, headers });
console.log(`${url}: ${result.requests.average.toFixed(0)} req/s, ${result.non2xx} non-2xx; profile in ${folder}`);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
