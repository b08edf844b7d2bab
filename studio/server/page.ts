// The studio's page: built into dist-studio/ and served as files (rebuilt at a start when a source is newer), or, with
// `npm run studio -- --dev`, Vite's dev server for those changing the studio's own code. An analyst edits definitions,
// not the page: a built page loads in 1.3–1.8 s where the dev server's ~250 modules took 4.7–10.5 s (a quiet machine).
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
// @ts-expect-error plain ES module script without types
import { isBuildStale } from '../../scripts/build-stamp.mjs';

export const STUDIO_PAGE_DIR = 'dist-studio';

/** What the page is built from: a file here newer than dist-studio/index.html rebuilds it at the next start. */
const STUDIO_PAGE_INPUTS = ['studio', 'src', 'engine', 'portal', 'public', 'package-lock.json'];

/** One Vite configuration for the build and the dev server. */
export function studioPageConfig(root: string): InlineConfig {
  return {
    configFile: false, root: join(root, 'studio/page'), appType: 'spa', logLevel: 'warn', plugins: [react()],
    publicDir: join(root, 'public'), // the portal's favicon.svg: without an icon the browser asks for /favicon.ico (a 404)
    resolve: { tsconfigPaths: true }, // @ombudsportalen/portal/* and @/ (tsconfig.json)
    define: { __APP_VERSION__: JSON.stringify('studio') },
    build: { outDir: join(root, STUDIO_PAGE_DIR), emptyOutDir: true },
  };
}

/** Builds dist-studio/ when it is missing or older than a source of the page; the folder it serves from. */
export async function builtStudioPage(root: string): Promise<string> {
  if (isBuildStale(root, join(STUDIO_PAGE_DIR, 'index.html'), STUDIO_PAGE_INPUTS) as boolean) {
    console.log('Analysstudion: bygger sidan (första starten, eller studions kod har ändrats) …');
    const { build } = await import('vite');
    await build({ ...studioPageConfig(root), logLevel: 'error' }); // an analyst has no use for the bundler's warnings
  }
  return join(root, STUDIO_PAGE_DIR);
}
