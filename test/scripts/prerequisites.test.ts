import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module script without types
import { dependenciesMissing } from '../../scripts/prerequisites.mjs';

type Packages = Record<string, Record<string, unknown>>;
const LOCK: Packages = {
  '': { name: 'ombudsportalen', version: '0.1.0' },
  'node_modules/ajv': { version: '8.20.0', integrity: 'sha512-a' },
  'node_modules/@esbuild/darwin-arm64': { version: '0.28.2', integrity: 'sha512-b', optional: true, os: ['darwin'] },
  'node_modules/@emnapi/core': { version: '1.0.0', integrity: 'sha512-c', devOptional: true },
};
const { '': _root, 'node_modules/@esbuild/darwin-arm64': _other, 'node_modules/@emnapi/core': _wasm, ...INSTALLED } = LOCK;

describe('dependenciesMissing: node_modules against package-lock.json', () => {
  let root = '';
  const write = (lock: Packages, installed?: Packages) => {
    writeFileSync(join(root, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: lock }));
    if (installed) writeFileSync(join(root, 'node_modules/.package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: installed }));
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'prerequisites-'));
    mkdirSync(join(root, 'node_modules'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a fresh clone (no record of an installed tree) installs', () => {
    write(LOCK);
    expect(dependenciesMissing(root)).toBe(true);
  });

  it('an installed tree that matches does not, even when the lock file is newer (a checkout or merge rewrote it)', () => {
    write(LOCK, INSTALLED);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'package-lock.json'), later, later);
    expect(dependenciesMissing(root)).toBe(false);
  });

  it('another version, another integrity or a new required package installs; an absent optional one does not', () => {
    write({ ...LOCK, 'node_modules/ajv': { version: '8.21.0', integrity: 'sha512-a' } }, INSTALLED);
    expect(dependenciesMissing(root)).toBe(true);
    write({ ...LOCK, 'node_modules/ajv': { version: '8.20.0', integrity: 'sha512-z' } }, INSTALLED);
    expect(dependenciesMissing(root)).toBe(true);
    write({ ...LOCK, 'node_modules/re2js': { version: '1.0.0', integrity: 'sha512-d' } }, INSTALLED);
    expect(dependenciesMissing(root)).toBe(true);
    write({ ...LOCK, 'node_modules/re2js': { version: '1.0.0', integrity: 'sha512-d', optional: true } }, INSTALLED);
    expect(dependenciesMissing(root)).toBe(false);
  });

  it('a package the lock no longer has installs (npm ci removes it)', () => {
    write(LOCK, { ...INSTALLED, 'node_modules/left-pad': { version: '1.3.0', integrity: 'sha512-e' } });
    expect(dependenciesMissing(root)).toBe(true);
  });
});

// `npm start` and `npm test` on a fresh clone run these files before node_modules exists: a package imported at their top
// (esbuild, once) stopped both with ERR_MODULE_NOT_FOUND before they could install anything.
describe('npm start and npm test before node_modules is installed', () => {
  const scripts = new URL('../../scripts/', import.meta.url).pathname;
  const ENTRY_POINTS = ['start.mjs', 'test.mjs'];
  /** The files an entry point imports at its top, and theirs: the relative specifiers; any other must be node:. */
  const importedAtTop = (file: string): string[] => [...readFileSync(join(scripts, file), 'utf8').matchAll(/^import [^;]*?from '([^']+)';/gms)].map((match) => match[1]!);

  it('start.mjs and test.mjs import only Node\'s modules and scripts of their own at their top', () => {
    for (const file of ENTRY_POINTS) {
      expect(importedAtTop(file).filter((specifier) => !specifier.startsWith('node:') && !specifier.startsWith('./')), file).toEqual([]);
    }
  });

  it('the scripts they import load in a folder without node_modules', () => {
    const copy = mkdtempSync(join(tmpdir(), 'fresh-clone-'));
    try {
      cpSync(scripts, join(copy, 'scripts'), { recursive: true });
      const imported = [...new Set(ENTRY_POINTS.flatMap(importedAtTop).filter((specifier) => specifier.startsWith('./')))];
      expect(imported.length).toBeGreaterThan(0);
      const load = imported.map((specifier) => `await import(${JSON.stringify(join(copy, 'scripts', specifier))});`).join(' ');
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', load], { cwd: copy, encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
