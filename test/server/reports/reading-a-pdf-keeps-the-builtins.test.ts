// Reading a PDF in a test (pdfjs-dist's legacy build) leaves Node's builtins native: its core-js polyfills made
// JSON.stringify ~11× and Array.prototype.push ~2× slower for every later file of the worker (test/support/pdfjs.ts).
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { renderDocument } from '../../../server/seed/seed-data/content/documents.js';
import { pdfText } from './report-harness.js';

/** The source text of a function, read by another realm's Function.prototype.toString (a polyfill cannot dress it up). */
const sourceOf = runInNewContext('(f) => Function.prototype.toString.call(f)') as (f: unknown) => string;
/** Builtins with a native function in a fresh realm, and what this realm holds there after reading a PDF. */
const NATIVE_IN_A_FRESH_REALM = runInNewContext(`[
  ['JSON', 'stringify'], ['JSON', 'parse'], ['Array.prototype', 'push'], ['Function.prototype', 'toString'],
  ['Object', 'keys'], ['Object', 'assign'], ['Array', 'from'], ['Array.prototype', 'map'], ['Promise', 'all'],
]`) as [string, string][];

it('a PDF is read and the builtins stay native', async () => {
  const text = await pdfText(await renderDocument({ file: 'vinnare.pdf', title: 'Vinnare', paragraphs: ['Första stycket.'] }));
  expect(text).toContain('Vinnare');
  const replaced = NATIVE_IN_A_FRESH_REALM.filter(([owner, key]) => {
    const target = owner.split('.').reduce((value: any, part) => value[part], globalThis) as Record<string, unknown>;
    return !sourceOf(target[key]).includes('[native code]');
  });
  expect(replaced.map(([owner, key]) => `${owner}.${key}`)).toEqual([]);
});
