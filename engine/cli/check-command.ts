import type { Problem } from '../model/problem';
import type { Args } from './args';
import { checkFile } from './check-file';
import { findDeclarations, namedDeclarations } from './find-declarations';
import type { CliIO } from './io';
import type { CliOptions } from './cli-options';
import { type FileResult, jsonReport, junitReport, textReport } from './reporters';

const REPORTERS = { text: textReport, json: jsonReport, junit: junitReport };

/**
 * `check [files…] [--format text|json|junit]`: 0 when every file passes, 1 otherwise, 2 on bad usage. Synchronous
 * unless a kind answers with a promise (the portal's checks on a database): then one file after the other.
 */
export function checkCommand(args: Args, io: CliIO, options: CliOptions): number | Promise<number> {
  const format = (args.flags.format ?? 'text') as keyof typeof REPORTERS;
  const report = REPORTERS[format];
  if (!report) {
    io.stderr(`unknown --format ${format} (text, json or junit)\n`);
    return 2;
  }
  const files = args.positional.length ? namedDeclarations(args.positional, io.cwd) : findDeclarations(io.cwd);
  const resultOf = (f: string, problems: Problem[]): FileResult => ({ file: problems[0]?.file ?? f, problems });
  const finish = (results: FileResult[]) => {
    io.stdout(report(results));
    return results.some((r) => r.problems.length) ? 1 : 0;
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
