import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { FIELDS_PER_PAINT } from '../../src/forms/use-field-limit';
import { definitionsPlugin } from '../../scripts/vite-plugin-definitions';
import { generatedDefinition, typedField } from './generated-definition';
import { median, quantile, table } from './stats';
import { serveStatic } from './static-server';

const ROOT = join(import.meta.dirname, '../..');
/** Debian Chromium's flags for this sandboxed, offline machine (also bench/lighthouse). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--headless'];
const SIZES = [300, 500] as const;
const LOADS = 3; // mounts per form and size, interleaved (schema, plain, floor, schema, ...): the median is reported
const WARMUP = 8;
const KEYSTROKES = 100; // p95 = the 6th slowest: steadier than the 3rd of 40
const PER_BATCH = 50; // letters measured before the field is emptied: it holds at most 60 (maxLength)
const FORMS = { schema: 'SchemaForm (engine validation)', plain: 'plain rjsf (ajv8, liveValidate)', floor: 'floor: one bare input, no form' } as const;
type Mode = keyof typeof FORMS;
// The goals of issue 16: mount (300: at most plain rjsf's; 500: at most 500 ms above the floor) and typing; of issue 25:
// every field on screen no later than plain rjsf's (which paints all of them in its first frame).
const TYPING = { median: 17, p95: 25, worst: 50, speedup: 2 };
const MOUNT_OVER_FLOOR = 500;

// Per keystroke: "work" = keydown until the input event has bubbled to document (React has rendered by then);
// "paint" = keydown until a setTimeout queued from the next animation frame runs, i.e. after that frame is painted
// and after any work queued before it (such as a React transition).
type Probe = { lat: number[]; work: number[]; probing: boolean };
const PROBE = () => {
  const w = window as unknown as Probe;
  w.lat = [];
  w.work = [];
  w.probing = true;
  let t0 = 0;
  document.addEventListener('keydown', () => {
    if (!w.probing) return;
    t0 = performance.now();
    const start = t0;
    requestAnimationFrame(() => setTimeout(() => w.lat.push(performance.now() - start), 0));
  }, true);
  document.addEventListener('input', () => w.probing && w.work.push(performance.now() - t0));
};

/** Loads the page: navigation start to the first frame painted, and to the first frame painted with every field. */
async function mount(page: Page, url: string): Promise<{ first: number; all: number }> {
  await page.goto(url);
  await page.waitForFunction(() => window.benchMounted, null, { timeout: 60_000, polling: 50 });
  return page.evaluate(() => ({ first: window.benchFirstPaint!, all: window.benchMounted! }));
}

const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Types into the middle text field of the mounted form, after leaving it once so its errors show as one types:
 * batches of WARMUP + PER_BATCH letters, the field emptied (not measured) between batches.
 */
async function typing(page: Page, field: string) {
  await page.click(`#bench_${field}`);
  await page.keyboard.press('Tab'); // touched: SchemaForm validates on every change from now on (rjsf: liveValidate)
  await page.keyboard.press('Shift+Tab');
  await page.evaluate(afterPaint);
  // Probed from here on: the n-th letter's wait waits for the n-th letter's own paint (Tab and Shift+Tab left no entry,
  // so no letter is pressed while the one before is still on its way).
  await page.evaluate(PROBE);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const paint: number[] = [];
  const work: number[] = [];
  for (let batch = 0; batch * PER_BATCH < KEYSTROKES; batch++) {
    if (batch > 0) {
      await page.evaluate(() => ((window as unknown as Probe).probing = false));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.evaluate(afterPaint);
      await page.evaluate(() => Object.assign(window as unknown as Probe, { probing: true, lat: [], work: [] }));
    }
    const count = WARMUP + Math.min(PER_BATCH, KEYSTROKES - batch * PER_BATCH);
    for (let k = 0; k < count; k++) {
      await page.keyboard.press(letters[k % letters.length]!);
      await page.waitForFunction((n) => (window as unknown as Probe).lat.length >= n, k + 1);
      await page.waitForTimeout(20); // idle between keystrokes: each one is measured on its own
    }
    const probe = await page.evaluate(() => ({ lat: (window as unknown as Probe).lat, work: (window as unknown as Probe).work }));
    const value = await page.inputValue(`#bench_${field}`);
    if (value.length !== count || probe.lat.length !== count || probe.work.length !== count) throw new Error(`typed ${count} letters, the field holds "${value}" (${probe.lat.length} probed)`);
    paint.push(...probe.lat.slice(WARMUP));
    work.push(...probe.work.slice(WARMUP));
  }
  return { paint, work };
}

type Figures = Record<Mode, { mount: number; all: number; paint: number[]; work: number[] }>;

