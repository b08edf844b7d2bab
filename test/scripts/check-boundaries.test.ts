import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module script without types
import { findBoundaryViolations } from '../../scripts/check-boundaries.mjs';

const root = new URL('../..', import.meta.url).pathname;
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as { forbidden: { name: string }[] };

interface Violation { rule: string; from: string; to: string }

// One fixture repository: each planted wrong-way import names the rule that must catch it; the rest are allowed.
const PLANTED: Record<string, { text: string; broken?: [rule: string, to: string][] }> = {
  'engine/validation/rule.ts': { text: "import Ajv from 'ajv';\nimport { readFileSync } from 'node:fs';\nimport re from 're2js';\nexport const rule = [Ajv, readFileSync, re];\n" },
  'engine/model/own.ts': { text: "import meta from '../../schemas/meta/definition.schema.json';\nexport const own = meta;\n" },
  'engine/model/wrong.ts': {
    text: "import { api } from '../../src/api/client';\nimport form from '../../schemas/forms/form.json';\nimport React from 'react';\nexport const wrong = [api, form, React];\n",
    broken: [
      ['engine-imports-only-engine', 'src/api/client.ts'],
      ['engine-imports-only-engine', 'schemas/forms/form.json'],
      ['engine-packages', 'react'],
    ],
  },
  // The rjsf adapter may use @rjsf/utils, @rjsf/validator-ajv8 and the engine by its name, the bin tsx: nothing else;
  // the engine itself no @rjsf/.
  // The adapter's own package.json: the rjsf packages are its peer dependencies, not the repository's devDependencies.
  'engine-rjsf/package.json': { text: `${JSON.stringify({ name: '@ombudsportalen/engine-rjsf', peerDependencies: { '@rjsf/utils': '*', '@rjsf/validator-ajv8': '*' } })}\n` },
  'engine-rjsf/adapter.ts': {
    text: "import { customizeValidator } from '@rjsf/validator-ajv8';\nimport { createEngine } from '@ombudsportalen/engine/browser';\nimport Ajv from 'ajv';\nimport React from 'react';\nimport { roles } from '../portal/access/roles';\nexport const adapter = [customizeValidator, createEngine, Ajv, React, roles];\n",
    broken: [['engine-rjsf-packages', 'ajv'], ['engine-rjsf-packages', 'react'], ['engine-imports-only-engine', 'portal/access/roles.ts'], ['portal-by-its-name', 'portal/access/roles.ts']],
  },
  'engine/model/rjsf-inside.ts': {
    text: "import { customizeValidator } from '@rjsf/validator-ajv8';\nexport const inside = customizeValidator;\n",
    broken: [['engine-packages', '@rjsf/validator-ajv8'], ['product-not-dev-dependencies', '@rjsf/validator-ajv8']],
  },
  'engine/bin/start.ts': {
    text: "import { register } from 'tsx/esm/api';\nimport Ajv from 'ajv';\nexport const start = [register, Ajv];\n",
    broken: [['engine-bin-packages', 'ajv']],
  },
  'engine/model/portal-role.ts': {
    text: "import { roles } from '../../portal/access/roles';\nimport decisions from '../../schemas/access/decisions.json';\nexport const r = [roles, decisions];\n",
    broken: [['engine-imports-only-engine', 'portal/access/roles.ts'], ['portal-by-its-name', 'portal/access/roles.ts'], ['engine-imports-only-engine', 'schemas/access/decisions.json']],
  },
  'portal/access/roles.ts': { text: "import { leaf } from '@ombudsportalen/engine/browser';\nimport decisions from '../../schemas/access/decisions.json';\nexport const roles = [leaf, decisions];\n" },
  'portal/access/menu.ts': {
    text: "import { Box } from '../../src/ui/Box';\nimport { db } from '../../server/db/db';\nexport const menu = [Box, db];\n",
    broken: [['portal-below-the-apps', 'src/ui/Box.ts'], ['portal-below-the-apps', 'server/db/db.ts']],
  },
  'schemas/access/decisions.json': { text: '{}\n' },
  'schemas/meta/definition.schema.json': { text: '{}\n' },
  'schemas/forms/form.json': { text: '{}\n' },
  'src/api/client.ts': { text: "import { token } from '../state/auth';\nexport const api = token;\n" },
  'src/api/shows.ts': {
    text: "import { Box } from '../ui/Box';\nexport const shows = Box;\n",
    broken: [['api-below-ui', 'src/ui/Box.ts']],
  },
  'src/state/auth.ts': { text: "import { leaf } from '@ombudsportalen/engine';\nexport const token = leaf;\n" },
  // Outside engine/ and portal/ both are imported by their names; a path into either is refused (the engine's own tests excepted).
  'studio/server/by-name.ts': {
    text: "import { own } from '../../engine/model/own';\nimport { leaf } from '../../engine/browser';\nimport { roles } from '../../portal/access/roles';\nimport { roles as named } from '@ombudsportalen/portal/access/roles';\nimport { leaf as entry } from '@ombudsportalen/engine/browser';\nexport const x = [own, leaf, roles, named, entry];\n",
    broken: [['engine-by-its-name', 'engine/model/own.ts'], ['engine-by-its-name', 'engine/browser.ts'], ['portal-by-its-name', 'portal/access/roles.ts']],
  },
  'test/engine/white-box.ts': { text: "import { own } from '../../engine/model/own';\nexport const x = own;\n" },
  'src/state/session.ts': {
    text: "import { api } from '../api/client';\nimport { Box } from '../ui/Box';\nexport const s = [api, Box];\n",
    broken: [['state-is-the-spa-bottom', 'src/api/client.ts'], ['state-is-the-spa-bottom', 'src/ui/Box.ts']],
  },
  'src/ui/Box.ts': { text: "import { token } from '../state/auth';\nexport const Box = token;\n" },
  'src/ui/Page.ts': {
    text: "import { form } from '../forms/form';\nexport const Page = form;\n",
    broken: [['ui-below-features', 'src/forms/form.ts']],
  },
  'src/forms/form.ts': { text: "import { Box } from '../ui/Box';\nexport const form = Box;\n" },
  'src/forms/list.ts': {
    text: "import { a } from '../features/a/a';\nexport const list = a;\n",
    broken: [['forms-below-features', 'src/features/a/a.ts']],
  },
  'src/features/a/a.ts': { text: "import { form } from '../../forms/form';\nimport { a2 } from './a2';\nexport const a = [form, a2];\n" },
  'src/features/a/a2.ts': { text: 'export const a2 = 2;\n' },
  'src/features/a/uses-b.ts': {
    text: "import { b } from '../b/b';\nimport { shell } from '../../app/shell';\nexport const x = [b, shell];\n",
    broken: [['feature-not-other-feature', 'src/features/b/b.ts'], ['features-below-app', 'src/app/shell.ts']],
  },
  'src/features/b/b.ts': { text: 'export const b = 1;\n' },
  'src/app/shell.ts': { text: "import { a } from '../features/a/a';\nexport const shell = a;\n" },
  'src/app/server-call.ts': {
    text: "import { route } from '../../server/routes/route';\nexport const call = route;\n",
    broken: [['src-not-server', 'server/routes/route.ts']],
  },
  'server/routes/route.ts': {
    text: "import { Box } from '../../src/ui/Box';\nimport { seed } from '../seed/seed';\nimport { help } from '../../test/help';\nimport { it } from 'vitest';\nimport { pl } from '../plugins/pl';\nimport { start } from '../server';\nexport const route = [Box, seed, help, it, pl, start];\n",
    broken: [
      ['server-layer-routes', 'server/server.ts'],
      ['server-not-src', 'src/ui/Box.ts'],
      ['seed-only-at-start', 'server/seed/seed.ts'],
      ['product-not-tools', 'test/help.ts'],
      ['only-tests-import-tests', 'test/help.ts'],
      ['product-not-dev-dependencies', 'vitest'],
    ],
  },
  'server/server.ts': { text: "import { seed } from './seed/seed';\nexport const start = seed;\n" },
  'server/seed/seed.ts': { text: "import { repo } from '../repositories/repo';\nexport const seed = repo;\n" },
  'server/repositories/repo.ts': { text: "import { db } from '../db/db';\nexport const repo = db;\n" },
  'server/repositories/routed.ts': {
    text: "import { route } from '../routes/route';\nexport const routed = route;\n",
    broken: [['repositories-only-db', 'server/routes/route.ts']],
  },
  'server/db/db.ts': { text: 'export const db = 1;\n' },
  'server/db/seed-here.ts': {
    text: "import { repo } from '../repositories/repo';\nexport const seedHere = repo;\n",
    broken: [['db-is-the-server-bottom', 'server/repositories/repo.ts']],
  },
  'server/cycle-one.ts': {
    text: "import type { Two } from './cycle-two';\nexport interface One { two?: Two }\n",
    broken: [['no-circular', 'server/cycle-two.ts → server/cycle-one.ts']],
  },
  'server/cycle-two.ts': { text: "import type { One } from './cycle-one';\nexport interface Two { one?: One }\n" },
  'server/missing.ts': {
    text: "import { nothing } from './not-there';\nexport const m = nothing;\n",
    broken: [['not-to-unresolvable', './not-there']],
  },
  // The server's layers (SERVER_LAYERS): each folder imports only lower layers and server/config.ts; the config, read by
  // every layer, imports only the environment and the signing keys' text form.
  'server/config.ts': {
    text: "import { env } from './environment';\nimport { keySet } from './signing-key-set';\nimport { rep } from './reports/rep';\nexport const config = [env, keySet, rep];\n",
    broken: [['config-is-the-server-bottom', 'server/reports/rep.ts']],
  },
  'server/environment.ts': { text: 'export const env = 1;\n' },
  'server/signing-key-set.ts': { text: 'export const keySet = 1;\n' },
  'server/app.ts': { text: 'export const app = 1;\n' },
  'server/plugins/pl.ts': {
    text: "import { st } from '../staff/st';\nimport { app } from '../app';\nexport const pl = [st, app];\n",
    broken: [['server-layer-plugins', 'server/app.ts']],
  },
  'server/staff/st.ts': {
    text: "import { acc } from '../account/acc';\nimport { winner } from '../winners/winner';\nexport const st = [acc, winner];\n",
    broken: [['server-layer-staff-winners', 'server/winners/winner.ts']],
  },
  'server/winners/winner.ts': { text: "import { rep } from '../reports/rep';\nexport const winner = rep;\n" },
  'server/account/acc.ts': {
    text: "import { form } from '../forms/form';\nimport { rep } from '../reports/rep';\nexport const acc = [form, rep];\n",
    broken: [['server-layer-account-learning-reports-content', 'server/reports/rep.ts']],
  },
  'server/reports/rep.ts': { text: "import { db } from '../db/db';\nexport const rep = db;\n" },
  'server/forms/form.ts': {
    text: "import { guard } from '../auth/guard';\nimport { rep } from '../reports/rep';\nexport const form = [guard, rep];\n",
    broken: [['server-layer-forms', 'server/reports/rep.ts']],
  },
  'server/auth/guard.ts': {
    text: "import { bounds } from '../http/bounds';\nimport { config } from '../config';\nimport { keySet } from '../signing-key-set';\nimport { repo } from '../repositories/repo';\nimport { rep } from '../reports/rep';\nexport const guard = [bounds, config, keySet, repo, rep];\n",
    broken: [['server-layer-auth', 'server/reports/rep.ts']],
  },
  'server/http/bounds.ts': {
    text: "import { config } from '../config';\nimport { winner } from '../winners/winner';\nexport const bounds = [config, winner];\n",
    broken: [['server-layer-http', 'server/winners/winner.ts']],
  },
  'studio/page/page.ts': {
    text: "import { form } from '../../src/forms/form';\nimport { a } from '../../src/features/a/a';\nimport { db } from '../../server/db/db';\nexport const page = [form, a, db];\n",
    broken: [['studio-page-is-a-browser-page', 'src/features/a/a.ts'], ['studio-page-is-a-browser-page', 'server/db/db.ts']],
  },
  'studio/server/main.ts': {
    text: "import { db } from '../../server/db/db';\nimport { Box } from '../../src/ui/Box';\nexport const main = [db, Box];\n",
    broken: [['studio-server-not-spa', 'src/ui/Box.ts']],
  },
  // The studio reaches the report server through its one entry.
  'server/reports/index.ts': { text: "export { rep } from './rep';\n" },
  'studio/server/reports.ts': {
    text: "import { rep } from '../../server/reports/index';\nimport { rep as inner } from '../../server/reports/rep';\nexport const reports = [rep, inner];\n",
    broken: [['studio-reports-through-the-entry', 'server/reports/rep.ts']],
  },
  'test/help.ts': { text: "import { db } from '../server/db/db';\nexport const help = db;\n" },
};

