import type { Args } from './args';
import { checkFile } from './check-file';
import { findDeclarations } from './find-declarations';
import type { CliIO } from './io';
import type { CliOptions } from './cli-options';
import { type FileResult, jsonReport, junitReport, textReport } from './reporters';

const REPORTERS = { text: textReport, json: jsonReport, junit: junitReport };

/** `check [files…] [--format text|json|junit]`: 0 when every file passes, 1 otherwise, 2 on bad usage. */
export function checkCommand(args: Args, io: CliIO, options: CliOptions = {}): number {
  const format = (args.flags.format ?? 'text') as keyof typeof REPORTERS;
  const report = REPORTERS[format];
  if (!report) {
    io.stderr(`unknown --format ${format} (text, json or junit)\n`);
    return 2;
  }
  const files = args.positional.length ? args.positional : findDeclarations(io.cwd);
  const results: FileResult[] = files.map((f) => {
    const problems = checkFile(f, io.cwd, options.kinds);
    return { file: problems[0]?.file ?? f, problems };
  });
  io.stdout(report(results));
  return results.some((r) => r.problems.length) ? 1 : 0;
}
