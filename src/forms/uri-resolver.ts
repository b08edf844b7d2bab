/**
 * Stands in for fast-uri in the SPA build (vite.config.ts alias): @rjsf/utils needs only `equal` and `resolve`, to
 * follow `$ref`s relative to an `$id`, and the portal's form schemas have neither. The browser's URL does both without
 * ~8 KB gzipped on every form page (docs/architecture.md "Bundles").
 */
function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref; // a relative base: nothing to resolve against
  }
}

function equal(a: string, b: string): boolean {
  return resolve('http://x/', a) === resolve('http://x/', b);
}

export default { equal, resolve };
