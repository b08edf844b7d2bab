import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { TYPED_FIELD } from './generated-definition';
import { median, quantile, table } from './stats';
import { serveStatic } from './static-server';

const ROOT = join(import.meta.dirname, '../..');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--headless'];
const WARMUP = 8;
const KEYSTROKES = 40;

// Per keystroke: "work" = keydown until the input event has bubbled to document (React has rendered by then);
// "frame" = keydown until the next animation frame starts (the frame that paints the new text);
// "paint" = keydown until a setTimeout queued from that frame runs, i.e. after it is painted and after any work queued
// before it (such as a React transition).
type Probe = { lat: number[]; work: number[]; frame: number[] };
const PROBE = () => {
  const w = window as unknown as Probe;
  w.lat = [];
  w.work = [];
  w.frame = [];
  let t0 = 0;
  document.addEventListener('keydown', () => {
    t0 = performance.now();
    const start = t0;
    requestAnimationFrame(() => {
      w.frame.push(performance.now() - start);
      setTimeout(() => w.lat.push(performance.now() - start), 0);
    });
  }, true);
  document.addEventListener('input', () => w.work.push(performance.now() - t0));
};

async function measure(page: Page, url: string) {
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(() => (window as { benchReady?: boolean }).benchReady === true, null, { timeout: 60_000 });
  const firstRender = Date.now() - started;
  await page.evaluate(PROBE);
  await page.click(`#bench_${TYPED_FIELD}`);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let k = 0; k < WARMUP + KEYSTROKES; k++) {
    await page.keyboard.press(letters[k % letters.length]!);
    await page.waitForFunction((n) => (window as unknown as { lat: number[] }).lat.length >= n, k + 1);
    await page.waitForTimeout(20); // idle between keystrokes: each one is measured on its own
  }
  const { lat, work, frame } = await page.evaluate(() => {
    const w = window as unknown as Probe;
    return { lat: w.lat, work: w.work, frame: w.frame };
  });
  const value = await page.inputValue(`#bench_${TYPED_FIELD}`);
  if (value.length !== WARMUP + KEYSTROKES) throw new Error(`typed ${WARMUP + KEYSTROKES} letters, the field holds "${value}"`);
  return { firstRender, paint: lat.slice(WARMUP), work: work.slice(WARMUP), frame: frame.slice(WARMUP) };
}

/** Builds the bench page with Vite, serves it, and times keystrokes in Chromium: SchemaForm beside plain rjsf. */
export async function browserFigures(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'schemaform-bench-'));
  try {
    await build({ configFile: false, root: join(ROOT, 'bench/engine/page'), base: './', logLevel: 'error', plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
    const bundle = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).reduce((n, f) => n + readFileSync(join(outDir, 'assets', f)).length, 0);
    const server = await serveStatic(outDir);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const schema = await measure(page, `${server.origin}/index.html?mode=schema`);
      const plain = await measure(page, `${server.origin}/index.html?mode=plain`);
      const floor = await measure(page, `${server.origin}/index.html?mode=floor`);
      const row = (name: string, r: typeof schema) => [name, median(r.paint), quantile(r.paint, 0.95), median(r.frame), median(r.work), quantile(r.work, 0.95), r.firstRender];
      const speedup = median(plain.paint) / median(schema.paint);
      return [
        `Keystroke latency, 300-field form, ${KEYSTROKES} keystrokes in field ${TYPED_FIELD} after ${WARMUP} warm-up (Chromium ${browser.version()}, page ${(bundle / 1024).toFixed(0)} KiB JS)`,
        table(['form', 'to paint median ms', 'to paint p95 ms', 'to frame median ms', 'work median ms', 'work p95 ms', 'first render ms'], [row('SchemaForm (engine validation)', schema), row('plain rjsf (ajv8, liveValidate)', plain), row('floor: one bare input, no form', floor)]),
        `SchemaForm is ${speedup.toFixed(1)}x faster to paint (median); target: median < 16 ms and >= 2x: ${median(schema.paint) < 16 && speedup >= 2 ? 'met' : 'NOT met'}`,
      ].join('\n');
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
