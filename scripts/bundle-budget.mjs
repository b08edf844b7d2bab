// The route bundle budgets (docs/architecture.md "Bundles"): per route, the gzipped JavaScript its first visit loads,
// read from dist/'s Vite manifest. `node scripts/bundle-budget.mjs` prints the table and fails when a budget is not met.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_CHUNK, COMPILE_HINT } from './vite-plugin-compile-hints.mjs';

const KB = 1024;
/**
 * The login page's budget and every other route's, in KB of gzipped JavaScript (issue 16 item 1). The login's was 160
 * until issue 37 item 2: asking before unsaved work is left needs React Router's data router (useBlocker), +16 KB in
 * the entry every route loads, and the kept-work store +8 KB (docs/decisions/unsaved-work.md).
 */
export const LOGIN_BUDGET_KB = 185;
export const ROUTE_BUDGET_KB = 300;

const SESSION = 'src/app/session/SessionContent.tsx'; // the logged-in part: session data, gates, shell
const DEFINITIONS = 'src/forms/built-in-definitions.ts'; // every form's and report's definition and validator
const DATE_PICKER = 'src/forms/widgets/DatePickerWidget.tsx'; // MUI X: only where a date field shows
const REPORT_CHART = 'src/features/reports/components/ReportChart.tsx'; // @mui/x-charts: with the first report preview
const RE2 = 'node_modules/re2js/build/index.js'; // list forms: loaded beside the first list (engine loadPatternEngine)
const page = (route, pageModule, extra = {}) => ({ route, modules: [SESSION, pageModule], budgetKb: ROUTE_BUDGET_KB, onMount: [], ...extra });

/**
 * Each route with its lazy chunks (`modules`: the session's and the page's; the budget counts them, the entry and
 * their static imports) and what the page imports as soon as it mounts (`onMount`, shown beside, not budgeted).
 * Every lazy page of src/app/lazy-pages.tsx must have a row.
 */
export const ROUTES = [
  { route: '/ (inloggning)', modules: ['src/features/auth/components/LoginPage.tsx'], budgetKb: LOGIN_BUDGET_KB, onMount: [] },
  { route: '/internal', modules: ['src/features/auth/components/InternalLoginPage.tsx'], budgetKb: ROUTE_BUDGET_KB, onMount: [] },
  { route: '/internal/callback', modules: ['src/features/auth/components/InternalCallbackPage.tsx'], budgetKb: ROUTE_BUDGET_KB, onMount: [] },
  // The start page's and an article's picture waits for their files (six at a time on HTTP/1.1), the session's 5
  // included (issue 38 §3; they were 13 and 17 with every section kind's code).
  page('/ (startsida)', 'src/app/pages/StartPage.tsx', { maxChunks: 12 }),
  page('/nyheter/*', 'src/features/content/components/news/NewsSection.tsx', { maxChunks: 10 }),
  page('/andelsspel … /omatg', 'src/features/content/components/pages/ContentPage.tsx'),
  page('/ekonomirapporter, /partnerrapporter', 'src/features/reports/components/ReportsPage.tsx', { onMount: ['src/features/reports/built-in-reports.ts'] }),
  // An opened report loads the date picker (its first date field), and "Visa" with a chart @mui/x-charts, each in a
  // chunk of its own (issue 41 §2): ~345 KB with the picker, ~98 more with the chart, so the chart may grow ~10 KB.
  page('/ekonomirapporter: Visa med diagram', 'src/features/reports/components/ReportsPage.tsx', {
    modules: [SESSION, 'src/features/reports/components/ReportsPage.tsx', 'src/features/reports/built-in-reports.ts', DATE_PICKER, REPORT_CHART],
    budgetKb: 450,
  }),
  page('/losenord', 'src/features/account/components/password/PasswordPage.tsx', { onMount: [DEFINITIONS] }),
  page('/minsida', 'src/features/account/components/about-me/AboutMePage.tsx', { onMount: [DEFINITIONS] }),
  page('/personal', 'src/features/staff/components/StaffPage.tsx'),
  page('/installningar', 'src/features/account/components/shop-details/ShopDetailsPage.tsx', { onMount: [DEFINITIONS] }),
  page('/utbildning', 'src/features/account/components/education/EducationPage.tsx'),
  page('/bestallningar', 'src/features/orders/components/OrdersPage.tsx', { onMount: [RE2] }),
  page('/terminal', 'src/features/terminal/components/TerminalPage.tsx', { onMount: [RE2] }),
  page('/prenumerationer', 'src/features/subscriptions/components/SubscriptionsPage.tsx'),
  page('/utkorg', 'src/features/subscriptions/components/MailOutboxPage.tsx'),
  page('(sidor som ännu saknas)', 'src/app/pages/PlaceholderPage.tsx'),
];

