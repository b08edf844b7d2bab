/** Text helpers of the client log: cut lengths, clock time, error text, a redacted address. */
import { ApiError } from './api-error';

// Long texts are cut: a stack trace or a huge message must not make the log post too large.
const MAX_TEXT_LENGTH = 4_000;

export const clip = (text: string): string => (text.length > MAX_TEXT_LENGTH ? `${text.slice(0, MAX_TEXT_LENGTH)}…` : text);
const pad = (value: number): string => String(value).padStart(2, '0');
export const clockTime = (date: Date): string => `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** Readable text of any thrown value; ApiErrors without their response body (it may hold personal data). */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return `ApiError ${error.status}${error.code ? ` ${error.code}` : ''}: ${error.message}`;
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    return error.stack?.startsWith(head) ? error.stack : [head, error.stack].filter(Boolean).join('\n');
  }
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

// One-time OAuth values in the address are not for the log.
export function redactedUrl(href: string): string {
  try {
    const url = new URL(href);
    for (const name of ['code', 'state']) if (url.searchParams.has(name)) url.searchParams.set(name, 'redacted');
    return url.href;
  } catch {
    return href;
  }
}
