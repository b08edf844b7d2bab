// `npm run bench:load` (issue 9, docs/security.md): the figures against a portal on 127.0.0.1, bounded in time
// (about 70 s), every ratio measured in the same run; each figure is printed with whether its goal is met. The portal
// runs in a child process (bench/load/serve.ts). Both the portal and the bare route log one line per request at `info`
// to stdout, read here, as production runs (BENCH_LOG_LEVEL=silent measures both without); the output says which.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { renditionFigures } from './renditions';
import { meWhileContentQueries, meWhileWinnersDownloads } from './busy-figures';
import { infoVersusBare, reqPerSecond } from './info-figure';

const SECONDS = 5;
// `--only=pdfs,winners` runs only the named figures (info, pdfs, winners, content, bodies, renditions), e.g. to measure
// one fix under `flock /tmp/heavy.lock` without the whole run.
const STEPS = ['info', 'pdfs', 'winners', 'content', 'bodies', 'renditions'] as const;
const onlyArgument = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const unknownStep = onlyArgument?.find((step) => !(STEPS as readonly string[]).includes(step));
if (unknownStep !== undefined) throw new Error(`--only: unknown figure ${unknownStep} (known: ${STEPS.join(', ')})`);
const runs = (step: typeof STEPS[number]) => onlyArgument === undefined || onlyArgument.includes(step);
const V2 = '/api/api-retail/v2';
const root = new URL('../..', import.meta.url).pathname;

// node itself (not the tsx wrapper), so the SIGTERM at the end reaches the server process.
const server = spawn(process.execPath, ['--import', 'tsx', 'bench/load/serve.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
// The line with the ports (log lines may come before it when BENCH_LOG_LEVEL asks for them).
const first = await new Promise<string>((resolve, reject) => {
  const lines = createInterface({ input: server.stdout });
  lines.on('line', (line) => { if (line.startsWith('{"portal"')) resolve(line); });
  server.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});
const { portal, baseline, manager, seller, logLevel } = JSON.parse(first) as { portal: string; baseline: string; manager: string; seller: string; logLevel: string };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

// The format travels as a parameter pair (a top-level formatType is refused since issue 10 item 9).
const reportBody = (params: Record<string, string>) => JSON.stringify({
  type: 'agency', byPassCache: 'true',
  parameterNameValues: { listOfParamNameValues: Object.entries({ ...params, formatType: 'pdf' }).map(([name, v]) => ({ name, values: [v] })) },
});
const postReport = (body: string) => fetch(`${portal}${V2}/agencies/1001/reports/EKORDF01`, {
  method: 'POST', headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' }, body,
});

const rows: [string, string, string, string, string][] = [];
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
try {
  // 1. Agency info with a bearer token against a bare Fastify route.
  if (runs('info')) rows.push(await infoVersusBare({ portal, baseline, seller }));

  // 2. GET /me alone, then while 4 PDFs render (kept at 4 in flight for the whole run).
  const meUrl = `${portal}${V2}/me`;
  const alone = runs('pdfs') || runs('winners') || runs('content') ? await reqPerSecond(meUrl, { authorization: `Bearer ${seller}` }) : 0;
  if (runs('pdfs')) {
    const pdf = reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-10-31', P_OMBUDNR: '1001' });
    let rendering = true;
    let rendered = 0;
    const renderLoop = async () => {
      while (rendering) {
        const response = await postReport(pdf);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`report answered ${response.status}`);
        rendered += 1;
      }
    };
    const loops = Array.from({ length: 4 }, renderLoop);
    const busy = await reqPerSecond(meUrl, { authorization: `Bearer ${seller}` });
    rendering = false;
    await Promise.all(loops);
    rows.push(['GET /me while 4 PDFs render ÷ /me alone', `${busy.toFixed(0)} ÷ ${alone.toFixed(0)} req/s (${rendered} PDFs)`, (busy / alone).toFixed(2), '≥ 0.5', verdict(busy / alone >= 0.5)]);
  }
  // Issue 23 item 2: /me while a winners PDF is downloaded on 32 connections, and while heavy content queries run.
  const busyContext = { portal, seller, meAlone: alone, seconds: SECONDS };
  if (runs('winners')) rows.push(await meWhileWinnersDownloads(busyContext));
  if (runs('content')) rows.push(await meWhileContentQueries(busyContext));

  // 3. A 1 MB malformed report body (refused by the body limit) and the finding's 60 KB body of 20,000 empty parameters.
  const oneMb = JSON.stringify({ type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: Array(350_000).fill({}) } });
  const empties = JSON.stringify({ type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: Array(20_000).fill({}) } });
  for (const [name, body, status] of runs('bodies') ? [['1 MB malformed report body', oneMb, 413], ['20,000 empty parameters (60 KB)', empties, 400]] as const : []) {
    const times: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const started = performance.now();
      const response = await postReport(body);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== status) throw new Error(`${name}: ${response.status}, expected ${status}`);
    }
    rows.push([`${name}: time to the ${status}`, `median of 15`, `${median(times).toFixed(1)} ms`, '< 50 ms', verdict(median(times) < 50)]);
  }

  // 4. A login while 8 hostile image renditions are in flight (issue 23 item 1; bench/load/renditions.ts).
  if (runs('renditions')) rows.push(...await renditionFigures(portal, seller));
} finally {
  server.kill('SIGTERM');
}

const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length), 8));
console.log(['figure', 'measured', 'value', 'goal', 'goal met'].map((h, i) => h.padEnd(widths[i] ?? 8)).join('  '));
for (const row of rows) console.log(row.map((c, i) => c.padEnd(widths[i] ?? 8)).join('  '));
console.log(`log level of the portal and the bare route: ${logLevel}${logLevel === 'silent' ? ' (production logs one line per request at info: unset BENCH_LOG_LEVEL)' : ' (one line per request each, as production)'}`);
