// The import boundaries of docs/architecture.md, checked by dependency-cruiser (`npm run lint:deps`, a step of `npm test`).
// Paths are relative to the repository root; each rule's comment is the message a violation prints.
const PRODUCT = '^(engine|engine-rjsf|portal|src|server)/';
// The server's layers above server/repositories, top first (docs/architecture.md "Server"): a folder imports only
// itself and the folders of lower layers, so no folder-level arrow runs back up or sideways. server/config.ts (and the
// signing keys' text form it reads), server/fastify-types.ts and server/engine.ts are read by every layer.
const SHARED_ROOT = 'config|signing-key-set|fastify-types|engine';
const SERVER_LAYERS = [
  ['routes'], // the endpoints, one module per area
  ['plugins'], // Fastify plugins: app context, error handler, headers, static SPA
  ['staff', 'winners'],
  ['account', 'learning', 'reports', 'content'],
  ['forms'], // form definitions, the body check, list-form saves
  ['auth'],
  ['http'], // contract routes, input bounds, preconditions, error shapes
];
const LAYERED = SERVER_LAYERS.flat().join('|');
const serverLayerRules = SERVER_LAYERS.map((layer, index) => {
  const below = [...SERVER_LAYERS.slice(index + 1).flat(), 'repositories', 'db'];
  return {
    name: `server-layer-${layer.join('-')}`,
    severity: 'error',
    comment: `server/${layer.join(', server/')} import only ${below.map((f) => `server/${f}`).join(', ')} and server/config.ts, server/signing-key-set.ts, server/engine.ts: no arrow back up or sideways.`,
    from: { path: `^server/(${layer.join('|')})/` },
    to: { path: `^server/((${LAYERED})/|[^/]+\\.ts$)`, pathNot: `^server/(($1|${below.join('|')})/|(${SHARED_ROOT})\\.ts$)` },
  };
});
// The engine's folders, top first (docs/architecture.md "Engine and portal"): a folder imports only itself, the folders
// of lower layers and engine/declarations.gen.ts (the types of schemas/meta/); the cli also the Node entry it runs on.
const ENGINE_LAYERS = [
  ['cli'], // the `schemas` command
  ['migrate'], // format versions and their migrations
  ['compile'], // Node's compilers: ajv at run time, RE2, standalone validators, the full check of a definition
  ['templates'], // definitions made from a template's items
  ['load'], // meaning checks, building a definition, its golden examples
  ['form-model', 'payload'], // what the form shows (its defaults and options); what is sent and read back
  ['dataset', 'transforms', 'validation'],
  ['model'], // the built definition: fields, formats, visibility, problems, the message texts
  ['conditions'],
  ['context', 'api'], // the session and its periods; the API contract format
];
const ENGINE_LAYERED = ENGINE_LAYERS.flat().join('|');
const engineLayerRules = ENGINE_LAYERS.map((layer, index) => {
  const below = ENGINE_LAYERS.slice(index + 1).flat();
  const roots = index === 0 ? 'declarations\\.gen|index' : 'declarations\\.gen';
  return {
    name: `engine-layer-${layer.join('-')}`,
    severity: 'error',
    comment: `engine/${layer.join(', engine/')} import only ${below.length ? `${below.map((f) => `engine/${f}`).join(', ')} and ` : ''}engine/${roots.replace(/\\/g, '').split('|').join('.ts, engine/')}.ts: no folder-level arrow back up or sideways.`,
    from: { path: `^engine/(${layer.join('|')})/` },
    to: { path: `^engine/((${ENGINE_LAYERED})/|[^/]+\\.ts$)`, pathNot: `^engine/(($1${below.map((f) => `|${f}`).join('')})/|(${roots})\\.ts$)` },
  };
});
const NPM = ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycle: split the shared part into a module both sides import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'The import resolves to no file.',
      from: { path: PRODUCT },
      to: { couldNotResolve: true, pathNot: '^virtual:' }, // virtual: modules come from a Vite plugin
    },
    {
      name: 'engine-imports-only-engine',
      severity: 'error',
      comment: 'engine/ is the form and report engine any application could install, engine-rjsf/ its rjsf adapter: they import nothing of ours but the engine and its formats in schemas/meta/ (no portal/, no portal declarations).',
      from: { path: '^engine(-rjsf)?/' },
      to: { path: '^(portal|src|server|studio|bench|scripts|test|schemas)/', pathNot: '^schemas/meta/' },
    },
    {
      name: 'engine-rjsf-packages',
      severity: 'error',
      comment: 'engine-rjsf/ (@ombudsportalen/engine-rjsf) binds the engine to stock rjsf: the engine by its name and @rjsf/utils, @rjsf/validator-ajv8 only (no React, no theme: the host brings its own).',
      from: { path: '^engine-rjsf/' },
      to: { dependencyTypes: NPM, pathNot: '^node_modules/(@rjsf/(utils|validator-ajv8)|@ombudsportalen/engine)/' },
    },
    {
      name: 'engine-bin-packages',
      severity: 'error',
      comment: 'engine/bin/ starts the TypeScript CLI with tsx and nothing else.',
      from: { path: '^engine/bin/' },
      to: { dependencyTypes: NPM, pathNot: '^node_modules/tsx/' },
    },
    {
      name: 'engine-by-its-name',
      severity: 'error',
      comment: 'Outside engine/ the engine is imported by its name: @ombudsportalen/engine (Node), @ombudsportalen/engine/browser or /cli; a path into engine/ reaches its internals (only its own tests, test/engine/, may).',
      from: { pathNot: '^(engine|test/engine)/' },
      to: { path: '^(engine/|node_modules/@ombudsportalen/engine/(?!(index|browser|cli/main)\\.ts$))' },
    },
    {
      name: 'portal-by-its-name',
      severity: 'error',
      comment: 'Outside portal/ the portal is imported by its name, @ombudsportalen/portal/<module> (tsconfig.json "paths"), not by a relative path.',
      from: { pathNot: '^portal/' },
      to: { path: '^portal/', dependencyTypesNot: ['aliased-tsconfig'] },
    },
    {
      name: 'portal-below-the-apps',
      severity: 'error',
      comment: 'portal/ is the portal domain (roles, segments, menu, decisions, API contracts, password standard) that src/, server/ and studio/ share: it imports the engine and schemas/, never them.',
      from: { path: '^portal/' },
      to: { path: '^(src|server|studio|bench|scripts|test)/' },
    },
    {
      name: 'engine-packages',
      severity: 'error',
      comment: 'engine/ uses node builtins and ajv, ajv-formats, re2js only (no UI, server or storage framework; rjsf is engine-rjsf/); engine/bin/ tsx, which runs the TypeScript CLI.',
      from: { path: '^engine/', pathNot: '^engine/bin/' },
      to: { dependencyTypes: NPM, pathNot: '^node_modules/(ajv|ajv-formats|re2js)/' },
    },
    {
      name: 'src-not-server',
      severity: 'error',
      comment: 'The SPA never imports the server: shared shapes live in portal/, engine/ or schemas/.',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-src',
      severity: 'error',
      comment: 'The server never imports the SPA: shared shapes live in portal/, engine/ or schemas/.',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'feature-not-other-feature',
      severity: 'error',
      comment: 'A feature never imports another feature: move the shared part to src/ui, src/api, src/state or engine/.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'state-is-the-spa-bottom',
      severity: 'error',
      comment: 'src/state holds client state only: it imports no other SPA layer (api calls state, not the other way).',
      from: { path: '^src/state/' },
      to: { path: '^src/', pathNot: '^src/state/' },
    },
    {
      name: 'api-below-ui',
      severity: 'error',
      comment: 'src/api talks to the backend: it may use src/state, never ui, forms, features or app.',
      from: { path: '^src/api/' },
      to: { path: '^src/', pathNot: '^src/(api|state)/' },
    },
    {
      name: 'ui-below-features',
      severity: 'error',
      comment: 'src/ui is shared building blocks: it may use src/api and src/state, never forms, features or app.',
      from: { path: '^src/ui/' },
      to: { path: '^src/', pathNot: '^src/(ui|api|state)/' },
    },
    {
      name: 'forms-below-features',
      severity: 'error',
      comment: 'src/forms is the shared form layer: it never imports features or the app shell.',
      from: { path: '^src/forms/' },
      to: { path: '^src/(features|app|main)' },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      comment: 'Features are composed by src/app; they never import it.',
      from: { path: '^src/features/' },
      to: { path: '^src/(app|main)' },
    },
    {
      name: 'db-is-the-server-bottom',
      severity: 'error',
      comment: 'server/db opens and migrates the database: it imports nothing else of the server (seed data lives in server/seed).',
      from: { path: '^server/db/' },
      to: { path: '^server/', pathNot: '^server/db/' },
    },
    {
      name: 'repositories-only-db',
      severity: 'error',
      comment: 'server/repositories are SQL over server/db: they import no route, auth or seed module (the engine instance, server/engine.ts, checks patterns).',
      from: { path: '^server/repositories/' },
      to: { path: '^server/', pathNot: '^server/((db|repositories)/|engine\\.ts$)' },
    },
    ...serverLayerRules,
    ...engineLayerRules,
    {
      name: 'config-is-the-server-bottom',
      severity: 'error',
      comment: 'server/config.ts is read by every layer: it imports only server/environment.ts and server/signing-key-set.ts of the server (an option type it carries is declared in it).',
      from: { path: '^server/(config|environment|signing-key-set)\\.ts$' },
      to: { path: '^server/', pathNot: '^server/(config|environment|signing-key-set)\\.ts$' },
    },
    {
      name: 'seed-only-at-start',
      severity: 'error',
      comment: 'Only the start-up (server/server.ts) seeds: no server module imports server/seed.',
      from: { path: '^server/', pathNot: '^server/(seed/|server\\.ts$)' },
      to: { path: '^server/seed/' },
    },
    {
      name: 'product-not-tools',
      severity: 'error',
      comment: 'engine/, portal/, src/ and server/ never import the tools around them (studio, bench, scripts, tests).',
      from: { path: PRODUCT },
      to: { path: '^(studio|bench|scripts|test)/' },
    },
    {
      name: 'only-tests-import-tests',
      severity: 'error',
      comment: 'Test helpers are for tests only.',
      from: { pathNot: '^test/' },
      to: { path: '^test/' },
    },
    {
      name: 'studio-page-is-a-browser-page',
      severity: 'error',
      comment: 'studio/page runs in the browser: of ours it uses engine/, portal/, schemas/, src/forms/, the report chart and studio/ only.',
      from: { path: '^studio/page/' },
      to: { path: '^(src|server)/', pathNot: '^src/(forms/|features/reports/components/ReportChart\\.tsx$)' },
    },
    {
      name: 'studio-reports-through-the-entry',
      severity: 'error',
      comment: 'The studio uses the report server through server/reports/index.ts, one entry, so the report modules stay free to move.',
      from: { path: '^studio/' },
      to: { path: '^server/reports/', pathNot: '^server/reports/index\\.ts$' },
    },
    {
      name: 'studio-server-not-spa',
      severity: 'error',
      comment: 'studio/server is a Node server: it never imports the SPA.',
      from: { path: '^studio/server/' },
      to: { path: '^src/' },
    },
    {
      name: 'product-not-dev-dependencies',
      severity: 'error',
      comment: 'Shipped code never imports a devDependency (test and bench tools are not installed in production).',
      from: { path: PRODUCT },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' }, // packages are checked by name, not cruised
    preserveSymlinks: true, // a linked node_modules (the fixture of test/scripts/check-boundaries.test.ts) stays node_modules/
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true, // type-only imports count: a type from the wrong layer is a wrong-way import too
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
