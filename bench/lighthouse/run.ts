// `npm run bench:lighthouse` (issue 38 §3): the pages on a phone. The real portal (server/server.ts, the built SPA in
// dist/, a seeded temp SQLite database) behind production's edge (HAProxy on deploy/haproxy.cfg: TLS, HTTP/2), Debian's
// Chromium launched as Lighthouse's CLI launches it (chrome-launcher, a profile of its own), Lighthouse's default config
// (the mobile preset, simulated throttling) three times per page, the median of each figure against the goals. The
// login page runs logged out; then one real login as 1001_MGR (Playwright over CDP, detached after) and the other pages
// keep its refresh cookie (Lighthouse's storage reset clears caches and service workers, not cookies). Then the same
// portal at desktop speed (desktop-figures.ts, no goal). Run it under `flock /tmp/heavy.lock nice` on a shared machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { chromium, type BrowserContext } from '@playwright/test';
import { freePort } from '../../scripts/postgres/postgres-cluster';
import { startHaproxy, throwAwayCertificate } from '../../scripts/fleet/haproxy';
import { median } from '../engine/stats';
import { desktopFigures } from './desktop-figures';
import { logInAsReturningUser } from './log-in';

const root = new URL('../..', import.meta.url).pathname;
const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
/** LIGHTHOUSE_SAVE=<dir>: each run's full report and its artifacts (the trace among them) go there, to read where the time goes. */
const SAVE_DIR = process.env['LIGHTHOUSE_SAVE'];
/** LIGHTHOUSE_PAGES=Inloggning,Personal: only these pages (names as in the table). */
const ONLY = process.env['LIGHTHOUSE_PAGES']?.split(',');
/** LIGHTHOUSE_DIRECT=1: the instance itself over HTTP/1.1 (`npm start` on a laptop), not through production's edge. */
const DIRECT = process.env['LIGHTHOUSE_DIRECT'] === '1';
let saved = 0;

/** Issue 38 §3's goals; a page meets a goal when its median does. */
const GOALS = { performance: 95, accessibility: 100, lcpMs: 2500, tbtMs: 150, cls: 0.02 } as const;

interface Figures { performance: number; accessibility: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; unusedJsKiB: number; onCpu: number }
/** What to look at next: the LCP element and the elements that shifted (selector and score). */
interface Culprits { lcpElement: string; shifts: string }
type NodeItem = { node?: { selector?: string }; score?: number };

