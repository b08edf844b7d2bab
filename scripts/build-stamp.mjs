// Decides whether a build (dist/ for the SPA, dist-server/ for the server) is older than any of its inputs, so
// `npm start` rebuilds only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SPA_INPUTS = ['src', 'engine', 'schemas', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when `builtFile` (relative to root) is missing or older than a file or folder among `inputs`. */
export function isBuildStale(root, builtFile, inputs) {
  const built = join(root, builtFile);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(join(root, input)) > builtAt);
}

/** True when dist/index.html is missing or older than a source file of the build. */
export function isSpaBuildStale(root) {
  return isBuildStale(root, join('dist', 'index.html'), SPA_INPUTS);
}
