// Issue 39 §4: the example hosts take the engine by its package name only, and the engine's bin checks a host's own
// schemas/ as that host's CI would (exit 1 on a broken definition).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const HOSTS = readdirSync(join(ROOT, 'examples'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const BIN = join(ROOT, 'engine/bin/ombud-engine.mjs');

describe('example hosts', () => {
  it.each(HOSTS)('%s imports the engine by its package name, and nothing of the repository outside its folder', (host) => {
    const dir = join(ROOT, 'examples', host, 'src');
    const specifiers = readdirSync(dir).flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!));
    expect(specifiers).toContain('@ombudsportalen/engine');
    const outside = specifiers.filter((s) => s.startsWith('/') || (s.startsWith('.') && !resolve(dir, s).startsWith(`${join(ROOT, 'examples', host)}/`)));
    expect(outside).toStrictEqual([]);
  });

  it("ombud-engine check passes on the rjsf host's schemas/ and fails, naming the file, when a definition is broken", () => {
    const host = mkdtempSync(join(tmpdir(), 'host-'));
    try {
      cpSync(join(ROOT, 'examples/rjsf-host/schemas'), join(host, 'schemas'), { recursive: true });
      cpSync(join(ROOT, 'examples/rjsf-host/ombud-engine.json'), join(host, 'ombud-engine.json'));
      expect(execFileSync('node', [BIN, 'check', 'schemas'], { cwd: host, encoding: 'utf8' })).toBe('2 file(s) checked, 0 problem(s)\n');
      const file = join(host, 'schemas/reports/EKORBF01.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"title": "Period"', '"title": 7'));
      const broken = spawnSync('node', [BIN, 'check', 'schemas'], { cwd: host, encoding: 'utf8' });
      expect(broken.status).toBe(1);
      expect(broken.stdout).toContain('schemas/reports/EKORBF01.json:/properties/P_TYP/title');
    } finally {
      rmSync(host, { recursive: true, force: true });
    }
  });
});
