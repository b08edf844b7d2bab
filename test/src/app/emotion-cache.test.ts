import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import type { StylisPlugin } from '@emotion/cache';
import { describe, expect, it } from 'vitest';
import { dropUnparsableRules, makeEmotionCache, type SelectorSupport } from '@/app/emotion-cache';

// Chromium's answers: it parses no Gecko or old Edge pseudo (CSS.supports('selector(*::-moz-focus-inner)') is false).
const chromium: SelectorSupport = (selector) => !/::?-(moz|ms)-/.test(selector);
const css = (text: string, supports: SelectorSupport) =>
  serialize(compile(text), middleware([prefixer as StylisPlugin, dropUnparsableRules(supports), stringify] as never[]));

describe('dropUnparsableRules', () => {
  it('drops the rules Chromium refuses and writes every other as before', () => {
    const text = '.a{color:red}.a::-moz-focus-inner{border-style:none}.a::-ms-input-placeholder{opacity:0}.a::-webkit-search-decoration{appearance:none}.a:-webkit-autofill{animation-name:x}@media print{.a::-moz-placeholder{opacity:1}.a{color:black}}';
    expect(css(text, chromium)).toBe('.a{color:red;}.a::-webkit-search-decoration{-webkit-appearance:none;-moz-appearance:none;-ms-appearance:none;appearance:none;}.a:-webkit-autofill{-webkit-animation-name:x;animation-name:x;}@media print{.a{color:black;}}');
  });

  it('drops a selector list with one selector the browser refuses, as the browser would', () => {
    expect(css('.a,.b::-moz-placeholder{opacity:0}', chromium)).toBe('');
  });

  it("drops the prefixer's Gecko and Edge copies of ::placeholder and keeps its -webkit- one", () => {
    expect(css('.a::placeholder{opacity:0}', chromium)).toBe('.a::-webkit-input-placeholder{opacity:0;}.a::placeholder{opacity:0;}');
  });

  it('keeps every rule where the browser parses them or cannot be asked', () => {
    const text = '.a::-moz-focus-inner{border-style:none}.a::-ms-input-placeholder{opacity:0}';
    const all = '.a::-moz-focus-inner{border-style:none;}.a::-ms-input-placeholder{opacity:0;}';
    expect(css(text, () => true)).toBe(all);
    expect(css(text, () => undefined)).toBe(all);
  });

  it('asks the browser once per pseudo', () => {
    const asked: string[] = [];
    css('.a::-moz-focus-inner{border:0}.b::-moz-focus-inner{border:0}.c::-ms-clear{display:none}', (selector) => (asked.push(selector), false));
    expect(asked).toEqual(['*::-moz-focus-inner', '*::-ms-clear']);
  });
});

it("the app's cache is emotion's default key with the plugin (jsdom cannot be asked, so it keeps every rule)", () => {
  const cache = makeEmotionCache();
  expect(cache.key).toBe('css');
  cache.insert('.css-x', { name: 'x', styles: 'color:red;&::-moz-focus-inner{border:0;}', next: undefined }, cache.sheet, true);
  const written = [...document.querySelectorAll('style[data-emotion^="css"]')].map((style) => style.textContent).join('');
  expect(written).toContain('.css-x{color:red;}');
  expect(written).toContain('.css-x::-moz-focus-inner{border:0;}');
});
