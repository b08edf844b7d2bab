import createCache, { type EmotionCache, type StylisElement, type StylisPlugin } from '@emotion/cache';
import { RULESET, prefixer } from 'stylis';

/**
 * A Gecko or old Edge pseudo-class or pseudo-element in a selector: `::-moz-focus-inner`, `::-ms-input-placeholder`.
 * Not `-webkit-` ones: every browser parses an unknown `::-webkit-` pseudo-element, though CSS.supports says it does not.
 */
const VENDOR_PSEUDO = /::?-(?:moz|ms)-[a-z-]+/g;

/** Whether the browser parses a selector (`CSS.supports('selector(…)')`); `undefined` where it cannot say. */
export type SelectorSupport = (selector: string) => boolean | undefined;

export const browserSelectorSupport: SelectorSupport = (selector) =>
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('selector(*)') ? CSS.supports(`selector(${selector})`) : undefined;

/**
 * A stylis plugin that drops a rule whose selector names a vendor pseudo this browser does not parse (MUI writes
 * `::-moz-placeholder`, `::-ms-input-placeholder` and `::-moz-focus-inner` for every input and button): the browser
 * would refuse the rule anyway, and each refusal is a thrown DOMException (1–2 ms apiece in Chromium driven by DevTools,
 * as Lighthouse drives it) in the commit that mounts a form. A pseudo the browser cannot be asked about is kept.
 */
export function dropUnparsableRules(supports: SelectorSupport = browserSelectorSupport): StylisPlugin {
  const known = new Map<string, boolean>();
  const parses = (pseudo: string): boolean => {
    let parsed = known.get(pseudo);
    if (parsed === undefined) known.set(pseudo, (parsed = supports(`*${pseudo}`) !== false));
    return parsed;
  };
  return (element: StylisElement) => {
    if (element.type !== RULESET || !Array.isArray(element.props)) return;
    const unparsable = element.props.some((selector) => [...selector.matchAll(VENDOR_PSEUDO)].some(([pseudo]) => !parses(pseudo)));
    // A selector list with one selector the browser cannot parse is refused whole; a rule with nothing in it is not written (stylis's stringify).
    if (unparsable) element.children = [];
  };
}

/** The attribute of index.html's prebuilt class styles (scripts/vite-plugin-prebuilt-styles.ts): their class names. */
export const PREBUILT_STYLES_ATTRIBUTE = 'data-emotion-prebuilt';

/**
 * The app's emotion cache: emotion's default (key `css`, stylis's prefixer) and the plugin above. It counts the prebuilt
 * classes as inserted and takes their element, where it stands, as its sheet's first (the `-global` sheets go before
 * it, classes compiled here after it): emotion's hydration of server-rendered styles moved the element, and Chromium
 * parsed it again (3.7–7.5 ms a load, four times that on a phone).
 */
export function makeEmotionCache(supports?: SelectorSupport): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins: [prefixer as StylisPlugin, dropUnparsableRules(supports)] });
  const prebuilt = document.querySelector<HTMLStyleElement>(`style[${PREBUILT_STYLES_ATTRIBUTE}]`);
  if (prebuilt) {
    for (const name of prebuilt.getAttribute(PREBUILT_STYLES_ATTRIBUTE)!.split(' ')) cache.inserted[name] = true;
    cache.sheet.tags.push(prebuilt);
  }
  return cache;
}
