// `npm run bench:fleet` (issue 27, figures): GET /me with a bearer token, throughput of 2 instances behind HAProxy ÷
// 1 instance alone, measured in the same run on the fleet of `npm run test:fleet` (scripts/fleet/fleet.ts: a throw-away
// PostgreSQL, the instances as production starts them, HAProxy on deploy/haproxy.cfg). Alternated three times and the
// middle pair taken, so a neighbour's load on the shared machine hits both sides alike. Goal ≥ 0.9: the fleet adds no
// cost on this 2-core machine (more cores would add throughput).
import autocannon from 'autocannon';
import { adminCommand } from '../../scripts/fleet/haproxy';
import { startFleet, type Fleet } from '../../scripts/fleet/fleet';
import { login, V2 } from '../../scripts/fleet/portal-client';

const SECONDS = 4;
const CONNECTIONS = 10;
const GOAL = 0.9;

const reqPerSecond = async (url: string, headers: Record<string, string>) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
};

let fleet: Fleet | undefined;
let status = 1;
try {
  fleet = await startFleet({ count: 2, log: (line) => console.log(`  ${line.trimEnd()}`) });
  // deploy/haproxy.cfg names three servers: the third is taken out by hand, as an operator would.
  for (const backend of ['portal', 'portal_live']) await adminCommand(fleet.balancer.socket, `set server ${backend}/portal3 state maint`);
  const origin = fleet.balancer.url;
  const session = await login(origin, '1001_SALJ', { origin });
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const alone = `${fleet.instances[0]!.url}${V2}/me`;
  const behind = `${origin}${V2}/me`;
  await reqPerSecond(alone, headers); // warm-up of both instances' code paths
  await reqPerSecond(behind, headers);
  const pairs: { one: number; two: number }[] = [];
  for (let round = 0; round < 3; round++) pairs.push({ one: await reqPerSecond(alone, headers), two: await reqPerSecond(behind, headers) });
  const { one, two } = [...pairs].sort((a, b) => a.two / a.one - b.two / b.one)[1]!;
  const ratio = two / one;
  const rows = [
    ['figure', 'measured', 'value', 'goal', 'goal met'],
    ['GET /me: 2 instances behind HAProxy ÷ 1 instance alone', `${two.toFixed(0)} ÷ ${one.toFixed(0)} req/s`, ratio.toFixed(2), `≥ ${GOAL}`, ratio >= GOAL ? 'met' : 'NOT met'],
  ];
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  console.log(`rounds (2 instances ÷ 1): ${pairs.map((pair) => (pair.two / pair.one).toFixed(2)).join(', ')}; ${CONNECTIONS} connections, ${SECONDS} s each; instances log at warn`);
  status = 0;
} catch (error) {
  console.error(`bench:fleet failed: ${(error as Error).stack ?? String(error)}`);
} finally {
  await fleet?.stop();
}
process.exit(status);
