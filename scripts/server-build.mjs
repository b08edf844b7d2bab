// `npm run build:server`, and `npm start` when stale: the server as JavaScript in dist-server/ (docs/decisions/compiled-server.md).
// Our code (server/, portal/, engine/, the schemas/ JSON it imports) is bundled; packages stay in node_modules.
// Source maps (run with --enable-source-maps) point stack traces at the .ts files.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { isBuildStale } from './build-stamp.mjs';

export const SERVER_BUILD_DIR = 'dist-server';
/** What `npm start` runs; its time stamps the build. */
export const SERVER_BUILD_ENTRY = join(SERVER_BUILD_DIR, 'server.js');
/** Node's arguments that run the compiled server from the repository root, stack traces mapped to the .ts files. */
export const COMPILED_SERVER_ARGS = ['--enable-source-maps', SERVER_BUILD_ENTRY];
const INPUTS = ['server', 'portal', 'engine', 'schemas', 'package-lock.json', 'tsconfig.json', 'scripts/server-build.mjs'];
// Modules whose import.meta.url must stay the bundle's: the pool starts the compiled worker beside it.
const BUNDLE_RELATIVE = new Set(['server/reports/render-pool.ts']);
// Our own packages: the engine (a workspace of TypeScript files) and the portal (tsconfig.json's path).
const OWN_PACKAGE = /^@ombudsportalen\//;

/** True when dist-server/server.js is missing or older than a source of the server. */
export function isServerBuildStale(root) {
  return isBuildStale(root, SERVER_BUILD_ENTRY, INPUTS);
}

/**
 * A package's file as Node's ES module loader finds it: `ajv/dist/2020` (resolved by tsx and bundlers, not by Node, in
 * a package without an `exports` map) becomes `ajv/dist/2020.js`.
 */
function nodeSpecifier(specifier, fromDir) {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  if (specifier.startsWith('node:') || parts.length <= nameLength) return specifier;
  const name = parts.slice(0, nameLength).join('/');
  const require = createRequire(join(fromDir, 'noop.js'));
  const manifest = require.resolve(`${name}/package.json`);
  if (JSON.parse(readFileSync(manifest, 'utf8')).exports !== undefined) return specifier;
  return `${name}/${relative(dirname(manifest), require.resolve(specifier)).split(sep).join('/')}`;
}

/**
 * Our modules read files beside their source (migrations, schemas/reports/, seed media) through import.meta.url: in the
 * bundle it names the source file again, found relative to the bundle, so the build moves with the checkout.
 */
function sourceLocationPlugin(root) {
  const outDir = join(root, SERVER_BUILD_DIR);
  return {
    name: 'source-location',
    setup(esbuild) {
      // Packages (bare specifiers) stay external; only our own code is bundled, @ombudsportalen/* (the engine, the portal) too.
      esbuild.onResolve({ filter: /^[^./]/ }, (args) => (isAbsolute(args.path) || OWN_PACKAGE.test(args.path) ? undefined : { path: nodeSpecifier(args.path, args.resolveDir), external: true }));
      esbuild.onLoad({ filter: /\.ts$/ }, (args) => {
        const path = relative(root, args.path).split(sep).join('/');
        if (path.startsWith('..') || path.includes('node_modules/') || BUNDLE_RELATIVE.has(path)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const fromBundle = relative(outDir, args.path).split(sep).join('/');
        return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
      });
    },
  };
}

/** Builds dist-server/server.js and dist-server/render-worker.mjs (the render pool's worker), with source maps. */
export async function buildServer(root) {
  // Imported here, not at the top: `npm start` and `npm test` import this file before they install node_modules.
  const { build } = await import('esbuild');
  const common = {
    absWorkingDir: root, bundle: true, platform: 'node', format: 'esm', target: 'node20', outdir: join(root, SERVER_BUILD_DIR),
    sourcemap: 'linked', sourcesContent: false, keepNames: true,
    // package.json's sideEffects list is the SPA's: the server keeps every module it imports.
    ignoreAnnotations: true, write: false, logLevel: 'warning', plugins: [sourceLocationPlugin(root)],
  };
  const [worker, server] = await Promise.all([
    build({ ...common, entryPoints: [{ in: 'server/reports/render-worker-main.ts', out: 'render-worker' }], outExtension: { '.js': '.mjs' } }),
    build({ ...common, entryPoints: [{ in: 'server/server.ts', out: 'server' }] }),
  ]);
  // Written beside, then moved in place: a server starting meanwhile (or a second build) never sees half a build.
  const outDir = join(root, SERVER_BUILD_DIR);
  const staging = `${outDir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  for (const file of [...worker.outputFiles, ...server.outputFiles]) {
    const path = join(staging, relative(outDir, file.path));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.contents);
  }
  // Swapped by two renames, so dist-server/ is missing for no longer than between them.
  const previous = `${outDir}.${process.pid}.old`;
  try {
    renameSync(outDir, previous);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  try {
    renameSync(staging, outDir);
  } catch (error) {
    // Another build of the same sources moved its copy in first.
    rmSync(staging, { recursive: true, force: true });
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
  }
  rmSync(previous, { recursive: true, force: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer(new URL('..', import.meta.url).pathname);
}
