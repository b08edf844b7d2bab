import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../server/plugins/rate-limit.js';
import { createTestClock } from './helpers/build-test-app.js';

describe('createRateLimiter', () => {
  it('allows a burst of limit, then one per windowMs / limit, and says how long to wait', () => {
    const clock = createTestClock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: clock.now });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterMs: 20_000 });
    clock.advance(19_999);
    expect(limiter.take('a').allowed).toBe(false);
    clock.advance(1);
    expect(limiter.take('a').allowed).toBe(true);
    // Going back in time refills nothing.
    clock.advance(-120_000);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('forgets the least recently seen client beyond maxKeys, so memory stays bounded', () => {
    const clock = createTestClock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2, now: clock.now });
    limiter.take('a');
    limiter.take('b');
    limiter.take('a');
    limiter.take('c');
    expect(limiter.size()).toBe(2);
    expect(limiter.take('a').allowed).toBe(false);
    // b was forgotten, so it starts with a full bucket again.
    expect(limiter.take('b').allowed).toBe(true);
  });
});