async function measureSize(page: Page, origin: string, fields: number): Promise<Figures> {
  const mounts: Record<Mode, { first: number; all: number }[]> = { schema: [], plain: [], floor: [] };
  const out = {} as Figures;
  for (let round = 0; round < LOADS; round++) {
    for (const mode of Object.keys(FORMS) as Mode[]) {
      mounts[mode].push(await mount(page, `${origin}/index.html?mode=${mode}&fields=${fields}`));
      if (round < LOADS - 1) continue;
      const [first, all] = [median(mounts[mode].map((m) => m.first)), median(mounts[mode].map((m) => m.all))];
      out[mode] = { mount: first, all, ...(await typing(page, typedField(fields))) };
    }
  }
  return out;
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

function mountRows(fields: number, f: Figures): (string | number)[][] {
  const goal = fields === 300 ? ['≤ plain rjsf', verdict(f.schema.mount <= f.plain.mount)] : [`≤ floor + ${MOUNT_OVER_FLOOR}`, verdict(f.schema.mount - f.floor.mount <= MOUNT_OVER_FLOOR)];
  const allGoal = ['≤ plain rjsf', verdict(f.schema.all <= f.plain.all)];
  return [
    [`${fields}: ${FORMS.schema}`, f.schema.mount, f.schema.mount - f.floor.mount, f.schema.mount / f.plain.mount, ...goal, f.schema.all, f.schema.all / f.plain.all, ...allGoal],
    [`${fields}: ${FORMS.plain}`, f.plain.mount, f.plain.mount - f.floor.mount, 1, '', '', f.plain.all, 1, '', ''],
    [`${fields}: ${FORMS.floor}`, f.floor.mount, 0, f.floor.mount / f.plain.mount, '', '', f.floor.all, f.floor.all / f.plain.all, '', ''],
  ];
}

function typingRows(fields: number, f: Figures): (string | number)[][] {
  const s = f.schema.paint;
  const speedup = median(f.plain.paint) / median(s);
  const met = median(s) <= TYPING.median && quantile(s, 0.95) <= TYPING.p95 && Math.max(...s) <= TYPING.worst && speedup >= TYPING.speedup;
  const row = (mode: Mode) => [`${fields}: ${FORMS[mode]}`, median(f[mode].paint), quantile(f[mode].paint, 0.95), Math.max(...f[mode].paint), median(f[mode].work), median(f.plain.paint) / median(f[mode].paint)];
  return [
    [...row('schema'), `≤ ${TYPING.median} / ${TYPING.p95} / ${TYPING.worst}, ≥ ${TYPING.speedup}x`, verdict(met)],
    [...row('plain'), '', ''],
    [...row('floor'), '', ''],
  ];
}

/** Builds the bench page with Vite, serves it, and times mount and keystrokes in Chromium: SchemaForm beside plain rjsf and a bare input. */
export async function browserFigures(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'schemaform-bench-'));
  try {
    // The generated forms are precompiled by the SPA's own plugin, from files under the project (ajv's runtime resolves there).
    const definitions = '.bench/page-definitions';
    mkdirSync(join(ROOT, definitions), { recursive: true });
    for (const n of SIZES) writeFileSync(join(ROOT, definitions, `generated-${n}.json`), JSON.stringify(generatedDefinition(n)));
    const plugins = [react(), definitionsPlugin({ root: ROOT, dirs: [definitions] })];
    await build({ configFile: false, root: join(ROOT, 'bench/engine/page'), base: './', logLevel: 'error', plugins, build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
    const bundle = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).reduce((n, f) => n + readFileSync(join(outDir, 'assets', f)).length, 0);
    const server = await serveStatic(outDir);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      page.on('pageerror', (error) => console.error(`bench page: ${error.message}`));
      const results = [];
      for (const fields of SIZES) results.push({ fields, figures: await measureSize(page, server.origin, fields) });
      return [
        `Mount: navigation start to the first frame painted (SchemaForm: its first ${FIELDS_PER_PAINT} fields, the rest in one render after it) and to the frame with every field and date picker (median of ${LOADS} loads, interleaved; Chromium ${browser.version()}, page ${(bundle / 1024).toFixed(0)} KiB JS)`,
        table(['form', 'first paint ms', 'over floor ms', 'x plain rjsf', 'goal (first paint)', '', 'every field on screen ms', 'x plain rjsf', 'goal (every field)', ''], results.flatMap((r) => mountRows(r.fields, r.figures))),
        '',
        `Keystroke to paint: ${KEYSTROKES} keystrokes in the middle text field (left once first so its errors show as one types), in batches of ${PER_BATCH} after ${WARMUP} warm-up, emptied between batches`,
        table(['form', 'median ms', 'p95 ms', 'worst ms', 'work median ms', 'x faster than plain', 'goal (median / p95 / worst, speed-up)', ''], results.flatMap((r) => typingRows(r.fields, r.figures))),
      ].join('\n');
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
