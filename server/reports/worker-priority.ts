import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Niceness of the render worker threads: PDFs wait behind the request thread, never the other way round. */
export const RENDER_THREAD_NICENESS = 10;

interface PriorityDeps {
  platform: NodeJS.Platform;
  readlink: (path: string) => string;
  setPriority: (pid: number, priority: number) => void;
}

const realDeps: PriorityDeps = { platform: process.platform, readlink: readlinkSync, setPriority };

/**
 * Lowers the priority of the calling thread only (Linux: /proc/thread-self names "<pid>/task/<tid>", and
 * setpriority on a tid touches that thread alone). Elsewhere, or when refused, the thread keeps its priority:
 * returns the tid it lowered, or undefined.
 */
export function lowerThisThreadPriority(niceness = RENDER_THREAD_NICENESS, deps: PriorityDeps = realDeps): number | undefined {
  if (deps.platform !== 'linux') return undefined;
  try {
    const tid = Number(/\/task\/(\d+)$/.exec(deps.readlink('/proc/thread-self'))?.[1]);
    if (!Number.isSafeInteger(tid) || tid <= 0) return undefined;
    deps.setPriority(tid, niceness);
    return tid;
  } catch {
    return undefined;
  }
}
