import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Definition, loadDefinition } from '../../../../engine/index';

// Stands in for src/forms/built-in-definitions in unit tests: Vitest has no `virtual:precompiled-definitions`, so the
// same JSON files are loaded and compiled at run time (jsdom has no CSP). Use with
//   vi.mock('<path>/src/forms/built-in-definitions', () => import('<path>/support/runtime-definitions'))
const ROOT = join(import.meta.dirname, '../../../..');
const DIRS = ['schemas/forms', 'schemas/reports'];
const loaded = new Map<string, Definition>();

function files(): Map<string, string> {
  const byCode = new Map<string, string>();
  for (const dir of DIRS) for (const file of readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.json'))) byCode.set(basename(file, '.json'), `${dir}/${file}`);
  return byCode;
}

export function definitionCodes(): string[] {
  return [...files().keys()];
}

export function builtInDefinition(code: string): Definition {
  let def = loaded.get(code);
  if (!def) {
    const file = files().get(code);
    if (!file) throw new Error(`No built-in definition "${code}"`);
    def = loadDefinition(JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as unknown, file);
    loaded.set(code, def);
  }
  return def;
}
