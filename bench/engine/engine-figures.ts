import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type CompiledValidator, type Definition, type DefinitionJson, type EngineContext } from '@ombudsportalen/engine';
import { type PrecompiledEntry, precompileDefinitions } from '../../scripts/vite-plugin-definitions';
import { generatedDefinition, generatedValues } from './generated-definition';
import { microsPerCall, millisPerRun, table } from './stats';
import { benchEngine } from '../bench-engine';

const { buildFormPayload, buildReportPayload, checkDefinition, computeDefaults, loadDefinition, validateValues } = benchEngine;

const ROOT = join(import.meta.dirname, '../..');
const CTX: EngineContext = { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '12345', today: '2024-03-15' };

interface Case {
  name: string;
  json: DefinitionJson;
  file: string;
  validatorSource?: string;
}

// Standalone validators import ajv's runtime by bare name, so they must live under the project to resolve it.
async function importValidator(e: Case): Promise<CompiledValidator | undefined> {
  if (!e.validatorSource) return undefined;
  const dir = join(ROOT, 'node_modules/.cache/ombudsportalen-bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${e.name}.validate.mjs`);
  writeFileSync(file, e.validatorSource);
  return ((await import(pathToFileURL(file).href)) as { validate: CompiledValidator }).validate;
}

// The examples' values under their contexts (defaults when none), so every rule path runs.
function samples(def: Definition, json: DefinitionJson): { values: Record<string, unknown>; ctx: EngineContext }[] {
  const examples = json['x-examples'] ?? [];
  if (!examples.length) return [{ values: { ...computeDefaults(def, CTX), ...generatedValues() }, ctx: CTX }];
  return examples.map((x) => ({ values: x.withDefaults ? { ...computeDefaults(def, x.context), ...x.values } : x.values, ctx: x.context }));
}

/** Node figures: checking and loading every definition, validating and building payloads per form. */
export async function engineFigures(): Promise<string> {
  const entries: PrecompiledEntry[] = await precompileDefinitions(ROOT);
  const source = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as DefinitionJson; // with its examples
  const cases: Case[] = [...entries.map((e) => ({ name: e.code, json: source(e.file), file: e.file, validatorSource: e.validatorSource })), { name: 'generated-300', json: generatedDefinition(300), file: 'generated.json' }];
  const checkAll = millisPerRun(() => cases.forEach((c) => checkDefinition(c.json, c.file)), 10);
  const loadAll = millisPerRun(() => cases.forEach((c) => validateValues(loadDefinition(c.json, c.file, { metaCheck: false }), {}, CTX)), 10);
  const rows: (string | number)[][] = [];
  for (const c of cases) {
    const runtime = loadDefinition(c.json, c.file);
    const validator = await importValidator(c);
    const precompiled = validator ? loadDefinition(c.json, c.file, { metaCheck: false, validator }) : undefined;
    const cycle = samples(runtime, c.json);
    let i = 0;
    const next = () => cycle[i++ % cycle.length]!;
    const validateRuntime = microsPerCall(() => { const s = next(); validateValues(runtime, s.values, s.ctx); });
    const validatePrecompiled = precompiled ? microsPerCall(() => { const s = next(); validateValues(precompiled, s.values, s.ctx); }) : Number.NaN;
    const valid = cycle.filter((s) => validateValues(runtime, s.values, s.ctx).valid);
    let j = 0;
    const build = runtime.report ? (s = valid[j++ % valid.length]!) => buildReportPayload(runtime, s.values, s.ctx) : (s = valid[j++ % valid.length]!) => buildFormPayload(runtime, s.values, s.ctx);
    rows.push([c.name, runtime.fields.length, cycle.length, validateRuntime, Number.isNaN(validatePrecompiled) ? '-' : validatePrecompiled, valid.length ? microsPerCall(() => build()) : '-']);
  }
  return [
    `Definitions: ${cases.length} (${entries.length} under schemas/ + a generated 300-field form)`,
    table(['step', 'ms (median)'], [['check all (meta-schema, meaning, golden examples)', checkAll], ['load all + first validation (runtime ajv compile)', loadAll]]),
    '',
    table(['definition', 'fields', 'samples', 'validate µs (runtime ajv)', 'validate µs (precompiled)', 'payload µs'], rows),
  ].join('\n');
}
