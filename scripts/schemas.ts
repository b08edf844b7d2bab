// `npm run schemas`: the engine's CLI (engine/cli/main.ts) plus the checks that need the server's database: each report
// dataset is prepared on the real migrated views, its columns compared with what the SQL selects, and it is run on the
// demo data for its default period and every golden body (server/reports/check-dataset-figures.ts). It lives here, not
// in engine/, because the engine imports nothing of ours (docs/decisions.md, issue 15).
import { pathToFileURL } from 'node:url';
import { type CheckDeclaration, declarationKinds } from '../engine/cli/declaration-kinds.js';
import { main } from '../engine/cli/main.js';
import { installNodeCompilers } from '../engine/index.js';
import { DECLARATION_MODULES } from '../portal/api/declaration-modules.js';
import { installPortalVocabulary } from '../portal/engine-vocabulary.js';
import { checkDatasetColumns } from '../server/reports/check-dataset-columns.js';
import { checkDatasetFigures } from '../server/reports/check-dataset-figures.js';
import { referenceText, reportingReference } from '../server/reports/reporting-reference.js';
import { demoReportingData } from './demo-reporting-data.js';

const checkDefinitionFile = declarationKinds['definition.schema.json'] as CheckDeclaration;

/** The declaration kinds of the full check: definitions also get the dataset-against-views check. */
export const fullCheckKinds: Record<string, CheckDeclaration> = {
  ...declarationKinds,
  'definition.schema.json': async (json, file, meta) => {
    const problems = [...await checkDefinitionFile(json, file, meta), ...checkDatasetColumns(json, file)];
    return problems.length ? problems : checkDatasetFigures(json, file, await demoReportingData()); // figures only of a dataset that runs as declared
  },
};

/** `reference [--format json]`: the game codes and the reporting views with their columns' types, from the migrated demo data. */
export async function referenceCommand(argv: string[], stdout: (text: string) => void): Promise<number> {
  const reference = await reportingReference((await demoReportingData()).reporting);
  stdout(argv.includes('--format') && argv[argv.indexOf('--format') + 1] === 'json' ? `${JSON.stringify(reference, null, 2)}\n` : referenceText(reference));
  return 0;
}

/** What the portal adds to the engine's CLI: the database checks, `payload` acting as a manager at an ordinary outlet, and the portal's declaration types. */
export const portalCliOptions = { kinds: fullCheckKinds, payloadActor: { roles: 'OMBMGR', segment: 'AGENCY' }, declarations: DECLARATION_MODULES };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  installPortalVocabulary();
  installNodeCompilers();
  const [command, ...rest] = process.argv.slice(2);
  process.exitCode = await (command === 'reference'
    ? referenceCommand(rest, (text) => process.stdout.write(text))
    : main(process.argv.slice(2), undefined, portalCliOptions));
}
