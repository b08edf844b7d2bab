import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContracts } from '@ombudsportalen/portal/api/read-contracts';

// The API contracts are declared once (schemas/api) and derived into portal/api/contracts.gen.ts: these fail when a
// hand-written copy of a contract's type or of an API path comes back in the code.
const root = new URL('../../', import.meta.url).pathname;
const GENERATED = 'portal/api/contracts.gen.ts';

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry)) yield path;
  }
}

const files = ['engine', 'src', 'server', 'test'].flatMap((dir) => [...sourceFiles(join(root, dir))])
  .map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }))
  .filter(({ file }) => file !== GENERATED && !file.startsWith('test/e2e/'));

describe('one declaration per API contract', () => {
  it('no code declares a type of the contracts again (import it from engine/api)', () => {
    const names = Object.keys(readContracts().types);
    const declaration = new RegExp(`^\\s*(?:export\\s+)?(?:interface|type)\\s+(${names.join('|')})\\b`, 'm');
    const copies = files.filter(({ text }) => declaration.test(text)).map(({ file, text }) => `${file}: ${declaration.exec(text)![1]}`);
    expect(copies).toEqual([]);
  });

  it('no SPA or server code writes an API path out (apiUrl / contractRoute take it from the contract)', () => {
    const written = files.filter(({ file, text }) => /^(src|server)\//.test(file) && /['"`]\/(api\/api-retail|content\/login-alert)/.test(text))
      .map(({ file }) => file);
    expect(written).toEqual([]);
  });
});
