import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { PREBUILT_STYLES_ATTRIBUTE } from '../src/app/emotion-cache.js';

/** An emotion class in a rule's selector (`.css-1lnrks8:hover`): its name is what emotion's cache keys the rule by. */
const CLASS_NAME = /\.css-([A-Za-z0-9_-]+)/g;

/** The names of the emotion classes a stylesheet styles, in order of first use. */
export const prebuiltStyleNames = (css: string): string[] => [...new Set([...css.matchAll(CLASS_NAME)].map(([, name]) => name!))];

/**
 * Puts the prebuilt emotion styles (src/app/prebuilt-styles.css, written by `npm run styles:prebuild`) into index.html
 * as `<style data-emotion-prebuilt="name …">`: the app's emotion cache (src/app/emotion-cache.ts) counts those names
 * as inserted and compiles only the rest in the browser (docs/decisions/pages-on-a-phone.md). Not emotion's own
 * `data-emotion="css …"`: every cache of key `css` (@emotion/react's default one too) would move the element, and a
 * moved stylesheet is parsed again. Production builds only: the development build's class names carry labels.
 */
export function prebuiltStylesPlugin(file: string): Plugin {
  return {
    name: 'prebuilt-styles',
    apply: 'build',
    transformIndexHtml() {
      if (!existsSync(file)) return [];
      const css = readFileSync(file, 'utf8');
      if (css.includes('</')) throw new Error(`${file}: "</" would end the <style> element`);
      const names = prebuiltStyleNames(css);
      return names.length === 0 ? [] : [{ tag: 'style', attrs: { [PREBUILT_STYLES_ATTRIBUTE]: names.join(' ') }, children: css, injectTo: 'head' }];
    },
  };
}
