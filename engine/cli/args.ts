/** Parsed command line: positionals and --flags (a flag without a value is "true"). */
export interface Args {
  positional: string[];
  flags: Record<string, string>;
}

/** Parses `a b --flag value --other=value --bool` (a lone "-" is a positional: stdin). */
export function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) flags[name] = inline;
    else if (next !== undefined && !next.startsWith('--')) flags[name] = argv[++i] as string;
    else flags[name] = 'true';
  }
  return { positional, flags };
}
