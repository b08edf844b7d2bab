// Investigation tool (not part of npm run bench): types into the bench page under a Chromium trace with performance
// marks key<n>/painted<n> around each keystroke, writes trace.json (open it in DevTools' Performance panel) and prints
// the keystroke latencies. Usage: npx tsx bench/engine/trace-keystrokes.ts [schema|plain|floor] [fields] [keystrokes]
// Env: TRACE_OUT=<dir>, MINIFY=0 (readable function names), PROFILE=0 (no JS sampling, closer to real timings).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { definitionsPlugin } from '../../scripts/vite-plugin-definitions';
import { generatedDefinition, typedField } from './generated-definition';
import { serveStatic } from './static-server';

const ROOT = join(import.meta.dirname, '../..');
const [mode = 'schema', fieldsArg = '500', keysArg = '60'] = process.argv.slice(2);
const fields = Number(fieldsArg);
const keys = Number(keysArg);
const outDir = process.env.TRACE_OUT ?? mkdtempSync(join(tmpdir(), 'trace-bench-'));

const definitions = '.bench/page-definitions';
mkdirSync(join(ROOT, definitions), { recursive: true });
writeFileSync(join(ROOT, definitions, `generated-${fields}.json`), JSON.stringify(generatedDefinition(fields)));
const pageDir = join(outDir, 'page');
await build({ configFile: false, root: join(ROOT, 'bench/engine/page'), base: './', logLevel: 'error', plugins: [react(), definitionsPlugin({ root: ROOT, dirs: [definitions] })], build: { outDir: pageDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, minify: process.env.MINIFY !== '0' } });
const server = await serveStatic(pageDir);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--headless'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${server.origin}/index.html?mode=${mode}&fields=${fields}`);
await page.waitForFunction(() => window.benchMounted, null, { timeout: 60_000, polling: 50 });
await page.evaluate(() => {
  const w = window as unknown as { lat: number[]; work: number[]; k: number };
  w.lat = [];
  w.work = [];
  w.k = 0;
  let t0 = 0;
  document.addEventListener('keydown', () => {
    t0 = performance.now();
    const start = t0;
    const k = w.k++;
    performance.mark(`key${k}`);
    requestAnimationFrame(() => setTimeout(() => { w.lat.push(performance.now() - start); performance.mark(`painted${k}`); }, 0));
  }, true);
  document.addEventListener('input', () => w.work.push(performance.now() - t0));
});
const field = `#bench_${typedField(fields)}`;
await page.click(field);
await page.keyboard.press('Tab');
await page.keyboard.press('Shift+Tab');
await page.waitForFunction(() => (window as unknown as { lat: number[] }).lat.length >= 2);
await page.waitForTimeout(100);
await browser.startTracing(page, { path: join(outDir, 'trace.json'), categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'blink.user_timing', 'v8', 'v8.gc', 'blink', 'cc', 'viz', 'benchmark', 'input', ...(process.env.PROFILE === '0' ? [] : ['disabled-by-default-v8.cpu_profiler'])] });
const letters = 'abcdefghijklmnopqrstuvwxyz';
for (let k = 0; k < keys; k++) {
  await page.keyboard.press(letters[k % letters.length]!);
  await page.waitForFunction((n) => (window as unknown as { lat: number[] }).lat.length >= n, k + 3); // Tab, Shift+Tab: 2 entries
  await page.waitForTimeout(20);
}
await browser.stopTracing();
const { lat, work } = await page.evaluate(() => ({ lat: (window as unknown as { lat: number[] }).lat, work: (window as unknown as { work: number[] }).work }));
// The first keystrokes (Tab, Shift+Tab) were probed too: drop them.
console.log(JSON.stringify({ outDir, lat: lat.slice(2), work: work.slice(0) }));
await browser.close();
await server.close();
