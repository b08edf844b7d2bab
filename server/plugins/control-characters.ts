import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { errors } from '../http/errors.js';
import { globalPlugin } from './global-plugin.js';

// Issue 37 item 16 (docs/decisions/edge-input.md): a NUL reached PostgreSQL (which stores no NUL in text) and answered
// 500. Every request is refused here, before any route reads it, when an input carries a control character.

/** In the URL (path parameters, query): no free text, so every C0 control character and DEL. */
const URL_CONTROL = /[\x00-\x1f\x7f]/;
/** The raw URL may carry one (percent-encoded or not): the cheap test before the decoded inputs are read. */
const RAW_URL_CONTROL = /%[01][0-9a-f]|%7f|[\x00-\x1f\x7f]/i;
/** In a body (may be free text): the same less tab, line feed and carriage return, which a text area sends. */
const BODY_CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;

/** The names of a flat record's entries whose name or value (a string, or strings of an array) has a control character. */
function flatFields(record: unknown, control: RegExp): string[] {
  if (typeof record !== 'object' || record === null) return [];
  return Object.entries(record as Record<string, unknown>)
    .filter(([name, value]) => control.test(name) || [value].flat().some((item) => typeof item === 'string' && control.test(item)))
    .map(([name]) => name);
}

/** The dotted paths of a parsed body's strings and keys that have a control character; iterative, so depth costs no stack. */
export function bodyControlFields(body: unknown): string[] {
  const found: string[] = [];
  const pending: Array<{ value: unknown; path: string }> = [{ value: body, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (BODY_CONTROL.test(value)) found.push(path === '' ? 'body' : path);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path === '' ? key : `${path}.${key}`;
        if (BODY_CONTROL.test(key)) found.push(itemPath);
        else pending.push({ value: item, path: itemPath });
      }
    }
  }
  return found.sort();
}

/** The path parameters and query entries of a request that have a control character (none unless the raw URL has one). */
export function urlControlFields(request: Pick<FastifyRequest, 'url' | 'params' | 'query'>): string[] {
  if (!RAW_URL_CONTROL.test(request.url)) return [];
  const fields = [...flatFields(request.params, URL_CONTROL), ...flatFields(request.query, URL_CONTROL)]
    .filter((name) => name !== '*');
  // Where no named input reads it (a path no route has, the SPA's wildcard): refused as the URL.
  return fields.length > 0 ? fields : ['url'];
}

function refuseIn(fields: string[], done: HookHandlerDoneFunction): void {
  if (fields.length === 0) done();
  else done(errors.controlCharacters(fields));
}

/** The URL is checked first of all (before the access rules), a body once it is parsed and before its schema is. */
export const controlCharacters = globalPlugin('control-characters', async (app) => {
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => refuseIn(urlControlFields(request), done));
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) =>
    refuseIn(request.body === undefined || request.body === null ? [] : bodyControlFields(request.body), done));
});
