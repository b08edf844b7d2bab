// pdfjs-dist for reading PDFs in tests. Its legacy build (the modern one needs Node 22) installs core-js polyfills over
// builtins Node 20 already has: JSON.stringify ~11× slower, Array.prototype.push ~2×. In a worker's shared module graph
// (isolate: false) every later file paid for them; so the builtins it replaces are put back once it has loaded.
import { runInNewContext } from 'node:vm';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** The builtins a polyfill could replace: the global object, its constructors and namespaces, and their prototypes. */
function builtins(): object[] {
  const values = Object.getOwnPropertyNames(globalThis)
    .filter((name) => /^[A-Z]/.test(name))
    .map((name) => Object.getOwnPropertyDescriptor(globalThis, name)?.value as unknown)
    .filter((value): value is object => (typeof value === 'function' || typeof value === 'object') && value !== null);
  const typedArray = Object.getPrototypeOf(Uint8Array) as object;
  return [globalThis, typedArray, ...values].flatMap((value) => {
    const prototype = (value as { prototype?: unknown }).prototype; // Function.prototype is a function
    return (typeof prototype === 'object' || typeof prototype === 'function') && prototype !== null ? [value, prototype] : [value];
  });
}

// Another realm's Function.prototype.toString: core-js replaces this realm's, to dress its polyfills up as native.
const nativeToString = runInNewContext('Function.prototype.toString') as typeof Function.prototype.toString;
/** Whether a value is a function of the engine's own (a polyfill's source is JavaScript, whatever its toString says). */
const isNative = (value: unknown) => typeof value === 'function' && /\{\s*\[native code\]\s*\}$/.test(nativeToString.call(value));

/** Runs `load`, then puts back every native function of a builtin that it replaced (what it added stays). */
async function keepingBuiltins<T>(load: () => Promise<T>): Promise<T> {
  const before = builtins().map((target) => [target, Object.getOwnPropertyDescriptors(target)] as const);
  const loaded = await load();
  for (const [target, descriptors] of before) {
    for (const key of Reflect.ownKeys(descriptors)) {
      const was = descriptors[key as keyof typeof descriptors]!;
      const now = Object.getOwnPropertyDescriptor(target, key);
      if (now !== undefined && isNative(was.value) && !Object.is(now.value, was.value)) Object.defineProperty(target, key, was);
    }
  }
  return loaded;
}

let pdfjs: Promise<PdfJs> | undefined;

/** pdfjs-dist's legacy build and its worker module (which runs in this thread in Node), loaded once. */
export function loadPdfjs(): Promise<PdfJs> {
  const worker = 'pdfjs-dist/legacy/build/pdf.worker.mjs'; // no types; it sets globalThis.pdfjsWorker, which pdf.mjs uses
  pdfjs ??= keepingBuiltins(async () => {
    const loaded = await import('pdfjs-dist/legacy/build/pdf.mjs');
    await import(worker);
    return loaded;
  });
  return pdfjs;
}
