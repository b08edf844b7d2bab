import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { lowerThisThreadPriority, RENDER_THREAD_NICENESS } from '../../../server/reports/worker-priority';

const helper = new URL('../../../server/reports/worker-priority.ts', import.meta.url).href;

describe('render worker priority (issue 9, figure 2)', () => {
  it('nices the thread /proc/thread-self names, by its tid, 10 below its current priority and at most to 19', () => {
    const calls: [number, number][] = [];
    const at = (current: number) => ({ platform: 'linux' as const, readlink: () => '4242/task/4250', getPriority: () => current, setPriority: (p: number, n: number) => { calls.push([p, n]); } });
    expect(lowerThisThreadPriority(10, at(0))).toBe(4250);
    expect(lowerThisThreadPriority(10, at(5))).toBe(4250);
    expect(lowerThisThreadPriority(10, at(15))).toBe(4250);
    expect(calls).toEqual([[4250, 10], [4250, 15], [4250, 19]]);
  });

  it('leaves the priority alone off Linux, on an unreadable link, or when refused', () => {
    const never = () => { throw new Error('must not be called'); };
    expect(lowerThisThreadPriority(10, { platform: 'darwin', readlink: never, getPriority: never, setPriority: never })).toBeUndefined();
    expect(lowerThisThreadPriority(10, { platform: 'linux', readlink: () => 'self', getPriority: never, setPriority: never })).toBeUndefined();
    expect(lowerThisThreadPriority(10, { platform: 'linux', readlink: never, getPriority: never, setPriority: never })).toBeUndefined();
    expect(lowerThisThreadPriority(10, { platform: 'linux', readlink: () => '1/task/2', getPriority: () => 0, setPriority: () => { throw new Error('EACCES'); } })).toBeUndefined();
  });

  it.runIf(process.platform === 'linux')('lowers a real worker thread, not the process', async () => {
    const before = getPriority(process.pid);
    const code = `
      const { parentPort } = require('node:worker_threads');
      parentPort.on('message', () => {}); // keeps the thread (and its tid) alive until terminated
      import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(helper)}); })
        .then((m) => parentPort.postMessage(m.lowerThisThreadPriority()));`;
    const worker = new Worker(code, { eval: true });
    const tid = await new Promise<number | undefined>((resolve, reject) => { worker.once('message', resolve); worker.once('error', reject); });
    try {
      expect(tid).toBeGreaterThan(0);
      expect(tid).not.toBe(process.pid);
      expect(getPriority(tid)).toBe(Math.min(19, before + RENDER_THREAD_NICENESS));
      expect(getPriority(process.pid)).toBe(before);
    } finally {
      await worker.terminate();
    }
  });
});
