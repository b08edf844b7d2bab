import { basename, relative, resolve } from 'node:path';
import type { Problem } from '../model/problem';
import type { Args } from './args';
import { checkFile, readJson } from './check-file';
import { type CoverageResult, fullyCovered } from './coverage-reporters';
import { findDeclarations, namedDeclarations } from './find-declarations';
import type { CliIO } from './io';
import type { CliOptions } from './cli-options';
import { type FileResult, jsonReport, junitReport, textReport } from './reporters';

const REPORTERS = { text: textReport, json: jsonReport, junit: junitReport };

// With --coverage: what a definition file's golden examples exercise (other declarations have none), or why it was not measured.
function coverageOf(file: string, problems: Problem[], options: CliOptions, cwd: string): CoverageResult[] {
  let json: { $schema?: unknown } | null;
  try {
    json = readJson(resolve(cwd, file)) as { $schema?: unknown } | null;
  } catch {
    return []; // unreadable JSON: its check said so
  }
  if (typeof json?.$schema !== 'string' || basename(json.$schema) !== 'definition.schema.json') return [];
  if (problems.length) return [{ file, notMeasured: `${problems.length} problem(s) to fix first` }];
  return [options.engine.exampleCoverage(options.engine.loadDefinition(json, file))];
}

/**
 * `check [files…] [--format text|json|junit] [--coverage]`: 0 when every file passes (with --coverage: and every
 * definition's golden examples exercise all of it), 1 otherwise, 2 on bad usage. Synchronous unless a kind answers
 * with a promise (the portal's checks on a database): then one file after the other.
 */
export function checkCommand(args: Args, io: CliIO, options: CliOptions): number | Promise<number> {
  const format = (args.flags.format ?? 'text') as keyof typeof REPORTERS;
  const report = REPORTERS[format];
  if (!report) {
    io.stderr(`unknown --format ${format} (text, json or junit)\n`);
    return 2;
  }
  // --coverage takes no value: `check --coverage schemas/reports` names a folder.
  const named = args.flags.coverage !== undefined && args.flags.coverage !== 'true' ? [args.flags.coverage, ...args.positional] : args.positional;
  const files = named.length ? namedDeclarations(named, io.cwd) : findDeclarations(io.cwd);
  const coverage: CoverageResult[] | undefined = args.flags.coverage !== undefined ? [] : undefined;
  const resultOf = (f: string, problems: Problem[]): FileResult => {
    const file = relative(io.cwd, resolve(io.cwd, f)) || f;
    coverage?.push(...coverageOf(file, problems, options, io.cwd));
    return { file: problems[0]?.file ?? f, problems };
  };
  const finish = (results: FileResult[]) => {
    io.stdout(report(results, coverage));
    return results.some((r) => r.problems.length) || coverage?.some((c) => !fullyCovered(c)) ? 1 : 0;
  };
  const results: FileResult[] = [];
  for (const [i, f] of files.entries()) {
    const problems = checkFile(f, io.cwd, options.engine, options.kinds);
    if (problems instanceof Promise) return checkRest(problems, i).then(finish);
    results.push(resultOf(f, problems));
  }
  return finish(results);

  async function checkRest(pending: Promise<Problem[]>, from: number): Promise<FileResult[]> {
    results.push(resultOf(files[from]!, await pending));
    for (const f of files.slice(from + 1)) results.push(resultOf(f, await checkFile(f, io.cwd, options.engine, options.kinds)));
    return results;
  }
}