async function startPortal(port: number, env: NodeJS.ProcessEnv): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const child: ChildProcess = spawn(join(root, 'node_modules/.bin/tsx'), ['server/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DATABASE_PATH: join(dir, 'portal.db'), STATIC_DIR: process.env['STATIC_DIR'] ?? join(root, 'dist') },
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000; // the first start seeds two years of report data
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The portal stopped at start-up (exit ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`The portal did not answer at ${url}`);
    if (await fetch(`${url}/`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Logs Lighthouse's browser in (log-in.ts) and answers an article's path. Playwright attaches to the browser for it
 * and leaves: attached, it took events of every page Lighthouse measured.
 */
async function logIn(debuggingPort: number, origin: string): Promise<string> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    return await logInWith(browser.contexts()[0]!, origin);
  } finally {
    await browser.close(); // connected over CDP: disconnects, the browser and its cookies stay
  }
}

async function logInWith(context: BrowserContext, origin: string): Promise<string> {
  const page = await logInAsReturningUser(context, origin);
  // An article of the seeded news (/nyheter/:id/:slug): the start page lists them.
  const links = page.locator('a[href^="/nyheter/"]');
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  await page.close();
  const articlePath = hrefs.find((href) => /^\/nyheter\/[^/]+\/[^/]+$/.test(href));
  if (articlePath === undefined) throw new Error(`No article link on the start page (${hrefs.join(', ')})`);
  return articlePath;
}

type TraceEvent = { name: string; ph?: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };

/**
 * The page's main thread: its tasks' CPU time ÷ their wall time from the start to the observed LCP. Lantern multiplies
 * wall time by 4, so on a machine whose cores are shared (browser, compositor, portal, Lighthouse) a low share makes
 * every figure pessimistic: on 2 cores the start page's was about half (docs/performance.md).
 */
function mainThreadOnCpu(events: TraceEvent[], fromTs: number, toTs: number): number {
  const renderers = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= fromTs && e.ts <= toTs && renderers.has(`${e.pid}:${e.tid}`));
  const byThread = new Map<string, { wall: number; cpu: number }>();
  for (const task of tasks) {
    const thread = byThread.get(`${task.pid}:${task.tid}`) ?? { wall: 0, cpu: 0 };
    thread.wall += task.dur ?? 0;
    thread.cpu += task.tdur ?? 0;
    byThread.set(`${task.pid}:${task.tid}`, thread);
  }
  const main = [...byThread.values()].sort((a, b) => b.wall - a.wall)[0];
  return main === undefined || main.wall === 0 ? Number.NaN : main.cpu / main.wall;
}

interface Edge { url: string; chromiumArgs: string[]; stop: () => Promise<void> }

/**
 * Production's edge (docs/deployment.md): HAProxy on deploy/haproxy.cfg ends TLS and speaks HTTP/2 to the browser, as a
 * phone meets the portal. A throw-away certificate for localhost; Chromium trusts its key (and no other) by its hash.
 */
async function startEdge(instance: string, tlsPort: number, dir: string): Promise<Edge> {
  const certificate = throwAwayCertificate(dir);
  const balancer = await startHaproxy({
    port: await freePort(), socket: join(dir, 'haproxy.sock'), instances: [instance], checks: 'deploy', tls: { port: tlsPort, certificate: certificate.pem },
    log: (line) => { if (!line.includes('for maintenance')) process.stderr.write(line); }, track: () => {}, // not the unused servers' maintenance
  });
  return { url: `https://localhost:${tlsPort}`, chromiumArgs: [`--ignore-certificate-errors-spki-list=${certificate.spki}`], stop: () => balancer.stop() };
}

async function measure(url: string, port: number): Promise<Figures & Culprits> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] });
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (SAVE_DIR !== undefined) {
    mkdirSync(SAVE_DIR, { recursive: true });
    saved += 1;
    const name = `${String(saved).padStart(2, '0')}${new URL(url).pathname.replaceAll('/', '_')}`;
    writeFileSync(join(SAVE_DIR, `${name}.json`), JSON.stringify(lhr));
    await saveArtifacts(result.artifacts, join(SAVE_DIR, `${name}.artifacts`)); // the trace and Lantern's inputs (asset-saver's loadArtifacts)
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (not logged in?)`);
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (id: string): NodeItem[] => ((lhr.audits[id]?.details as { items?: NodeItem[] } | undefined)?.items ?? []);
  const lcpTable = items('largest-contentful-paint-element')[0] as { items?: NodeItem[] } | undefined;
  const observed = items('metrics')[0] as { observedTimeOriginTs?: number; observedLargestContentfulPaintTs?: number } | undefined;
  return {
    performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories['accessibility']?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    unusedJsKiB: ((lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0) / 1024,
    onCpu: mainThreadOnCpu(result.artifacts.Trace.traceEvents as TraceEvent[], observed?.observedTimeOriginTs ?? 0, observed?.observedLargestContentfulPaintTs ?? Number.POSITIVE_INFINITY),
    lcpElement: lcpTable?.items?.[0]?.node?.selector ?? '?',
    shifts: items('layout-shifts').map((item) => `${item.node?.selector ?? '?'} ${(item.score ?? 0).toFixed(3)}`).join('; ') || 'none',
  };
}

function medianFigures(runs: Figures[]): Figures {
  const of = (key: keyof Figures): number => median(runs.map((run) => run[key]));
  return { performance: of('performance'), accessibility: of('accessibility'), fcpMs: of('fcpMs'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), unusedJsKiB: of('unusedJsKiB'), onCpu: of('onCpu') };
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const verdict = (met: boolean): string => (met ? 'met' : 'NOT met');

async function main(): Promise<void> {
  const load = (): string => loadavg().map((value) => value.toFixed(2)).join(', ');
  console.log(`Lighthouse mobile preset, simulated throttling, ${RUNS} runs per page (median); load average at start ${load()}`);
  const portalPort = await freePort();
  const tlsPort = await freePort();
  const edgeDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-edge-'));
  const portal = await startPortal(portalPort, DIRECT ? {} : { PUBLIC_ORIGIN: `https://localhost:${tlsPort}`, TRUST_PROXY: 'loopback' });
  const edge: Edge = DIRECT ? { url: portal.url, chromiumArgs: [], stop: async () => {} } : await startEdge(`127.0.0.1:${portalPort}`, tlsPort, edgeDir);
  console.log(DIRECT ? `The instance itself, HTTP/1.1: ${edge.url}` : `Through production's edge (HAProxy, TLS, HTTP/2): ${edge.url}`);
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-profile-'));
  // Launched as Lighthouse's own CLI launches it; Playwright attaches only for the login (logIn).
  const browser = await launch({
    chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', userDataDir: profile,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', ...edge.chromiumArgs],
  });
  const debuggingPort = browser.port;
  const rows: Array<{ page: string; figures: Figures }> = [];
  let desktop: Record<string, number> = {};
  try {
    const pages: Array<{ page: string; path: string }> = [{ page: 'Inloggning', path: '/' }];
    const measurePages = async (list: Array<{ page: string; path: string }>): Promise<void> => {
      for (const { page, path } of list) {
        if (ONLY !== undefined && !ONLY.includes(page)) continue;
        const runs: Array<Figures & Culprits> = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await measure(`${edge.url}${path}`, debuggingPort));
        rows.push({ page: `${page} (${path})`, figures: medianFigures(runs) });
        const last = runs.at(-1)!;
        process.stderr.write(`  ${path}: performance ${runs.map((run) => run.performance).join(', ')}; LCP element ${last.lcpElement}; shifts ${last.shifts}\n`);
      }
    };
    await measurePages(pages);
    const articlePath = await logIn(debuggingPort, edge.url);
    await measurePages([
      { page: 'Startsidan', path: '/' },
      { page: 'Butikens uppgifter', path: '/installningar' },
      { page: 'Personal', path: '/personal' },
      { page: 'Ekonomirapporter', path: '/ekonomirapporter' },
      { page: 'Artikel', path: articlePath },
    ]);
    desktop = await desktopFigures(edge.url, edge.chromiumArgs);
  } finally {
    browser.kill();
    rmSync(profile, { recursive: true, force: true });
    await edge.stop();
    await portal.stop();
    rmSync(edgeDir, { recursive: true, force: true });
  }

  console.table(Object.fromEntries(rows.map(({ page, figures: f }) => [page, {
    performance: `${f.performance} ${verdict(f.performance >= GOALS.performance)}`,
    accessibility: `${f.accessibility} ${verdict(f.accessibility >= GOALS.accessibility)}`,
    FCP: seconds(f.fcpMs),
    LCP: `${seconds(f.lcpMs)} ${verdict(f.lcpMs <= GOALS.lcpMs)}`,
    TBT: `${Math.round(f.tbtMs)} ms ${verdict(f.tbtMs <= GOALS.tbtMs)}`,
    CLS: `${f.cls.toFixed(3)} ${verdict(f.cls <= GOALS.cls)}`,
    'unused JS': `${Math.round(f.unusedJsKiB)} KiB`,
    'main thread on CPU': `${Math.round(f.onCpu * 100)} %`,
  }])));
  console.log('At desktop speed, unthrottled (median of 6, ms; no goal):');
  console.table(Object.fromEntries(Object.entries(desktop).map(([figure, ms]) => [figure, { ms: Math.round(ms) }])));
  console.log(`Goals: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}, LCP ≤ ${seconds(GOALS.lcpMs)}, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}; load average at end ${load()}`);
}

await main();
