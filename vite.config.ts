import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// @ts-expect-error plain ES module script without types (scripts/bundle-budget.mjs reads its hint too)
import { APP_CHUNK, compileHintsPlugin } from './scripts/vite-plugin-compile-hints.mjs';
import { definitionsPlugin } from './scripts/vite-plugin-definitions.js'; // .js: the config loader wants extensions
import { precompressPlugin } from './scripts/vite-plugin-precompress.js';
import { prebuiltStylesPlugin } from './scripts/vite-plugin-prebuilt-styles.js';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiPort = process.env.PORT ?? '8080';
// MUI's createTheme imports its CSS-variables variant whether a theme uses it or not; ours does not (the stand-in says why).
const themeWithoutCssVariables: Plugin = {
  name: 'theme-without-css-variables',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './createThemeWithVars.mjs' && importer?.replaceAll('\\', '/').endsWith('@mui/material/styles/createTheme.mjs')) {
      return fileURLToPath(new URL('./src/app/no-css-variables-theme.ts', import.meta.url));
    }
    return null;
  },
};
// The logged-in part's and the login's code in few files, not ~25: a phone on HTTP/1.1 fetches six files at a time,
// each a round trip (docs/decisions/pages-on-a-phone.md). The login never loads the session's code; the session's
// first loads (load-session-data.ts) are in the entry (src/app/session-start.ts).
const srcPath = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const LOGIN_ROOTS = ['LoginPage', 'InternalLoginPage', 'InternalCallbackPage'].map((page) => srcPath(`features/auth/components/${page}.tsx`));
const SESSION_ROOT = srcPath('app/session/SessionContent.tsx');
// The start page, the news (articles) and the content pages: their own code in one file (issue 38 §3: LCP on a phone).
const NEWS_ROOTS = [srcPath('app/pages/StartPage.tsx'), srcPath('features/content/components/news/NewsSection.tsx'), srcPath('features/content/components/pages/ContentPage.tsx')];
const LAZY_PAGES = srcPath('app/lazy-pages.tsx');
const APP_ROOT = srcPath('app/App.tsx');
// The engine stays out of the named chunks: its barrel names every module, and a page uses a few (tree-shaking keeps the rest out).
const outsideEngine = (module: string): boolean => !module.includes('/engine/');
type ChunkingContext = { getModuleInfo: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null };
function staticClosure(ctx: ChunkingContext, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const next = [...roots];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    next.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}
/** The chunk a module goes to (SessionContent, login, login-session, news), worked out on the first call. */
let chunkOfModule: Map<string, string> | undefined;
const namedChunk = (id: string, ctx: ChunkingContext): string | null => {
  if (chunkOfModule === undefined) {
    const login = staticClosure(ctx, LOGIN_ROOTS);
    const app = staticClosure(ctx, [APP_ROOT]);
    chunkOfModule = new Map();
    const session = staticClosure(ctx, [SESSION_ROOT]);
    for (const module of session) {
      if (module === SESSION_ROOT || app.has(module)) continue; // lazily imported (its own chunk), or the app's
      if (!login.has(module)) chunkOfModule.set(module, 'SessionContent');
    }
    // The rest of the login page's code in two chunks, not ~8: what the session also loads and what it does not.
    for (const module of staticClosure(ctx, LOGIN_ROOTS.slice(0, 1))) {
      if (module !== LOGIN_ROOTS[0] && outsideEngine(module) && !app.has(module)) chunkOfModule.set(module, session.has(module) ? 'login-session' : 'login');
    }
    // What only the news pages use, in one file (what they share with other pages keeps its chunks: those pages load
    // as before; in the session's, it moved their LCP in Lighthouse's simulation).
    const otherPages = staticClosure(ctx, (ctx.getModuleInfo(LAZY_PAGES)?.dynamicallyImportedIds ?? []).filter((page) => !NEWS_ROOTS.includes(page)));
    for (const module of staticClosure(ctx, NEWS_ROOTS)) {
      if (!NEWS_ROOTS.includes(module) && !chunkOfModule.has(module) && !session.has(module) && !otherPages.has(module) && !app.has(module)) chunkOfModule.set(module, 'news');
    }
    // The app's own code (the shell, the router, MUI's core) in one chunk.
    for (const module of app) if (outsideEngine(module)) chunkOfModule.set(module, APP_CHUNK);
  }
  return chunkOfModule.get(id) ?? null;
};

// index.html preloads the app's chunk (src/main.tsx imports it): fetched beside the entry, not after it has run.
const appChunkPreload: Plugin = {
  name: 'app-chunk-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const bundle = ctx.bundle ?? {};
      const app = Object.values(bundle).find((o) => o.type === 'chunk' && o.name === APP_CHUNK);
      if (!app || app.type !== 'chunk') return html;
      const files = [app.fileName, ...app.imports].filter((f) => !html.includes(f));
      return { html, tags: files.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' })) };
    },
  },
};

const backend = `http://127.0.0.1:${process.env.DEV_API_PORT ?? apiPort}`;

// The SPA is built into dist/ and served by the Fastify server; `npm run dev` proxies the backend paths.
export default defineConfig({
  // Definitions ship with precompiled validators (no runtime ajv compile).
  plugins: [react(), definitionsPlugin(), themeWithoutCssVariables, compileHintsPlugin(), appChunkPreload, prebuiltStylesPlugin(srcPath('app/prebuilt-styles.css')), precompressPlugin()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  // @ombudsportalen/portal/* is tsconfig.json's path (the engine is the workspace package in node_modules).
  resolve: { tsconfigPaths: true },
  // The manifest lets scripts/bundle-budget.mjs measure each route's first load.
  build: {
    outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true, chunkSizeWarningLimit: 2000,
    // What the entry imports statically loads on every visit anyway: one chunk instead of a dozen shared ones
    // compresses better (~6 KB gzipped per route) and saves requests. Lazy pages still split by what they share.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'], priority: 2 }, { name: namedChunk, debugName: 'named chunks', priority: 1, includeDependenciesRecursively: false }] } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/tokenhandler': backend,
      '/oauth': backend,
      '/log': backend,
    },
  },
});
