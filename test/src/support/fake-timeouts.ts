import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * Fakes only setTimeout/clearTimeout, still ticking with real time so React, MUI transitions and RTL's findBy keep
 * working; a test then jumps over an app's pause (`vi.advanceTimersByTimeAsync`) instead of waiting for it.
 * test/src/setup.ts restores real timers after every test.
 */
export function fakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}

/**
 * Fakes only setTimeout/clearTimeout and holds them still: they move when the test moves them (advanceUntil,
 * `vi.advanceTimersByTimeAsync`), never with real time, so an app's bound cannot pass while a test looks at the state
 * before it, however slow the machine.
 */
export function stillTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** With stillTimeouts: moves them a millisecond at a time (the app's own short pauses) until `done`, at most `maxMs`. */
export async function advanceUntil(done: () => boolean, maxMs = 1000): Promise<void> {
  for (let step = 0; step < maxMs && !done(); step++) await act(async () => { await vi.advanceTimersByTimeAsync(1); });
  expect(done()).toBe(true);
}
