import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

// The engine is TypeScript with extensionless imports: loaded through tsx at build time rather than bundled into the
// Vite config, whose loader would flag every engine import (and could not run them with the future native loader).
type Engine = typeof import('./portal-engine');
let engine: Promise<Engine> | undefined;
const loadEngine = () => (engine ??= import('tsx/esm/api')
  .then(({ tsImport }) => tsImport('./portal-engine.ts', import.meta.url) as Promise<Engine>));

/** The module the SPA imports: `precompiledDefinitions`, code → { code, file, json, validate }. */
export const PRECOMPILED_DEFINITIONS_ID = 'virtual:precompiled-definitions';
const VALIDATOR_ID = `${PRECOMPILED_DEFINITIONS_ID}/validator/`;
const RESOLVED = `\0${PRECOMPILED_DEFINITIONS_ID}`;

/** One definition ready for the bundle: its JSON and its validator as standalone ES-module source. */
export interface PrecompiledEntry {
  code: string;
  /** Path relative to the root, as loadDefinition wants it (report codes must match file names). */
  file: string;
  /** The definition without server-only keys (browserJson). */
  json: Record<string, unknown>;
  validatorSource: string;
}

export interface DefinitionsPluginOptions {
  /** Project root (default: Vite's root). */
  root?: string;
  /** Folders of definitions, relative to the root. */
  dirs?: string[];
}

const DEFAULT_DIRS = ['schemas/reports', 'schemas/forms'];
// Kept out of the browser bundle: the report SQL is the server's, examples are test data, comments are for authors.
const SERVER_ONLY_KEYS = ['x-dataset', 'x-examples', '$comment'];

/** A definition as the SPA gets it: without server-only and test-only keys. */
export function browserJson(json: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(json).filter(([key]) => !SERVER_ONLY_KEYS.includes(key)));
}

/**
 * Checks (meta-schema and meaning) and compiles every definition; throws listing every problem. Golden examples are
 * the test suite's (`npm run schemas -- check`): a failing example is a failing test, not a broken build.
 */
export async function precompileDefinitions(root: string, dirs: string[] = DEFAULT_DIRS): Promise<PrecompiledEntry[]> {
  const { RULE_RUNTIME_SPECIFIER, DefinitionError, formatProblem, scriptEngine: { compileDefinitionStandalone, loadDefinition } } = await loadEngine();
  const runtime = resolve(root, 'engine/validation/rule-runtime.ts').split(sep).join('/');
  const resolveImport = (s: string) => (s === RULE_RUNTIME_SPECIFIER ? runtime : s); // ajv runtime files stay bare
  const files = dirs.flatMap((d) => (existsSync(join(root, d)) ? readdirSync(join(root, d)).filter((f) => f.endsWith('.json')).map((f) => `${d}/${f}`) : []));
  const problems: string[] = [];
  const entries: PrecompiledEntry[] = [];
  for (const file of files.sort()) {
    const json = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown> & { 'x-report'?: { code?: string } };
    let def;
    try {
      def = loadDefinition(json, file);
    } catch (error) {
      if (!(error instanceof DefinitionError)) throw error;
      problems.push(...error.problems.map(formatProblem));
      continue;
    }
    const code = json['x-report']?.code ?? basename(file, '.json');
    if (entries.some((e) => e.code === code)) problems.push(`${file}: code "${code}" is used by another definition`);
    entries.push({ code, file, json: browserJson(json), validatorSource: compileDefinitionStandalone(def, { resolveImport }) });
  }
  if (problems.length) throw new Error(`Definitions with problems:\n${problems.join('\n')}`);
  return entries;
}

/** The index module: every definition's JSON beside its validator, imported from one virtual module per definition. */
export function indexModule(entries: PrecompiledEntry[]): string {
  const imports = entries.map((e, i) => `import v${i} from ${JSON.stringify(VALIDATOR_ID + e.code)};`);
  const rows = entries.map((e, i) => `  ${JSON.stringify(e.code)}: { code: ${JSON.stringify(e.code)}, file: ${JSON.stringify(e.file)}, json: ${JSON.stringify(e.json)}, validate: v${i} },`);
  return [...imports, 'export const precompiledDefinitions = Object.freeze({', ...rows, '});', 'export default precompiledDefinitions;', ''].join('\n');
}

