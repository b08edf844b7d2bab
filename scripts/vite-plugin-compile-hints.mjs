// The SPA's entry chunk starts with V8's explicit compile hint (docs/decisions/pages-on-a-phone.md); the bundle
// budgets (scripts/bundle-budget.mjs) fail a build whose entry does not.

/**
 * V8's explicit compile hint (Chrome 136 and later): a file whose first line is this comment has all its functions
 * compiled while it streams in, off the main thread, instead of on the main thread at each function's first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The hint on the entry only: most of its code (React, the router, MUI's core, the session's start) runs at every load;
 * a lazy page's chunk holds code that may never run, compiled for nothing.
 * @returns {import('vite').Plugin}
 */
export function compileHintsPlugin() {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After minification, with the source map shifted by the bundler.
    config: () => ({ build: { rolldownOptions: { output: { postBanner: (chunk) => (chunk.isEntry ? COMPILE_HINT : '') } } } }),
    generateBundle: {
      order: 'post', // after Vite's own, which writes the entry's preload list (__vite__mapDeps) above the banner
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue;
          // V8 reads the hint on the first line only. Neither line maps to a source line: swapped, the map stays right.
          const [first = '', second] = output.code.split('\n', 2);
          if (second === COMPILE_HINT) output.code = `${COMPILE_HINT}\n${first}${output.code.slice(first.length + 1 + COMPILE_HINT.length)}`;
        }
      },
    },
  };
}
