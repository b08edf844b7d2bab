import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every *.json under schemas/ except schemas/meta/, sorted, relative to cwd. */
export function findDeclarations(cwd: string): string[] {
  const root = join(cwd, 'schemas');
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && path !== join(root, 'meta')) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.json')) out.push(relative(cwd, path));
    }
  };
  walk(root);
  return out.sort();
}
