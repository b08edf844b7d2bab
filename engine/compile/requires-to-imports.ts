/**
 * Turns the `require("x").y` references ajv standalone emits (even with code.esm) into ES-module imports, so the
 * output runs in browsers and bundlers. `resolve` maps each specifier (e.g. the rule runtime's) to what to import.
 * The interop takes module.exports when a CommonJS module is imported as a namespace (Node), else the namespace.
 */
export function requiresToImports(code: string, resolve: (specifier: string) => string = (s) => s): string {
  const names = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_whole, specifier: string) => {
    let name = names.get(specifier);
    if (!name) names.set(specifier, (name = `__module${names.size}`));
    return `__interop(${name})`;
  });
  const imports = [...names].map(([specifier, name]) => `import * as ${name} from ${JSON.stringify(resolve(specifier))};`);
  const interop = 'const __interop = (ns) => (ns.default != null && ns.default.__esModule ? ns.default : ns);';
  return [...imports, interop, body].join('\n');
}
