import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** Every *.json under `dir` except its meta/ folder, sorted, relative to cwd. */
export function declarationsIn(dir: string, cwd: string): string[] {
  const root = resolve(cwd, dir);
  const out: string[] = [];
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory() && path !== join(root, 'meta')) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.json')) out.push(relative(cwd, path));
    }
  };
  walk(root);
  return out.sort();
}

/** Every *.json under schemas/ except schemas/meta/, sorted, relative to cwd. */
export function findDeclarations(cwd: string): string[] {
  return declarationsIn('schemas', cwd);
}

/** The files named, a folder standing for every declaration under it (`check schemas/reports`). */
export function namedDeclarations(names: readonly string[], cwd: string): string[] {
  return names.flatMap((name) => (statSync(resolve(cwd, name), { throwIfNoEntry: false })?.isDirectory() ? declarationsIn(name, cwd) : [name]));
}
