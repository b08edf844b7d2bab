import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type CompiledValidator, type EngineContext, RULE_RUNTIME_SPECIFIER } from '@ombudsportalen/engine';
import { REPORT_CODES, ROOT, fixtureJson } from './helpers';
import { testEngine } from '../../setup-engine';

const { compileDefinitionStandalone, computeDefaults, loadDefinition, validateValues } = testEngine;

// Standalone modules are written outside the repository, so every import is resolved to an absolute file URL.
const require = createRequire(import.meta.url);
const resolveImport = (specifier: string) =>
  pathToFileURL(specifier === RULE_RUNTIME_SPECIFIER ? join(ROOT, 'engine/validation/rule-runtime.ts') : require.resolve(specifier)).href;
const dir = mkdtempSync(join(tmpdir(), 'standalone-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function precompiled(code: string) {
  const file = `schemas/reports/${code}.json`;
  const runtime = loadDefinition(fixtureJson(code), file);
  const source = compileDefinitionStandalone(runtime, { resolveImport });
  const path = join(dir, `${code}.validate.mjs`);
  writeFileSync(path, source);
  const module = (await import(pathToFileURL(path).href)) as { validate: CompiledValidator; default: CompiledValidator };
  expect(module.default).toBe(module.validate);
  return { source, runtime, standalone: loadDefinition(fixtureJson(code), file, { metaCheck: false, validator: module.validate }) };
}

const contexts: EngineContext[] = [
  { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '12345', today: '2024-03-15' },
  { roles: ['RETAIL'], segment: 'TRACK', agencyNumber: '', today: '2025-01-01' },
  { roles: ['EKONOMI'], segment: 'DIGITAL', agencyNumber: '1', today: '2024-12-30' },
];
const anyValue = fc.oneof(fc.constant<unknown>(undefined), fc.constantFrom<unknown>('', '2024-03-14', '2024-03-16', '1999-12-31', '2023-02-29', '2410', '2412', '2054', '2403', '2413', '24', '2025', '1999', 'Övrigt', 'Alla', '2', '1', '3', '4', 'SLUT', true, false, 7, 'x'.repeat(61)));

describe('standalone validators agree with runtime ones', () => {
  it.each(REPORT_CODES)('%s', async (code) => {
    const { source, runtime, standalone } = await precompiled(code);
    expect(source).not.toMatch(/\brequire\(/); // a browser can load it
    expect(source).not.toMatch(/new Function/);
    for (const ex of runtime.examples) {
      const values = ex.withDefaults ? { ...computeDefaults(runtime, ex.context), ...ex.values } : ex.values;
      expect(validateValues(standalone, values, ex.context), ex.name).toStrictEqual(validateValues(runtime, values, ex.context));
    }
    const names = runtime.fields.map((f) => f.name);
    const values = fc.record(Object.fromEntries(names.map((n) => [n, anyValue])), { requiredKeys: [] });
    fc.assert(fc.property(values, fc.constantFrom(...contexts), (v, ctx) => {
      expect(validateValues(standalone, v, ctx)).toStrictEqual(validateValues(runtime, v, ctx));
    }), { numRuns: 60 });
  });
});
