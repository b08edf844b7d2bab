import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HtmlTagDescriptor } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { prebuiltStyleNames, prebuiltStylesPlugin } from '../../scripts/vite-plugin-prebuilt-styles';

const dir = mkdtempSync(join(tmpdir(), 'prebuilt-styles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tagsFor = (css: string | undefined): HtmlTagDescriptor[] => {
  const file = join(dir, `${Math.random()}.css`);
  if (css !== undefined) writeFileSync(file, css);
  const hook = prebuiltStylesPlugin(file).transformIndexHtml as (html: string) => HtmlTagDescriptor[];
  return hook('<!doctype html><html><head></head><body></body></html>');
};

describe('prebuilt emotion styles in index.html', () => {
  it('names each emotion class once, in order of first use, as emotion server-rendered styles name them', () => {
    expect(prebuiltStyleNames('.css-1lnrks8{color:red;}\n.css-1lnrks8:hover{color:blue;}\n@media (min-width:600px){.css-x_2-a{margin:0;}}\n.MuiButton-root{}')).toEqual(['1lnrks8', 'x_2-a']);
  });

  it('puts the stylesheet in the head as <style data-emotion-prebuilt="names…">, which no emotion cache of key css moves', () => {
    const css = '.css-a1{color:red;}\n.css-b2 .MuiInputBase-input{padding:0;}\n';
    expect(tagsFor(css)).toEqual([{ tag: 'style', attrs: { 'data-emotion-prebuilt': 'a1 b2' }, children: css, injectTo: 'head' }]);
  });

  it('adds nothing without the file or without an emotion class in it', () => {
    expect(tagsFor(undefined)).toEqual([]);
    expect(tagsFor('/* nothing yet */\n')).toEqual([]);
  });

  it('fails the build on a stylesheet that would end its <style> element', () => {
    expect(() => tagsFor('.css-a1::after{content:"</style><script>";}')).toThrow('"</" would end the <style> element');
  });
});
