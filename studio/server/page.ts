// The studio's page: built into dist-studio/ and served as files (rebuilt at a start when a source is newer), or, with
// `npm run studio -- --dev`, Vite's dev server for those changing the studio's own code. An analyst edits definitions,
// not the page: a built page loads in 1.3–1.8 s where the dev server's ~250 modules took 4.7–10.5 s (a quiet machine).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
// @ts-expect-error plain ES module script without types
import { isBuildStale } from '../../scripts/build-stamp.mjs';
// @ts-expect-error plain ES module script without types
import { PRODUCTION_BUILD_ENV } from '../../scripts/prerequisites.mjs';

export const STUDIO_PAGE_DIR = 'dist-studio';
export const STUDIO_PAGE_CONFIG = 'studio/page/vite.config.ts';

/** What the page is built from: a file here newer than dist-studio/index.html rebuilds it at the next start. */
const STUDIO_PAGE_INPUTS = ['studio', 'src', 'engine', 'portal', 'public', 'package-lock.json'];

/**
 * Builds dist-studio/ when it is missing or older than a source of the page; the folder it serves from. In a process of
 * its own and for production, as `npm start` builds the SPA (a NODE_ENV inherited from Vitest made React's development build).
 */
export function builtStudioPage(root: string): string {
  if (isBuildStale(root, join(STUDIO_PAGE_DIR, 'index.html'), STUDIO_PAGE_INPUTS) as boolean) {
    console.log('Analysstudion: bygger sidan (första starten, eller studions kod har ändrats) …');
    // --logLevel error: an analyst has no use for the bundler's warnings.
    const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', STUDIO_PAGE_CONFIG, '--logLevel', 'error'], { cwd: root, stdio: 'inherit', env: PRODUCTION_BUILD_ENV });
    if (build.status !== 0) throw new Error(`The studio page did not build (vite build exited with ${build.status ?? build.signal})`);
  }
  return join(root, STUDIO_PAGE_DIR);
}
