import { DefinitionError } from '../model/problem';
import { parseArgs } from './args';
import { checkCommand } from './check-command';
import { compileCommand } from './compile-command';
import { contractsCommand } from './contracts-command';
import type { CliOptions } from './cli-options';

// The CLI's entry (@ombudsportalen/engine/cli): main, and what a layer above adds (its options, its declaration kinds).
export type { CliOptions } from './cli-options';
export type { CliIO } from './io';
export { type CheckDeclaration, declarationKinds } from './declaration-kinds';
import { type CliIO, processIO } from './io';
import { migrateCommand } from './migrate-command';
import { payloadCommand } from './payload-command';

const COMMANDS = { check: checkCommand, payload: payloadCommand, compile: compileCommand, contracts: contractsCommand, migrate: migrateCommand };

const USAGE = `npm run schemas -- <command>
  check [files…] [--format text|json|junit]      meta-schema, meaning and golden examples (default: schemas/**, not meta/)
  payload <definition> --input <file|->          the request body for input values, or the Swedish errors
          [--roles A,B] [--agency N] [--selected-agency N] [--segment S] [--today YYYY-MM-DD] [--format pdf|xlsx]
  compile [definitions…] --out <dir>             standalone validator modules for a build
  contracts --from DIR --out FILE [--check]      the API contracts' types from DIR/*.json, and the declarations' from schemas/meta (--check: are they fresh)
  migrate <definitions…> [--dry-run]             rewrites older definition files to the current format; says what changed and what needs a person
  reference [--format json]                      game codes and the reporting views with their columns' types (npm run schemas only)
`;

/**
 * Runs the schemas CLI; returns the exit code (0 ok, 1 problems or validation errors, 2 usage or broken input), as a
 * promise when a check of the options answers later (scripts/schemas.ts: the datasets on the databases).
 */
export function main(argv: string[], io: CliIO = processIO(), options: CliOptions): number | Promise<number> {
  const [name, ...rest] = argv;
  const command = COMMANDS[name as keyof typeof COMMANDS];
  if (!command) {
    io.stderr(USAGE);
    return name === undefined || name === 'help' || name === '--help' ? 0 : 2;
  }
  const failed = (e: unknown) => {
    io.stderr(`${e instanceof DefinitionError ? e.message : `error: ${(e as Error).message}`}\n`);
    return 2;
  };
  try {
    const code = command(parseArgs(rest), io, options);
    return code instanceof Promise ? code.catch(failed) : code;
  } catch (e) {
    return failed(e);
  }
}