/** Modules whose code must never reach the browser: ajv's schema compiler (the SPA gets precompiled validators). */
export const FORBIDDEN_IN_BROWSER = [/node_modules\/ajv\/dist\/(compile|vocabularies)\//, /node_modules\/ajv\/dist\/(core|ajv|2019|2020)\.js$/];

export function readManifest(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} saknas: bygg med \`npx vite build\` (build.manifest: true)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The manifest key of the SPA's entry chunk (index.html's script). */
const entryKey = (manifest) => Object.keys(manifest).find((key) => manifest[key].isEntry);

/** What every visit loads first: the entry and the app's chunk (their manifest keys). */
const firstLoadKeys = (manifest) => {
  const entry = entryKey(manifest);
  return [entry, ...(manifest[entry].dynamicImports ?? []).filter((key) => manifest[key].name === APP_CHUNK)];
};

/** The entry chunk's manifest record (its file, its dynamic imports). */
const entryChunk = (distDir) => {
  const manifest = readManifest(distDir);
  return manifest[entryKey(manifest)];
};

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  if (!manifest[key]) throw new Error(`${key} finns inte i byggets manifest (ingen egen chunk?)`);
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Per route: the gzipped bytes of the entry, the route's chunks and every chunk they import statically. */
export function measureRoutes(distDir, routes = ROUTES) {
  const manifest = readManifest(distDir);
  const firstLoad = firstLoadKeys(manifest);
  const gzipped = new Map();
  const sizeOf = (key) => {
    const file = manifest[key].file;
    if (!gzipped.has(file)) gzipped.set(file, file.endsWith('.js') ? gzipSync(readFileSync(join(distDir, file))).length : 0);
    return gzipped.get(file);
  };
  const total = (keys) => [...keys].reduce((sum, key) => sum + sizeOf(key), 0) / KB;
  return routes.map(({ route, modules, budgetKb, onMount = [], maxChunks = Infinity }) => {
    const keys = new Set();
    for (const key of [...firstLoad, ...modules]) staticClosure(manifest, key, keys);
    const kb = total(keys);
    const withMount = new Set(keys);
    for (const key of onMount) staticClosure(manifest, key, withMount);
    return { route, chunks: keys.size, kb, onMountKb: total(withMount), budgetKb, met: kb <= budgetKb && keys.size <= maxChunks, maxChunks };
  });
}

/** Lazy pages the entry imports that no route of ROUTES budgets (a new page must be added to the table). */
export function unbudgetedPages(distDir, routes = ROUTES) {
  const manifest = readManifest(distDir);
  const firstLoad = firstLoadKeys(manifest);
  const budgeted = new Set(routes.flatMap((r) => [...r.modules, ...(r.onMount ?? [])]));
  return firstLoad.flatMap((key) => manifest[key].dynamicImports ?? []).filter((key) => !budgeted.has(key) && !firstLoad.includes(key));
}

/**
 * Modules the entry must carry: a reload's first loads start from the entry when the token is in (src/app/session-start.ts);
 * a chunk of their own was one more round trip before the user, the agency and the alert (docs/decisions/pages-on-a-phone.md).
 */
export const REQUIRED_IN_ENTRY = ['src/app/session/load-session-data.ts'];

/** REQUIRED_IN_ENTRY modules that the entry's source map does not name. */
export function missingFromEntry(distDir) {
  const entry = entryChunk(distDir);
  const { sources = [] } = JSON.parse(readFileSync(join(distDir, `${entry.file}.map`), 'utf8'));
  return REQUIRED_IN_ENTRY.filter((module) => !sources.some((source) => source.endsWith(module)));
}

/** The app's chunk, when the entry does not import it or index.html does not preload it (its code would run in the entry's task or wait for it). */
export function appChunkNotPreloaded(distDir) {
  const manifest = readManifest(distDir);
  const [, app] = firstLoadKeys(manifest);
  if (app === undefined) return [`no "${APP_CHUNK}" chunk imported by the entry`];
  return readFileSync(join(distDir, 'index.html'), 'utf8').includes(`<link rel="modulepreload" crossorigin href="/${manifest[app].file}">`) ? [] : [`${manifest[app].file}: not preloaded by index.html`];
}

/** The entry and the app's chunk when their first line is not V8's compile hint (scripts/vite-plugin-compile-hints.mjs). */
export function entryWithoutCompileHint(distDir) {
  const manifest = readManifest(distDir);
  return firstLoadKeys(manifest).map((key) => manifest[key].file).filter((file) => !readFileSync(join(distDir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));
}

/** Built files that carry code the browser must not get (source maps name every module of a chunk). */
export function forbiddenModules(distDir) {
  const manifest = readManifest(distDir);
  const found = [];
  for (const { file } of Object.values(manifest)) {
    const map = join(distDir, `${file}.map`);
    if (!existsSync(map)) continue;
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
    for (const source of sources) if (FORBIDDEN_IN_BROWSER.some((re) => re.test(source))) found.push(`${file}: ${source.replace(/^(\.\.\/)+/, '')}`);
  }
  return found;
}

/** The table as printed by npm test and npm run bench. */
export function formatTable(rows) {
  const width = Math.max(...rows.map((r) => r.route.length), 'route'.length);
  const lines = [`${'route'.padEnd(width)}  gzip JS (KB)  budget (KB)  goal     chunks  with on-mount imports (KB)`];
  for (const r of rows) {
    const goal = (r.met ? 'met' : 'NOT met').padEnd(7);
    lines.push(`${r.route.padEnd(width)}  ${r.kb.toFixed(1).padStart(12)}  ${String(r.budgetKb).padStart(11)}  ${goal}  ${String(r.chunks).padStart(6)}  ${r.onMountKb.toFixed(1).padStart(26)}`);
  }
  return lines.join('\n');
}

/** Prints the table and the findings; returns the exit code (1 when a budget is not met or a rule is broken). */
export function checkBundleBudgets(distDir) {
  const rows = measureRoutes(distDir);
  console.log('Route bundles: gzipped JavaScript of a first visit (entry + the route\'s lazy chunks + their static imports)');
  console.log(formatTable(rows));
  const problems = [
    ...rows.filter((r) => r.kb > r.budgetKb).map((r) => `${r.route}: ${r.kb.toFixed(1)} KB > ${r.budgetKb} KB`),
    ...rows.filter((r) => r.chunks > r.maxChunks).map((r) => `${r.route}: ${r.chunks} files > ${r.maxChunks}`),
    ...unbudgetedPages(distDir).map((key) => `${key}: lazy page without a row in scripts/bundle-budget.mjs ROUTES`),
    ...forbiddenModules(distDir).map((line) => `ajv's schema compiler in the browser bundle: ${line}`),
    ...missingFromEntry(distDir).map((module) => `${module}: not in the entry (a reload's first loads wait for a chunk)`),
    ...entryWithoutCompileHint(distDir).map((file) => `${file}: does not start with ${COMPILE_HINT}`),
    ...appChunkNotPreloaded(distDir),
  ];
  for (const problem of problems) console.error(`✖ ${problem}`);
  if (!problems.length) console.log(`Every route within budget (login ≤ ${LOGIN_BUDGET_KB} KB, others ≤ ${ROUTE_BUDGET_KB} KB); no ajv compiler in the bundle.`);
  return problems.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('..', import.meta.url).pathname;
  process.exit(checkBundleBudgets(join(root, process.env.STATIC_DIR ?? 'dist')));
}
