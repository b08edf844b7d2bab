// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type CompiledValidator, type DefinitionJson, type Engine } from '@ombudsportalen/engine';
import { PRECOMPILED_DEFINITIONS_ID, definitionsPlugin, precompileDefinitions } from '../../../scripts/vite-plugin-definitions';
import { testEngine } from '../../setup-engine';

const { loadDefinition, validateValues } = testEngine;

const ROOT = join(import.meta.dirname, '../../..');
const definitionFiles = ['reports', 'forms'].flatMap((d) => readdirSync(join(ROOT, 'schemas', d)).filter((f) => f.endsWith('.json')).map((f) => `schemas/${d}/${f}`));
// What a standalone validator may import: ajv's small runtime helpers, ajv-formats' format table, the rule runtime.
const ALLOWED_IMPORT = /^(ajv\/dist\/runtime\/\w+|ajv-formats\/dist\/formats|\/.*\/engine\/validation\/rule-runtime\.ts)$/;

describe('precompiled definitions', () => {
  it('compiles every definition under schemas/reports and schemas/forms to imports of ajv runtime files only', async () => {
    const entries = await precompileDefinitions(ROOT);
    expect(entries.map((e) => e.file).sort()).toEqual(definitionFiles.sort());
    for (const e of entries) {
      const imports = [...e.validatorSource.matchAll(/^import \* as \w+ from "([^"]+)";$/gm)].map((m) => m[1]);
      expect(imports.filter((s) => !ALLOWED_IMPORT.test(s!)), e.file).toEqual([]);
      expect(e.validatorSource).not.toMatch(/new Function|require\(/);
    }
  });

  it('serves the index and one validator module per definition through the virtual module', async () => {
    const plugin = definitionsPlugin({ root: ROOT });
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (this: { addWatchFile(f: string): void }, id: string) => Promise<string>;
    const ctx = { addWatchFile: () => {} };
    const index = await load.call(ctx, resolveId(PRECOMPILED_DEFINITIONS_ID)!);
    expect(index).toContain('import v0 from "virtual:precompiled-definitions/validator/');
    expect(index).toContain('"EKORBF01": { code: "EKORBF01", file: "schemas/reports/EKORBF01.json"');
    const validator = await load.call(ctx, resolveId('virtual:precompiled-definitions/validator/EKORBF01')!);
    expect(validator).toContain('export const validate');
    expect(validator).not.toMatch(/from "ajv"|ajv\/dist\/(2020|core|compile)/);
  });

  it('builds with Vite into a bundle without runtime compilation whose validators agree with the engine', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompiled-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    // The bundle carries its own copy of the engine: its validators run as an engine of that copy, as the SPA's (src/forms/engine.ts).
    writeFileSync(join(dir, 'entry.js'), `export { precompiledDefinitions } from '${PRECOMPILED_DEFINITIONS_ID}';\nexport { spaEngine } from '${join(ROOT, 'src/forms/engine.ts')}';\n`);
    await build({
      configFile: false,
      root: ROOT,
      logLevel: 'silent',
      resolve: { tsconfigPaths: true }, // @ombudsportalen/portal/* (tsconfig.json), as vite.config.ts
      plugins: [definitionsPlugin({ root: ROOT })],
      build: { outDir: join(dir, 'out'), emptyOutDir: true, minify: false, lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'definitions' } },
    });
    const bundle = join(dir, 'out', 'definitions.js');
    const code = readFileSync(bundle, 'utf8');
    expect(code).not.toContain('new Function');
    type Built = Record<string, { file: string; json: DefinitionJson; validate: CompiledValidator }>;
    const { precompiledDefinitions, spaEngine } = (await import(pathToFileURL(bundle).href)) as { precompiledDefinitions: Built; spaEngine: Engine };
    // Report SQL and test data stay out of the browser (the engine's own code names the keys it reads).
    const shipped = Object.values(precompiledDefinitions).map(({ json, validate }) => `${JSON.stringify(json)}${String(validate)}`).join('');
    expect(shipped).not.toMatch(/x-dataset|x-examples|SELECT /);
    for (const { file, json, validate } of Object.values(precompiledDefinitions)) {
      const source = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as DefinitionJson;
      const runtime = loadDefinition(source, file);
      const precompiled = loadDefinition(json, file, { metaCheck: false, validator: validate });
      for (const example of source['x-examples'] ?? []) {
        const ctx = example.context;
        expect(spaEngine.run(() => validateValues(precompiled, example.values, ctx)), `${file}: ${example.name}`).toEqual(validateValues(runtime, example.values, ctx));
      }
    }
  }, 60_000);
});