// The engine's layers (ENGINE_LAYERS), one folder of each, top first: each imports a leaf one layer up (broken) and one
// layer down (allowed); the cli imports the browser entry (broken) and the Node entry (allowed).
const ENGINE_LAYER_FOLDERS: [folder: string, rule: string][] = [
  ['cli', 'engine-layer-cli'], ['migrate', 'engine-layer-migrate'], ['compile', 'engine-layer-compile'],
  ['templates', 'engine-layer-templates'], ['load', 'engine-layer-load'], ['payload', 'engine-layer-form-model-payload'],
  ['validation', 'engine-layer-dataset-transforms-validation'], ['model', 'engine-layer-model'],
  ['conditions', 'engine-layer-conditions'], ['context', 'engine-layer-context-api'],
];
Object.assign(PLANTED, Object.fromEntries(ENGINE_LAYER_FOLDERS.flatMap(([folder, rule], i) => {
  const up = i === 0 ? '../browser' : `../${ENGINE_LAYER_FOLDERS[i - 1]![0]}/leaf`;
  const down = i === 0 ? '../index' : i + 1 < ENGINE_LAYER_FOLDERS.length ? `../${ENGINE_LAYER_FOLDERS[i + 1]![0]}/leaf` : '../declarations.gen';
  return [
    [`engine/${folder}/leaf.ts`, { text: 'export const leaf = 1;\n' }],
    [`engine/${folder}/up.ts`, {
      text: `import { leaf as up } from '${up}';\nimport { leaf as down } from '${down}';\nexport const both = [up, down];\n`,
      broken: [[rule, `engine/${up.replace('../', '')}.ts`]],
    }],
  ];
})));
Object.assign(PLANTED, {
  'engine/index.ts': { text: 'export const leaf = 1;\n' },
  'engine/browser.ts': { text: 'export const leaf = 1;\n' },
  'engine/declarations.gen.ts': { text: 'export const leaf = 1;\n' },
  'engine/form-model/sideways.ts': {
    text: "import { leaf } from '../payload/leaf';\nexport const sideways = leaf;\n",
    broken: [['engine-layer-form-model-payload', 'engine/payload/leaf.ts']],
  },
});

function plantRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [name, { text }] of Object.entries(PLANTED)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  copyFileSync(join(root, 'package.json'), join(dir, 'package.json')); // which packages are dev dependencies
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', resolveJsonModule: true, paths: { '@ombudsportalen/portal/*': ['./portal/*'] } } }));
  return dir;
}

const expected: Violation[] = Object.entries(PLANTED).flatMap(([from, { broken = [] }]) => broken.map(([rule, to]) => ({ rule, from, to })));
const byText = (a: Violation, b: Violation) => JSON.stringify(a).localeCompare(JSON.stringify(b));

describe('the import boundaries (dependency-cruiser)', () => {
  let found: Violation[] = [];
  let fixture = '';
  beforeAll(() => {
    fixture = plantRepository();
    found = findBoundaryViolations(fixture);
  }, 120_000);
  afterAll(() => rmSync(fixture, { recursive: true, force: true })); // the link only, not the linked node_modules

  it('reports every planted wrong-way import and nothing allowed', () => {
    expect([...found].sort(byText)).toEqual([...expected].sort(byText));
  });

  it('has a planted import for every rule of the configuration', () => {
    const planted = new Set(expected.map((violation) => violation.rule));
    expect(config.forbidden.map((rule) => rule.name).filter((name) => !planted.has(name))).toEqual([]);
  });
});
