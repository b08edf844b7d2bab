import { vi } from 'vitest';

/**
 * Fakes only setTimeout/clearTimeout, still ticking with real time so React, MUI transitions and RTL's findBy keep
 * working; a test then jumps over an app's pause (`vi.advanceTimersByTimeAsync`) instead of waiting for it.
 * test/src/setup.ts restores real timers after every test.
 */
export function fakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}
