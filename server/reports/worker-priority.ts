import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * How much nicer than the process the render worker threads run: PDFs wait behind the request thread, never the
 * other way round. Relative, so a server started under `nice -n 5` still keeps the same lead over its renders.
 */
export const RENDER_THREAD_NICENESS = 10;
/** The lowest priority Linux has. */
const NICEST = 19;

interface PriorityDeps {
  platform: NodeJS.Platform;
  readlink: (path: string) => string;
  getPriority: (pid: number) => number;
  setPriority: (pid: number, priority: number) => void;
}

const realDeps: PriorityDeps = { platform: process.platform, readlink: readlinkSync, getPriority, setPriority };

/**
 * Lowers the priority of the calling thread only, by `niceness` below its current one (at most to 19) (Linux: /proc/thread-self names "<pid>/task/<tid>", and
 * setpriority on a tid touches that thread alone). Elsewhere, or when refused, the thread keeps its priority:
 * returns the tid it lowered, or undefined.
 */
export function lowerThisThreadPriority(niceness = RENDER_THREAD_NICENESS, deps: PriorityDeps = realDeps): number | undefined {
  if (deps.platform !== 'linux') return undefined;
  try {
    const tid = Number(/\/task\/(\d+)$/.exec(deps.readlink('/proc/thread-self'))?.[1]);
    if (!Number.isSafeInteger(tid) || tid <= 0) return undefined;
    deps.setPriority(tid, Math.min(NICEST, deps.getPriority(tid) + niceness));
    return tid;
  } catch {
    return undefined;
  }
}
