// `npm run schemas`: the engine's CLI (engine/cli/main.ts) plus the checks that need the server's database: each report
// dataset is prepared on the real migrated views, its columns compared with what the SQL selects, and it is run on the
// demo data for its default period and every golden body (server/reports/check-dataset-figures.ts). It lives here, not
// in engine/, because the engine imports nothing of ours (docs/decisions/engine-and-definitions.md, issue 15).
import { pathToFileURL } from 'node:url';
import { type CheckDeclaration, type CliOptions, declarationKinds, main, parseArgs } from '@ombudsportalen/engine/cli';
import { sqlProblems } from '@ombudsportalen/engine';
import { DECLARATION_MODULES } from '@ombudsportalen/portal/api/declaration-modules';
import { checkDatasetColumns } from '../server/reports/check-dataset-columns.js';
import { checkDatasetFigures } from '../server/reports/check-dataset-figures.js';
import { referenceText, reportingReference } from '../server/reports/reporting-reference.js';
import { demoReportingData, demoReportingDataOnPostgres } from './demo-reporting-data.js';
import { openPostgresPreparation, POSTGRES_PREPARATION_SKIPPED, type PostgresPreparation } from './postgres/prepare-datasets.js';
import { PORTAL_PAYLOAD_ACTOR, scriptEngine } from './portal-engine.js';

const checkDefinitionFile = declarationKinds['definition.schema.json'] as CheckDeclaration;

// PostgreSQL, started once per run at the first sound dataset (in parallel with its SQLite checks); undefined when not installed.
let postgres: Promise<PostgresPreparation | undefined> | undefined;
const hasDataset = (json: unknown) => typeof (json as { 'x-dataset'?: { sql?: unknown } } | null)?.['x-dataset']?.sql === 'string';

/** The definition check: the dataset against the SQLite views and the demo data; when `onPostgres` also prepared on PostgreSQL, its default request giving the same rows there. */
function definitionCheck(onPostgres: boolean): CheckDeclaration {
  return async (json, file, meta, engine) => {
    const declared = await checkDefinitionFile(json, file, meta, engine);
    if (declared.length) return declared;
    if (onPostgres && hasDataset(json)) postgres ??= openPostgresPreparation();
    const problems = checkDatasetColumns(json, file);
    if (problems.length) return problems;
    // Figures only of a dataset that runs as declared; PostgreSQL's preparation meanwhile.
    const [prepared, figures] = await Promise.all([
      onPostgres && hasDataset(json) ? postgres!.then(async (opened) => opened?.prepare(json, file, await demoReportingData()) ?? []) : [],
      demoReportingData().then((data) => checkDatasetFigures(json, file, data)),
    ]);
    return [...prepared, ...figures];
  };
}

/** The declaration kinds of the full check on SQLite (in-process callers): definitions also get the dataset-against-views check. */
export const fullCheckKinds: Record<string, CheckDeclaration> = { ...declarationKinds, 'definition.schema.json': definitionCheck(false) };

/** `npm run schemas -- check`'s kinds: the full check, and every dataset prepared and compared on PostgreSQL too (ended by endPostgresPreparation). */
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

const SQL_USAGE = 'sql "<select …>" [--on sqlite|postgres] [--agency N] [--partner ID] [--param name=value …]';

/**
 * `sql "<select …>"`: runs one read-only SELECT over the reporting views on the demo data (the views' week and weekday
 * columns included, which the system sqlite3 cannot compute) and prints the rows tab-separated; --on postgres seeds a
 * throw-away PostgreSQL first. :agencyNumber is --agency (default 1001), :partnerId --partner, :today the demo day.
 */
export async function sqlCommand(argv: string[], stdout: (text: string) => void, stderr: (text: string) => void): Promise<number> {
  const args = parseArgs(argv);
  const sql = args.positional[0];
  if (sql === undefined || args.positional.length > 1) {
    stderr(`usage: npm run schemas -- ${SQL_USAGE}\n`);
    return 2;
  }
  const problems = sqlProblems(sql);
  if (problems.length) {
    stderr(problems.map((p) => `the SQL ${p}\n`).join(''));
    return 1;
  }
  const on = args.flags.on ?? 'sqlite';
  const demo = on === 'postgres' ? await demoReportingDataOnPostgres() : on === 'sqlite' ? await demoReportingData() : undefined;
  if (!demo) {
    stderr(on === 'postgres' ? `${POSTGRES_PREPARATION_SKIPPED}\n` : `unknown --on ${on} (sqlite or postgres)\n`);
    return 2;
  }
  const params: Record<string, string> = { agencyNumber: args.flags.agency ?? '1001', today: demo.day, ...(args.flags.partner ? { partnerId: args.flags.partner } : {}) };
  for (const pair of argv.flatMap((a, i) => (a === '--param' ? [argv[i + 1] ?? ''] : a.startsWith('--param=') ? [a.slice(8)] : []))) {
    const [name, ...value] = pair.split('=');
    params[name!] = value.join('=');
  }
  try {
    const rows = await demo.reporting.read(sql, params);
    const columns = Object.keys(rows[0] ?? {});
    stdout([columns, ...rows.map((row) => columns.map((c) => (row[c] === null ? 'NULL' : String(row[c]))))].map((cells) => `${cells.join('\t')}\n`).join(''));
    stderr(`${rows.length} row(s) on ${on}\n`);
    return 0;
  } catch (e) {
    stderr(`the SQL does not run on ${on}: ${(e as Error).message}\n`);
    return 1;
  } finally {
    if ('end' in demo) await (demo as { end(): Promise<void> }).end();
  }
}

/** What the portal adds to the engine's CLI: the database checks, `payload` acting as a manager at an ordinary outlet, and the portal's declaration types. */
export const portalCliOptions: CliOptions = {
  engine: scriptEngine, kinds: cliCheckKinds, payloadActor: PORTAL_PAYLOAD_ACTOR, declarations: DECLARATION_MODULES,
  commands: {
    reference: { usage: 'reference [--format json]', run: (argv, io) => referenceCommand(argv, io.stdout) },
    sql: { usage: SQL_USAGE, run: (argv, io) => sqlCommand(argv, io.stdout, io.stderr) },
  },
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = await main(process.argv.slice(2), undefined, portalCliOptions);
  } finally {
    const skipped = await endPostgresPreparation();
    if (skipped) process.stderr.write(`${skipped}\n`);
  }
}
