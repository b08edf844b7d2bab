import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import {
  CLIENT_LOG_LIMIT_PER_MINUTE,
  createClientLogger,
  logUncaughtErrors,
  logRequestFailure,
  type ClientLoggerDeps,
} from '@/api/client-log';
import type { FetchImpl } from '@/api/fetch-impl';
import { authAtom, initialAuthState } from '@/state/auth';
import { fakeFetch, on } from '../support/fake-fetch';

const BROWSER = { browser: 'Firefox', browserVersion: '125.0', os: 'Linux' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function logger(fetch: FetchImpl, extra: ClientLoggerDeps = {}) {
  let now = new Date(2026, 0, 15, 9, 5, 7);
  const log = createClientLogger({ fetch, store: createStore(), now: () => now, browser: () => BROWSER, url: () => 'http://portal.test/personal', ...extra });
  return { log, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('logToServer (createClientLogger)', () => {
  afterEach(() => vi.useRealTimers());

  it('posts msg, error, logLevel, time, timestamp, browser, browserVersion, os and url to /log', async () => {
    const { fetch, requests } = fakeFetch(on('/log', () => new Response(null, { status: 204 }), 'POST'));
    const store = createStore();
    store.set(authAtom, { ...initialAuthState, token: 'tok' });
    const { log } = logger(fetch, { store });
    log({ msg: 'Något hände', error: new ApiError('Tekniskt fel', 500, 'error.internal'), logLevel: 'warn' });
    await flush();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(requests[0]!.body)).toEqual({
      msg: 'Något hände',
      error: 'ApiError 500 error.internal: Tekniskt fel',
      logLevel: 'warn',
      time: '09:05:07',
      timestamp: new Date(2026, 0, 15, 9, 5, 7).toISOString(),
      ...BROWSER,
      url: 'http://portal.test/personal',
    });
  });

  it('sends no Authorization header and no error field when there is neither', async () => {
    const { fetch, requests } = fakeFetch(on('/log', () => new Response(null, { status: 204 })));
    logger(fetch).log({ msg: 'info', logLevel: 'info' });
    await flush();
    expect(requests[0]!.headers.has('authorization')).toBe(false);
    expect(JSON.parse(requests[0]!.body)).not.toHaveProperty('error');
  });

  it('never throws and leaves no rejection when fetch rejects or throws', async () => {
    const rejecting = vi.fn<FetchImpl>().mockRejectedValue(new TypeError('Failed to fetch'));
    const throwing = vi.fn<FetchImpl>(() => {
      throw new Error('no fetch');
    });
    expect(() => logger(rejecting).log({ msg: 'a', logLevel: 'error' })).not.toThrow();
    expect(() => logger(throwing).log({ msg: 'b', logLevel: 'error' })).not.toThrow();
    expect(() => logger(rejecting, { browser: () => { throw new Error('no navigator'); } }).log({ msg: 'c', logLevel: 'error' })).not.toThrow();
    await flush();
    expect(rejecting).toHaveBeenCalledTimes(1);
  });

  it('does not log its own failures (no recursion)', async () => {
    const { fetch, requests } = fakeFetch(on('/log', () => new Response('{"code":"error.rate"}', { status: 429 })));
    logger(fetch).log({ msg: 'a', logLevel: 'error' });
    await flush();
    await flush();
    expect(requests).toHaveLength(1);
  });

  it(`posts at most ${CLIENT_LOG_LIMIT_PER_MINUTE} times per minute`, async () => {
    const { fetch, requests } = fakeFetch(on('/log', () => new Response(null, { status: 204 })));
    const { log, advance } = logger(fetch);
    for (let count = 0; count < 30; count += 1) log({ msg: `fel ${count}`, logLevel: 'error' });
    await flush();
    expect(requests).toHaveLength(20);
    advance(59_999);
    log({ msg: 'still limited', logLevel: 'error' });
    advance(1);
    log({ msg: 'a minute later', logLevel: 'error' });
    await flush();
    expect(requests).toHaveLength(21);
    expect(JSON.parse(requests[20]!.body).msg).toBe('a minute later');
  });

  it('gives up after 5 s', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const hanging = vi.fn<FetchImpl>((_input, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    logger(hanging).log({ msg: 'slow', logLevel: 'error' });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
  });
});

describe('logRequestFailure', () => {
  it('logs method, url and status as an error', () => {
    const log = vi.fn();
    const error = new ApiError('x', 0);
    logRequestFailure({ method: 'get', url: '/api/users?username=ANNA', status: 0, error }, log);
    expect(log).toHaveBeenCalledWith({ msg: 'Request failed: GET /api/users?username=ANNA (no response)', error, logLevel: 'error' });
  });
});

describe('logUncaughtErrors', () => {
  it('logs uncaught errors and unhandled rejections, skips browser noise, and uninstalls', () => {
    const target = new EventTarget() as unknown as Window;
    const log = vi.fn();
    const uninstall = logUncaughtErrors(target, log);
    expect(logUncaughtErrors(target, log)).toBeTypeOf('function'); // a second install adds nothing
    const boom = new Error('boom');
    target.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: boom }));
    target.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nej' }));
    expect(log.mock.calls.map(([entry]) => entry)).toEqual([
      { msg: 'Uncaught error: boom', error: boom, logLevel: 'error' },
      { msg: 'Unhandled promise rejection', error: 'nej', logLevel: 'error' },
    ]);
    uninstall();
    target.dispatchEvent(new ErrorEvent('error', { message: 'after', error: new Error('after') }));
    expect(log).toHaveBeenCalledTimes(2);
  });
});
