// The SPA's entry chunk starts with V8's explicit compile hint (docs/decisions/pages-on-a-phone.md); the bundle
// budgets (scripts/bundle-budget.mjs) fail a build whose entry does not.

/**
 * V8's explicit compile hint (Chrome 136 and later): a file whose first line is this comment has all its functions
 * compiled while it streams in, off the main thread, instead of on the main thread at each function's first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The name of the app's own chunk (vite.config.ts's chunking): index.html preloads it; every visit runs it. */
export const APP_CHUNK = 'app';

/**
 * The hint on the entry and the app's chunk (vite.config.ts) only: their code (React, the session's start, the router,
 * MUI's core) runs at every load; a lazy page's chunk holds code that may never run, compiled for nothing.
 * @returns {import('vite').Plugin}
 */
export function compileHintsPlugin() {
  const hinted = (chunk) => chunk.isEntry || chunk.name === APP_CHUNK;
  return {
    name: 'compile-hints',
    apply: 'build',
    // After minification, with the source map shifted by the bundler.
    config: () => ({ build: { rolldownOptions: { output: { postBanner: (chunk) => (hinted(chunk) ? COMPILE_HINT : '') } } } }),
    generateBundle: {
      order: 'post', // after Vite's own, which writes the entry's preload list (__vite__mapDeps) above the banner
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !hinted(output)) continue;
          // V8 reads the hint on the first line only. Neither line maps to a source line: swapped, the map stays right.
          const [first = '', second] = output.code.split('\n', 2);
          if (second === COMPILE_HINT) output.code = `${COMPILE_HINT}\n${first}${output.code.slice(first.length + 1 + COMPILE_HINT.length)}`;
        }
      },
    },
  };
}
