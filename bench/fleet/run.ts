// `npm run bench:fleet` (issue 27, figures): GET /me with a bearer token, throughput of 2 instances behind HAProxy ÷
// 1 instance alone, measured in the same run on the fleet of `npm run test:fleet` (scripts/fleet/fleet.ts: a throw-away
// PostgreSQL, the instances as production starts them, HAProxy on deploy/haproxy.cfg), with the same client (autocannon,
// the same connections and duration) on both sides. A tool with no goal: issue 38 retired the ratio (it measures
// microseconds no user feels). The method (docs/performance.md, "The fleet"): the portal side gets the same CPU on both sides, one core
// (CPU 1) holding the instance alone, or both instances and HAProxy; the load generator and PostgreSQL, whose work per
// request is the same on both sides, get the other core. Each phase's CPU use is printed, so a figure whose portal core
// was not saturated (then it measured the load generator) is seen as such. Alternated three times and the median round
// taken, so a neighbour's load on the shared machine hits both sides alike. The same rounds with every process on both
// cores follow for reference: there the load generator, PostgreSQL and HAProxy compete with the portal for 2 cores.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startFleet, type Fleet } from '../../scripts/fleet/fleet';
import { login, V2 } from '../../scripts/fleet/portal-client';

const SECONDS = 4;
const CONNECTIONS = 10;
const ROUNDS = 3;
/** Below this the portal's core was not the bottleneck: the round measured something else. */
const SATURATED = 0.9;
const PORTAL_CPU = '1';
const DRIVER_CPU = '0';
const ALL_CPUS = '0,1';
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** Sets the CPUs every thread of the process may run on (its children forked later inherit them). */
function pin(pid: number | undefined, cpus: string): void {
  if (pid !== undefined) execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/** Direct children of a process (PostgreSQL's backends are the postmaster's). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number).filter((candidate) => {
    try {
      return Number(readFileSync(`/proc/${candidate}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid;
    } catch {
      return false;
    }
  });
}

/** CPU seconds a process has used (user + system, all threads). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Busy and total time of each CPU (from /proc/stat). */
function cpuTimes(): Map<string, { busy: number; total: number }> {
  const times = new Map<string, { busy: number; total: number }>();
  for (const line of readFileSync('/proc/stat', 'utf8').split('\n')) {
    const match = /^cpu(\d+) (.*)$/.exec(line);
    if (match === null) continue;
    const values = match[2]!.trim().split(/\s+/).map(Number);
    const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
    times.set(match[1]!, { busy: total - values[3]! - values[4]!, total });
  }
  return times;
}

interface Phase {
  reqPerSecond: number;
  /** Busy share of each CPU during the phase. */
  busy: Map<string, number>;
  /** CPU milliseconds per request of the portal side (every instance and HAProxy), and of HAProxy alone. */
  portalCpuMsPerRequest: number;
  haproxyCpuMsPerRequest: number;
}

let fleet: Fleet | undefined;
let status = 1;
try {
  // One HAProxy thread: pinned, HAProxy shares one core with the instances, where a second thread only contends.
  fleet = await startFleet({ count: 2, balancerThreads: 1, log: (line) => console.log(`  ${line.trimEnd()}`) });
  const running = fleet;
  const origin = running.balancer.url;
  const session = await login(origin, '1001_SALJ', { origin });
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const alone = `${running.instances[0]!.url}${V2}/me`;
  const behind = `${origin}${V2}/me`;
  const postmaster = Number(readFileSync(join(running.cluster.folder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const portalPids = () => [...running.instances.map((instance) => instance.pid), running.balancer.process.pid].filter((pid): pid is number => pid !== undefined);
  const place = (split: boolean) => {
    for (const pid of portalPids()) pin(pid, split ? PORTAL_CPU : ALL_CPUS);
    for (const pid of [postmaster, ...childrenOf(postmaster), process.pid]) pin(pid, split ? DRIVER_CPU : ALL_CPUS);
  };

  const haproxyPid = running.balancer.process.pid!;
  const measure = async (url: string): Promise<Phase> => {
    const cpuBefore = portalPids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const haproxyBefore = cpuSeconds(haproxyPid);
    const timesBefore = cpuTimes();
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
    const timesAfter = cpuTimes();
    const cpu = portalPids().reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore;
    const haproxyCpu = cpuSeconds(haproxyPid) - haproxyBefore;
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const busy = new Map([...timesAfter].map(([cpuId, after]) => {
      const before = timesBefore.get(cpuId)!;
      return [cpuId, (after.busy - before.busy) / Math.max(1, after.total - before.total)];
    }));
    const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, result.requests.total);
    return { reqPerSecond: result.requests.total / SECONDS, busy, portalCpuMsPerRequest: perRequest(cpu), haproxyCpuMsPerRequest: perRequest(haproxyCpu) };
  };

  const rounds = async (split: boolean) => {
    place(split);
    await measure(alone); // warm-up of both sides' code paths, in this placement
    await measure(behind);
    const pairs: Array<{ one: Phase; two: Phase }> = [];
    for (let round = 0; round < ROUNDS; round++) pairs.push({ one: await measure(alone), two: await measure(behind) });
    return pairs;
  };
  const percent = (share: number | undefined) => `${Math.round((share ?? 0) * 100)}%`;
  const report = (label: string, pairs: Array<{ one: Phase; two: Phase }>, judged: boolean) => {
    console.log(`\n${label}`);
    for (const [i, { one, two }] of pairs.entries()) {
      console.log(`  round ${i + 1}: alone ${one.reqPerSecond.toFixed(0)} req/s (CPU0 ${percent(one.busy.get('0'))}, CPU1 ${percent(one.busy.get('1'))}), `
        + `fleet ${two.reqPerSecond.toFixed(0)} req/s (CPU0 ${percent(two.busy.get('0'))}, CPU1 ${percent(two.busy.get('1'))}): ratio ${(two.reqPerSecond / one.reqPerSecond).toFixed(2)}; `
        + `portal-side CPU per request ${one.portalCpuMsPerRequest.toFixed(3)} ms alone, ${two.portalCpuMsPerRequest.toFixed(3)} ms fleet (HAProxy ${two.haproxyCpuMsPerRequest.toFixed(3)} ms of it)`);
    }
    const median = [...pairs].sort((a, b) => a.two.reqPerSecond / a.one.reqPerSecond - b.two.reqPerSecond / b.one.reqPerSecond)[Math.floor(pairs.length / 2)]!;
    const ratio = median.two.reqPerSecond / median.one.reqPerSecond;
    const saturated = !judged || [median.one, median.two].every((phase) => (phase.busy.get(PORTAL_CPU) ?? 0) >= SATURATED);
    const verdict = !saturated ? `not comparable (CPU ${PORTAL_CPU} below ${percent(SATURATED)})` : 'reference';
    const costRatio = median.one.portalCpuMsPerRequest / median.two.portalCpuMsPerRequest;
    console.log(`  median: ${median.two.reqPerSecond.toFixed(0)} ÷ ${median.one.reqPerSecond.toFixed(0)} req/s = ${ratio.toFixed(2)} (${verdict}); `
      + `portal-side CPU per request alone ÷ fleet = ${costRatio.toFixed(2)}`);
  };

  const pinned = await rounds(true);
  report(`GET /me, portal side on CPU ${PORTAL_CPU} (the instance alone; or both instances and HAProxy), load generator and PostgreSQL on CPU ${DRIVER_CPU}:`, pinned, true);
  const shared = await rounds(false);
  report('GET /me, every process on both cores (reference: the load generator, PostgreSQL and HAProxy compete with the portal):', shared, false);
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per phase, ${ROUNDS} rounds alternated, median round; instances log at warn`);
  status = 0;
} catch (error) {
  console.error(`bench:fleet failed: ${(error as Error).stack ?? String(error)}`);
} finally {
  await fleet?.stop();
}
process.exit(status);
