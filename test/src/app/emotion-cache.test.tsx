import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import createCache, { type StylisPlugin } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { render } from '@testing-library/react';
import type { HtmlTagDescriptor } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { prebuiltStylesPlugin } from '../../../scripts/vite-plugin-prebuilt-styles';
import { dropUnparsableRules, makeEmotionCache, PREBUILT_STYLES_ATTRIBUTE, type SelectorSupport } from '@/app/emotion-cache';

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
  cache.sheet.flush(); // a cache of its own, which the setup's forgetInsertedStyles does not know
});

describe("index.html's prebuilt class styles", () => {
  // Files share one jsdom (vitest.config.ts): take out only what a test added, not the other caches' style elements.
  const added: Array<{ remove(): void }> = [];
  afterEach(() => {
    for (const thing of added.splice(0)) thing.remove();
  });
  const appCache = () => {
    const cache = makeEmotionCache();
    added.push({ remove: () => cache.sheet.flush() });
    return cache;
  };

  /** The head as index.html has it: the prebuilt styles as the build's plugin writes them, with a link after them. */
  function headWithPrebuiltStyles(): { prebuilt: HTMLStyleElement; next: Element } {
    const [tag] = (prebuiltStylesPlugin('src/app/prebuilt-styles.css').transformIndexHtml as () => HtmlTagDescriptor[])();
    const prebuilt = document.createElement('style');
    for (const [name, value] of Object.entries(tag!.attrs!)) prebuilt.setAttribute(name, String(value));
    prebuilt.textContent = String(tag!.children);
    const next = document.createElement('link');
    next.rel = 'modulepreload';
    document.head.append(prebuilt, next);
    added.push(prebuilt, next);
    return { prebuilt, next };
  }

  it('are counted as inserted and stay where they stand: no emotion cache of key css moves them (a moved sheet is parsed again)', () => {
    const { prebuilt, next } = headWithPrebuiltStyles();
    const names = prebuilt.getAttribute(PREBUILT_STYLES_ATTRIBUTE)!.split(' ');
    expect(names.length).toBeGreaterThan(100);
    createCache({ key: 'css' }); // what @emotion/react makes as its default cache when it is imported
    const cache = appCache();
    expect(prebuilt.nextElementSibling).toBe(next);
    expect(names.filter((name) => cache.inserted[name] !== true)).toEqual([]);
    // Emotion writes a class it has not counted as inserted, in a style element right after the prebuilt ones.
    cache.insert('.css-new1', { name: 'new1', styles: 'color:blue;', next: undefined }, cache.sheet, true);
    expect(prebuilt.nextElementSibling?.textContent).toBe('.css-new1{color:blue;}');
  });

  it("come after the global styles, as emotion's server-rendered ones do, so a class wins over a global rule", () => {
    const { prebuilt } = headWithPrebuiltStyles();
    render(<CacheProvider value={appCache()}><Global styles={{ body: { margin: 0 } }} /></CacheProvider>);
    const global = prebuilt.previousElementSibling;
    expect(global?.getAttribute('data-emotion')).toBe('css-global');
    expect(global?.textContent).toBe('body{margin:0;}');
  });
});
