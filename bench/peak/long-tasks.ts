// `npx tsx bench/peak/long-tasks.ts DIR` after `npm run bench:peak -- --cpu-prof DIR`: the main thread's longest tasks
// in each measured step. A task is a run of consecutive busy samples (not "(idle)"); per step it prints how many tasks
// took ≥ 5 ms and what they spent their time in (the frames of our code, dist-server/, that held the most samples,
// counted once per task), so a tail of queued requests can be traced to the work they waited behind.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }
interface Step { multiple: number; window: [number, number]; loop?: Array<{ pid: number; seconds: Array<{ at: number; monoUs: number }> }> }

const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: npx tsx bench/peak/long-tasks.ts DIR (the --cpu-prof folder of a bench:peak run)');
const LONG_MS = 5;
const steps = readdirSync(dir).filter((f) => f.endsWith('-result.json')).flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { steps: Step[] }).steps);

for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
  const ours = (n: ProfileNode) => n.callFrame.url.includes('dist-server/');
  // The frames of one sample, leaf first.
  const stack = (id: number) => {
    const frames: ProfileNode[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) frames.push(byId.get(at)!);
    return frames;
  };
  // The tasks: runs of busy samples, with their start (µs, the profile's monotonic clock) and their samples.
  const tasks: Array<{ start: number; us: number; samples: number[] }> = [];
  let time = profile.startTime;
  let current: (typeof tasks)[number] | undefined;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    const node = byId.get(profile.samples[i]!)!;
    if (node.callFrame.functionName === '(idle)') {
      current = undefined;
      continue;
    }
    if (current === undefined) tasks.push((current = { start: time, us: 0, samples: [] }));
    current.us += profile.timeDeltas[i + 1] ?? delta;
    current.samples.push(profile.samples[i]!);
  }
  const pid = Number(file.split('.')[3]); // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile
  for (const step of steps) {
    const seconds = step.loop?.find((l) => l.pid === pid)?.seconds ?? [];
    const anchor = seconds[0];
    if (anchor === undefined) continue;
    // Epoch (s) to the profile's clock (µs) through a loop line's pair.
    const mono = (epochSeconds: number) => anchor.monoUs + (epochSeconds * 1000 - anchor.at) * 1000;
    const [from, to] = [mono(step.window[0]), mono(step.window[1])];
    const inStep = tasks.filter((t) => t.start >= from && t.start < to);
    const long = inStep.filter((t) => t.us >= LONG_MS * 1000).sort((a, b) => b.us - a.us);
    const busyMs = inStep.reduce((sum, t) => sum + t.us, 0) / 1000;
    console.log(`\n## ${file}, step ${step.multiple}×: ${inStep.length} tasks, ${busyMs.toFixed(0)} ms busy in ${((to - from) / 1e6).toFixed(0)} s; `
      + `${long.length} tasks ≥ ${LONG_MS} ms (${(long.reduce((s, t) => s + t.us, 0) / 1000).toFixed(0)} ms), the longest ${long.slice(0, 8).map((t) => (t.us / 1000).toFixed(1)).join(', ')} ms`);
    // What the long tasks spent their samples in: each frame of our code counted once per sample (inclusive).
    const inclusive = new Map<string, { samples: number; tasks: Set<number> }>();
    const selfTime = new Map<string, number>();
    long.forEach((task, index) => {
      for (const sample of task.samples) {
        const frames = stack(sample);
        const leaf = frames[0]!;
        selfTime.set(label(leaf), (selfTime.get(label(leaf)) ?? 0) + 1);
        for (const key of new Set(frames.filter(ours).map(label))) {
          const entry = inclusive.get(key) ?? { samples: 0, tasks: new Set<number>() };
          entry.samples += 1;
          entry.tasks.add(index);
          inclusive.set(key, entry);
        }
      }
    });
    const total = long.reduce((s, t) => s + t.samples.length, 0) || 1;
    console.log('  our frames in the long tasks (share of their samples, tasks):');
    for (const [key, e] of [...inclusive].sort((a, b) => b[1].samples - a[1].samples).slice(0, 25)) console.log(`   ${(e.samples / total * 100).toFixed(0).padStart(3)}%  ${String(e.tasks.size).padStart(4)}  ${key}`);
    console.log('  self time in the long tasks:');
    for (const [key, n] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`   ${(n / total * 100).toFixed(0).padStart(3)}%  ${key}`);
  }
}
