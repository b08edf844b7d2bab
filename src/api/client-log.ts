import { apiUrl, type ClientLogPayload as ClientLogBody } from '@ombudsportalen/portal/api';
import { authAtom } from '@/state/auth';
import { appStore, type AppStore } from '@/state/store';
import { clip, clockTime, describeError, redactedUrl } from './client-log-text';
import { describeThisBrowser, type BrowserDescription } from './describe-browser';
import { defaultFetch, type FetchImpl } from './fetch-impl';

export { describeBrowser, type BrowserDescription } from './describe-browser';

export type LogLevel = ClientLogBody['logLevel'];

export interface ClientLogEntry {
  msg: string;
  error?: unknown;
  logLevel: LogLevel;
}

/** The body of POST /log (spec §7): the contract's, with what this client always fills in. */
export type ClientLogPost = ClientLogBody & BrowserDescription & Required<Pick<ClientLogBody, 'time' | 'timestamp' | 'url'>>;

export const CLIENT_LOG_URL = apiUrl('clientLog');
export const CLIENT_LOG_TIMEOUT_MS = 5_000;
/** At most this many posts per rolling minute per page: a render loop must not flood the server. */
export const CLIENT_LOG_LIMIT_PER_MINUTE = 20;
const MINUTE_MS = 60_000;

export interface ClientLoggerDeps {
  store?: AppStore;
  fetch?: FetchImpl;
  now?: () => Date;
  browser?: () => BrowserDescription;
  url?: () => string;
}

// Errors already sent, so a logged ApiError that then goes unhandled is not sent twice.
const loggedErrors = new WeakSet<object>();
export const wasLogged = (error: unknown): boolean => typeof error === 'object' && error !== null && loggedErrors.has(error);

/** A logger that posts to /log; it never throws, swallows every failure and self-limits. */
export function createClientLogger(deps: ClientLoggerDeps = {}): (entry: ClientLogEntry) => void {
  const store = deps.store ?? appStore;
  const fetchImpl = deps.fetch ?? defaultFetch;
  const now = deps.now ?? (() => new Date());
  const browser = deps.browser ?? describeThisBrowser;
  const pageUrl = deps.url ?? (() => redactedUrl(location.href));
  const sentAt: number[] = [];

  async function post(payload: ClientLogPost): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const token = store.get(authAtom).token;
    if (token) headers.Authorization = `Bearer ${token}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), CLIENT_LOG_TIMEOUT_MS);
    try {
      // Plain fetch, not apiFetch: a failing /log must not be logged again (or refresh the session).
      await fetchImpl(CLIENT_LOG_URL, { method: 'POST', headers, body: JSON.stringify(payload), signal: controller.signal, keepalive: true });
    } finally {
      clearTimeout(timer);
    }
  }

  return function log({ msg, error, logLevel }: ClientLogEntry): void {
    try {
      const date = now();
      while (sentAt.length > 0 && sentAt[0]! <= date.getTime() - MINUTE_MS) sentAt.shift();
      if (sentAt.length >= CLIENT_LOG_LIMIT_PER_MINUTE) return;
      sentAt.push(date.getTime());
      if (typeof error === 'object' && error !== null) loggedErrors.add(error);
      const payload: ClientLogPost = {
        msg: clip(msg),
        ...(error === undefined ? {} : { error: clip(describeError(error)) }),
        logLevel,
        time: clockTime(date),
        timestamp: date.toISOString(),
        ...browser(),
        url: pageUrl(),
      };
      post(payload).catch(() => undefined);
    } catch {
      // Logging is best effort: it must never break the page that asked for it.
    }
  };
}

/** The app's logger, bound to the app store. */
export const logToServer: (entry: ClientLogEntry) => void = createClientLogger();

/** A backend call that failed (non-2xx, network error or timeout), as the HTTP client reports it. */
export interface RequestFailureReport {
  method: string;
  url: string;
  status: number;
  error: unknown;
}

/** Logs a failed backend call as "Request failed: GET /api/… (500)" ("no response" for network errors and timeouts). */
export function logRequestFailure({ method, url, status, error }: RequestFailureReport, log = logToServer): void {
  log({ msg: `Request failed: ${method.toUpperCase()} ${url} (${status || 'no response'})`, error, logLevel: 'error' });
}

// Browser noise that is no fault of ours: a benign ResizeObserver notice and opaque cross-origin script errors.
const IGNORED_MESSAGES = [/^ResizeObserver loop/, /^Script error\.?$/];
const installedOn = new WeakSet<Window>();

/** Sends uncaught errors and unhandled rejections to /log; returns an uninstall function; idempotent. */
export function logUncaughtErrors(target: Window = window, log = logToServer): () => void {
  if (installedOn.has(target)) return () => undefined;
  installedOn.add(target);
  const onError = (event: ErrorEvent) => {
    if (wasLogged(event.error) || IGNORED_MESSAGES.some((pattern) => pattern.test(event.message ?? ''))) return;
    log({ msg: `Uncaught error: ${event.message || 'unknown'}`, error: event.error, logLevel: 'error' });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!wasLogged(event.reason)) log({ msg: 'Unhandled promise rejection', error: event.reason, logLevel: 'error' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    installedOn.delete(target);
  };
}
