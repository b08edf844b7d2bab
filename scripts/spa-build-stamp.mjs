// Decides whether dist/ is older than any input of the SPA build, so `npm start` rebuilds only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const inputs = ['src', 'engine', 'schemas', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/index.html is missing or older than a source file of the build. */
export function isSpaBuildStale(root) {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(join(root, input)) > builtAt);
}
