// `npm run lint:deps` (a step of `npm test`): dependency-cruiser checks the import boundaries of .dependency-cruiser.cjs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const CONFIG = join(root, '.dependency-cruiser.cjs');
const CLI = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** The folders that are cruised: the product and the tools around it. */
export const CRUISED_FOLDERS = ['engine', 'engine-rjsf', 'portal', 'src', 'server', 'studio', 'bench', 'scripts', 'test'];

/**
 * The imports that break a boundary rule, under `baseDir` (the repository by default; tests pass a fixture folder with
 * a tsconfig.json). Each is `{ rule, from, to }`; `to` is a package's name, or a cycle joined by ' → '.
 */
export function findBoundaryViolations(baseDir = root) {
  if (!existsSync(CLI)) throw new Error('dependency-cruiser is not installed: run npm install (it is a devDependency).');
  const folders = CRUISED_FOLDERS.filter((folder) => existsSync(join(baseDir, folder)));
  const run = spawnSync(process.execPath, [CLI, ...folders, '--config', CONFIG, '--output-type', 'json'], {
    cwd: baseDir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error || !run.stdout.trimStart().startsWith('{')) {
    throw new Error(`dependency-cruiser did not run: ${run.error?.message ?? run.stderr}`);
  }
  const { summary } = JSON.parse(run.stdout);
  return summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.cycle ? violation.cycle.map((step) => step.name ?? step).join(' → ') : packageOf(violation.to),
  }));
}

// A package is named by its name, not by the file its version happens to resolve to.
function packageOf(path) {
  const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  return match ? match[1] : path;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  let violations;
  try {
    violations = findBoundaryViolations();
  } catch (error) {
    console.error(`Importgränserna kunde inte kontrolleras: ${error.message}`);
    process.exit(2);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (violations.length > 0) {
    const { default: config } = await import(CONFIG);
    const comments = new Map(config.forbidden.map((rule) => [rule.name, rule.comment]));
    console.error(`Importgränser (.dependency-cruiser.cjs): ${violations.length} fel.`);
    for (const { rule, from, to } of violations) console.error(`  ${rule}: ${from} → ${to}\n    ${comments.get(rule)}`);
    process.exit(1);
  }
  console.log(`Importgränser: inga fel (${CRUISED_FOLDERS.join(', ')}; ${seconds} s).`);
}
