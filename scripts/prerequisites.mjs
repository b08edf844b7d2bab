// What `npm start` and `npm test` need before they run, shared by both: the dependencies installed as the lock file
// says, the generated files current, and (for start) the SPA built. Each step says in one line what it does.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isSpaBuildStale } from './build-stamp.mjs';
import { buildServer, isServerBuildStale } from './server-build.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(root, cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\nKommandot misslyckades: ${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

/**
 * The environment of a page build (the SPA, the studio's page): Vite keeps a NODE_ENV it inherits, so a build started
 * from Vitest (`test`) or a shell with `development` shipped React's development build, 3–4× slower to use.
 */
export const PRODUCTION_BUILD_ENV = { ...process.env, NODE_ENV: 'production' };

/**
 * True when node_modules does not hold what package-lock.json says: npm's record of the installed tree
 * (node_modules/.package-lock.json) is missing, has a package the lock lacks, or lacks or differs in a package the lock
 * requires (optional ones may be absent: another platform's binaries). Content, not mtimes: a checkout or merge that
 * rewrites the lock file unchanged does not reinstall.
 */
export function dependenciesMissing(root) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  const wanted = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages ?? {};
  const installed = JSON.parse(readFileSync(marker, 'utf8')).packages ?? {};
  const differs = Object.entries(wanted).some(([path, entry]) => {
    if (path === '') return false; // the project itself
    const have = Object.hasOwn(installed, path) ? installed[path] : undefined;
    if (!have) return !entry.optional && !entry.devOptional;
    return have.version !== entry.version || have.integrity !== entry.integrity || have.resolved !== entry.resolved;
  });
  return differs || Object.keys(installed).some((path) => !Object.hasOwn(wanted, path));
}

/** True when a contract under schemas/api/ is newer than portal/api/contracts.gen.ts. */
export function contractsStale(root) {
  const generated = join(root, 'portal', 'api', 'contracts.gen.ts');
  if (!existsSync(generated)) return true;
  const builtAt = statSync(generated).mtimeMs;
  const dir = join(root, 'schemas', 'api');
  return readdirSync(dir).some((file) => file.endsWith('.json') && statSync(join(dir, file)).mtimeMs > builtAt);
}

/** Builds dist-server/ (scripts/server-build.mjs) when it is older than a source of the server, as the SPA is built. */
export async function ensureServerBuild(root) {
  if (!isServerBuildStale(root)) return;
  console.log('Bygger servern (dist-server/ är äldre än källorna) …');
  await buildServer(root);
}

/**
 * Installs missing or stale dependencies and regenerates the API contract types when a contract changed; `buildSpa`
 * and `buildServer` build dist/ and dist-server/ when stale (resolves once all is done).
 */
export async function ensurePrerequisites(root, { buildSpa = false, buildServer: withServer = false } = {}) {
  if (dependenciesMissing(root)) {
    console.log('Installerar beroenden (npm ci): node_modules saknas eller följer inte package-lock.json …');
    run(root, npm, ['ci', '--no-audit', '--no-fund']);
  }
  if (contractsStale(root)) {
    console.log('Genererar API-kontraktens typer (npm run contracts) …');
    run(root, npm, ['run', '--silent', 'contracts']);
  }
  // The definitions' validators are precompiled by the SPA build (scripts/vite-plugin-definitions.ts).
  if (buildSpa && isSpaBuildStale(root)) {
    console.log('Bygger webbappen (dist/ är äldre än källorna) …');
    run(root, npm, ['run', 'build', '--silent'], PRODUCTION_BUILD_ENV);
  }
  if (withServer) await ensureServerBuild(root);
}
