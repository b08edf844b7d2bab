// Preloaded into each portal instance by bench:peak (NODE_OPTIONS --import, PEAK_LOOP_DIR set): once a second, one JSON
// line with the main thread's event-loop delay (perf_hooks.monitorEventLoopDelay, ms), its utilisation and the time in
// garbage collection (monoUs: the monotonic clock of a --cpu-prof profile), so run.ts can say per step whether requests waited on a blocked loop. Bench only, not the product.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';

const dir = process.env.PEAK_LOOP_DIR;
if (dir && isMainThread) {
  const file = join(dir, `loop-${process.pid}.jsonl`);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let gcMs = 0;
  let gcMaxMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcMaxMs = Math.max(gcMaxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  let utilisation = performance.eventLoopUtilization();
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    const ms = (ns) => Number((ns / 1e6).toFixed(1));
    appendFileSync(file, `${JSON.stringify({
      at: Date.now(), monoUs: Number(process.hrtime.bigint() / 1000n), p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max),
      elu: Number(performance.eventLoopUtilization(now, utilisation).utilization.toFixed(3)), gcMs: Math.round(gcMs), gcMaxMs: Math.round(gcMaxMs),
    })}\n`);
    utilisation = now;
    delay.reset();
    gcMs = 0;
    gcMaxMs = 0;
  }, 1000).unref();
}
