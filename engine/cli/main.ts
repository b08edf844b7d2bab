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
export { parseArgs } from './args';
import { type CliIO, processIO } from './io';
import { migrateCommand } from './migrate-command';
import { payloadCommand } from './payload-command';

const COMMANDS = { check: checkCommand, payload: payloadCommand, compile: compileCommand, contracts: contractsCommand, migrate: migrateCommand };

// Each command's usage line and what it does (the USAGE text, and a command's --help).
const USAGES: Record<string, [string, string]> = {
  check: ['check [files…] [--format text|json|junit] [--coverage]', 'meta-schema, meaning, golden examples and the figures on the demo data (default: schemas/**, not meta/); --coverage: what each definition\'s golden examples exercise, failing below 100 %'],
  payload: ['payload <definition> --input <file|->\n          [--roles A,B] [--agency N] [--selected-agency N] [--segment S] [--today YYYY-MM-DD] [--format pdf|xlsx]', 'the request body for input values, or the Swedish errors'],
  compile: ['compile [definitions…] --out <dir>', 'standalone validator modules for a build'],
  contracts: ['contracts --from DIR --out FILE [--check]', 'the API contracts\' types from DIR/*.json, and the declarations\' from schemas/meta (--check: are they fresh)'],
  migrate: ['migrate <definitions…> [--dry-run]', 'rewrites older definition files to the current format, changing only the lines it must; says what changed and what needs a person'],
  reference: ['reference [--format json]', 'game codes and the reporting views with their columns\' types (npm run schemas only)'],
  sql: ['sql "<select …>" [--on sqlite|postgres] [--agency N] [--param name=value …]', 'runs one read-only SELECT over the views on the demo data (npm run schemas only)'],
};

const usageOf = (name: string) => `npm run schemas -- ${USAGES[name]![0]}\n  ${USAGES[name]![1]}\n`;
const USAGE = `npm run schemas -- <command>   (npm run schemas -- <command> --help: its usage)\n${Object.keys(USAGES).map((name) => `  ${name}: ${USAGES[name]![1]}\n`).join('')}`;

/**
 * Runs the schemas CLI; returns the exit code (0 ok, 1 problems or validation errors, 2 usage or broken input), as a
 * promise when a check of the options answers later (scripts/schemas.ts: the datasets on the databases).
 */
export function main(argv: string[], io: CliIO = processIO(), options: CliOptions): number | Promise<number> {
  const [name, ...rest] = argv;
  const added = name === undefined ? undefined : options.commands?.[name];
  const command = added ? (args: unknown, cliIO: CliIO) => added.run(rest, cliIO) : COMMANDS[name as keyof typeof COMMANDS];
  if ((added || USAGES[name ?? '']) && (rest.includes('--help') || rest.includes('-h'))) {
    io.stdout(added && !USAGES[name!] ? `npm run schemas -- ${added.usage}\n` : usageOf(name!));
    return 0;
  }
  if (!command) {
    if (name === undefined || name === 'help' || name === '--help') {
      io.stdout(USAGE);
      return 0;
    }
    io.stderr(USAGE);
    return 2;
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