/** The bare imports of the validators (ajv runtime files, ajv-formats), for the dev server's dependency pre-bundling. */
export function runtimeImports(entries: PrecompiledEntry[]): string[] {
  const found = entries.flatMap((e) => [...e.validatorSource.matchAll(/^import \* as \w+ from "([^"./][^"]*)";$/gm)].map((m) => m[1]!));
  return [...new Set(found)].sort();
}

// Vitest loads its config once per project, each time with a copy of this module and a plugin of its own: the
// compiled entries are kept on globalThis, keyed by the definition files' contents, so equal files compile once.
const SHARED = Symbol.for('ombudsportalen.precompiled-definitions');
type SharedCache = Map<string, { contents: string; entries: Promise<PrecompiledEntry[]> }>;

function definitionContents(root: string, dirs: string[]): string {
  const hash = createHash('sha256');
  for (const d of dirs) {
    if (!existsSync(join(root, d))) continue;
    for (const f of readdirSync(join(root, d)).filter((name) => name.endsWith('.json')).sort()) hash.update(`${d}/${f}\0`).update(readFileSync(join(root, d, f))).update('\0');
  }
  return hash.digest('hex');
}

/** precompileDefinitions, once per process for the same files (the last contents per root and folders are kept). */
function sharedPrecompile(root: string, dirs: string[]): Promise<PrecompiledEntry[]> {
  const shared = ((globalThis as { [SHARED]?: SharedCache })[SHARED] ??= new Map());
  const key = JSON.stringify([root, dirs]);
  const contents = definitionContents(root, dirs);
  const known = shared.get(key);
  if (known?.contents === contents) return known.entries;
  const entries = precompileDefinitions(root, dirs);
  shared.set(key, { contents, entries });
  entries.catch(() => { if (shared.get(key)?.entries === entries) shared.delete(key); }); // a broken file is tried again
  return entries;
}

/**
 * Build-time precompilation of schema definitions: the SPA imports `virtual:precompiled-definitions` and gets each
 * definition with an ajv standalone validator, so the browser never compiles (no `new Function`, no 'unsafe-eval').
 */
export function definitionsPlugin(options: DefinitionsPluginOptions = {}): Plugin {
  let root = resolve(options.root ?? process.cwd());
  let cache: Promise<PrecompiledEntry[]> | undefined;
  const entries = () => (cache ??= sharedPrecompile(root, options.dirs ?? DEFAULT_DIRS));
  const isDefinitionFile = (file: string) => file.endsWith('.json') && (options.dirs ?? DEFAULT_DIRS).some((d) => !relative(join(root, d), file).startsWith('..'));
  return {
    name: 'ombudsportalen:precompiled-definitions',
    async config(user) {
      root = resolve(options.root ?? user.root ?? process.cwd());
      try {
        return { optimizeDeps: { include: runtimeImports(await entries()) } };
      } catch {
        return undefined; // a broken definition is reported by load(), with the dev server running
      }
    },
    resolveId(id) {
      return id === PRECOMPILED_DEFINITIONS_ID || id.startsWith(VALIDATOR_ID) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === RESOLVED) {
        cache = undefined; // a fresh build or reload re-reads the files
        const all = await entries();
        for (const e of all) this.addWatchFile(join(root, e.file));
        return indexModule(all);
      }
      if (!id.startsWith(`\0${VALIDATOR_ID}`)) return undefined;
      const code = id.slice(VALIDATOR_ID.length + 1);
      const entry = (await entries()).find((e) => e.code === code);
      if (!entry) this.error(`No definition with code "${code}"`);
      return entry.validatorSource;
    },
    hotUpdate({ file }) {
      if (!isDefinitionFile(file)) return undefined;
      cache = undefined;
      const graph = this.environment.moduleGraph;
      const stale = [...graph.idToModuleMap.values()].filter((m) => m.id?.startsWith(RESOLVED));
      for (const m of stale) graph.invalidateModule(m);
      return stale;
    },
  };
}
