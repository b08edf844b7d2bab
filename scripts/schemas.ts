// `npm run schemas`: the engine's CLI (engine/cli/main.ts) plus the checks that need the server's database: each report
// dataset is prepared on the real migrated views, its columns compared with what the SQL selects, and it is run on the
// demo data for its default period and every golden body (server/reports/check-dataset-figures.ts). It lives here, not
// in engine/, because the engine imports nothing of ours (docs/decisions/engine-and-definitions.md, issue 15).
import { pathToFileURL } from 'node:url';
import { type CheckDeclaration, type CliOptions, declarationKinds, main } from '@ombudsportalen/engine/cli';
import { DECLARATION_MODULES } from '@ombudsportalen/portal/api/declaration-modules';
import { checkDatasetColumns } from '../server/reports/check-dataset-columns.js';
import { checkDatasetFigures } from '../server/reports/check-dataset-figures.js';
import { referenceText, reportingReference } from '../server/reports/reporting-reference.js';
import { demoReportingData } from './demo-reporting-data.js';
import { openPostgresPreparation, POSTGRES_PREPARATION_SKIPPED, type PostgresPreparation } from './postgres/prepare-datasets.js';
import { scriptEngine } from './portal-engine.js';

const checkDefinitionFile = declarationKinds['definition.schema.json'] as CheckDeclaration;

// PostgreSQL, started once per run at the first sound dataset (in parallel with its SQLite checks); undefined when not installed.
let postgres: Promise<PostgresPreparation | undefined> | undefined;
const hasDataset = (json: unknown) => typeof (json as { 'x-dataset'?: { sql?: unknown } } | null)?.['x-dataset']?.sql === 'string';

/** The definition check: the dataset against the SQLite views and the demo data, and prepared on PostgreSQL when `onPostgres`. */
function definitionCheck(onPostgres: boolean): CheckDeclaration {
  return async (json, file, meta, engine) => {
    const declared = await checkDefinitionFile(json, file, meta, engine);
    if (declared.length) return declared;
    if (onPostgres && hasDataset(json)) postgres ??= openPostgresPreparation();
    const problems = checkDatasetColumns(json, file);
    if (problems.length) return problems;
    // Figures only of a dataset that runs as declared; PostgreSQL's preparation meanwhile.
    const [prepared, figures] = await Promise.all([
      onPostgres && hasDataset(json) ? postgres!.then((opened) => opened?.prepare(json, file) ?? []) : [],
      demoReportingData().then((data) => checkDatasetFigures(json, file, data)),
    ]);
    return [...prepared, ...figures];
  };
}

/** The declaration kinds of the full check on SQLite (in-process callers): definitions also get the dataset-against-views check. */
export const fullCheckKinds: Record<string, CheckDeclaration> = { ...declarationKinds, 'definition.schema.json': definitionCheck(false) };

/** `npm run schemas -- check`'s kinds: the full check, and every dataset prepared on PostgreSQL too (ended by endPostgresPreparation). */
export const cliCheckKinds: Record<string, CheckDeclaration> = { ...declarationKinds, 'definition.schema.json': definitionCheck(true) };

/** Ends this run's PostgreSQL (drops its database, stops its cluster); answers the line to print when there was none. */
export async function endPostgresPreparation(): Promise<string | undefined> {
  if (!postgres) return undefined;
  const opened = await postgres.catch(() => null); // a failed start was reported by the check itself
  postgres = undefined;
  if (opened === undefined) return POSTGRES_PREPARATION_SKIPPED;
  await opened?.end();
  return undefined;
}

/** `reference [--format json]`: the game codes and the reporting views with their columns' types, from the migrated demo data. */
export async function referenceCommand(argv: string[], stdout: (text: string) => void): Promise<number> {
  const reference = await reportingReference((await demoReportingData()).reporting);
  stdout(argv.includes('--format') && argv[argv.indexOf('--format') + 1] === 'json' ? `${JSON.stringify(reference, null, 2)}\n` : referenceText(reference));
  return 0;
}

/** What the portal adds to the engine's CLI: the database checks, `payload` acting as a manager at an ordinary outlet, and the portal's declaration types. */
export const portalCliOptions: CliOptions = { engine: scriptEngine, kinds: cliCheckKinds, payloadActor: { roles: 'OMBMGR', segment: 'AGENCY' }, declarations: DECLARATION_MODULES };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, ...rest] = process.argv.slice(2);
  try {
    process.exitCode = await (command === 'reference'
      ? referenceCommand(rest, (text) => process.stdout.write(text))
      : main(process.argv.slice(2), undefined, portalCliOptions));
  } finally {
    const skipped = await endPostgresPreparation();
    if (skipped) process.stderr.write(`${skipped}\n`);
  }
}
