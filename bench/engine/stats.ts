/** The value at quantile q (0..1) of some samples (nearest rank). */
export function quantile(samples: readonly number[], q: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const median = (samples: readonly number[]) => quantile(samples, 0.5);

/** Median time of one call in microseconds: `batches` batches of `perBatch` calls, after one warm-up batch. */
export function microsPerCall(fn: () => unknown, perBatch = 200, batches = 30): number {
  const times: number[] = [];
  for (let b = 0; b <= batches; b++) {
    const start = performance.now();
    for (let i = 0; i < perBatch; i++) fn();
    if (b > 0) times.push(((performance.now() - start) * 1000) / perBatch);
  }
  return median(times);
}

/** Median of `runs` timings of fn in milliseconds, after one warm-up run. */
export function millisPerRun(fn: () => unknown, runs = 15): number {
  fn();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** A plain-text table with right-aligned numbers, for the terminal. */
export function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map((c) => (typeof c !== 'number' ? c : Number.isInteger(c) ? String(c) : c.toFixed(c >= 100 ? 0 : c >= 10 ? 1 : 2))))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => String(r[i] ?? '').length)));
  const line = (r: (string | number)[]) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
