import { engineScope } from '../context/engine-scope';

/** Patterns from data are at most this long; longer ones are refused when stored or turned into a field. */
export const MAX_PATTERN_LENGTH = 500;
/** Values tested against a pattern from data are at most this long; longer ones fail the pattern (never run). */
export const MAX_PATTERN_INPUT = 500;

/** A pattern compiled by a linear-time engine (RE2): matching never backtracks, whatever the pattern or the input. */
export interface SafePattern {
  source: string;
  /** JSON Schema semantics: the pattern matches somewhere in the value (anchor with ^…$ for a whole match). */
  test: (value: string) => boolean;
}

// RE2 (re2js, ~45 KB gzipped) is the only pattern engine: a Node engine has it from nodeCompilers();
// the browser fetches it with the one page kind that needs it, the list forms (docs/decisions/forms-and-performance.md, issue 16).

/** RE2 for an engine that has none yet (the browser, before a form from a template is made). */
export async function importPatternEngine(): Promise<typeof import('re2js').RE2JS> {
  return (await import('re2js')).RE2JS;
}

function compile(source: string) {
  const re2 = engineScope().patterns;
  if (!re2) throw new Error('a pattern from data needs RE2: await engine.loadPatternEngine() first (Node: nodeCompilers())');
  return re2.compile(source);
}

const cache = new Map<string, SafePattern>();

/** Why a pattern from data cannot be used, or undefined when it can (too long, or not RE2 syntax: no backreferences or lookaround). */
export function patternProblem(source: string): string | undefined {
  if (source.length > MAX_PATTERN_LENGTH) return `the pattern is longer than ${MAX_PATTERN_LENGTH} characters`;
  try {
    compile(source);
    return undefined;
  } catch (error) {
    if (!engineScope().patterns) throw error; // not the pattern's fault
    return `the pattern is not supported: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Compiles a pattern with RE2 (cached); throws when patternProblem names a problem. */
export function safePattern(source: string): SafePattern {
  let compiled = cache.get(source);
  if (compiled) return compiled;
  const problem = patternProblem(source);
  if (problem) throw new Error(problem);
  const re = compile(source);
  compiled = { source, test: (value) => value.length <= MAX_PATTERN_INPUT && re.matcher(value).find() };
  if (cache.size > 1000) cache.clear(); // bounded: patterns come from data
  cache.set(source, compiled);
  return compiled;
}
