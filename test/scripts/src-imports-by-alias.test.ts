// Inside src/ a module reaches another folder of src/ as '@/…' (tsconfig.json "paths"), never by climbing with '../':
// a file can move without its imports breaking, and an import says where it lands. Siblings stay './x'.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const src = join(root, 'src');
const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
});

describe('src/ imports by the @/ alias', () => {
  it('no module of src/ climbs into src/ with ../', () => {
    const climbs = files(src).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.\.\/[^']*)'/g)]
      .filter((match) => resolve(dirname(file), match[1]!).startsWith(`${src}/`))
      .map((match) => `${relative(root, file)}: ${match[1]}`));
    expect(files(src).length).toBeGreaterThan(100);
    expect(climbs).toEqual([]);
  });
});
