import type { RE2JS } from 're2js';

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

type Re2 = typeof RE2JS;
// RE2 (re2js, ~45 KB gzipped) is the only pattern engine: Node installs it with installNodeCompilers (engine/compile/node-compilers.ts);
// the browser fetches it with the one page kind that needs it, the list forms (docs/decisions/forms-and-performance.md, issue 16).
let re2: Re2 | undefined;

/** Installs RE2 (installNodeCompilers does: Node programs at start, the Node entry's patternProblem at its first call). */
export function installPatternEngine(engine: Re2): void {
  re2 = engine;
}

/** Loads RE2 when it is not installed yet (the browser, before a form from a template is made); idempotent. */
export async function loadPatternEngine(): Promise<void> {
  re2 ??= (await import('re2js')).RE2JS;
}

function compile(source: string) {
  if (!re2) throw new Error('a pattern from data needs RE2: await loadPatternEngine() first (Node: installNodeCompilers())');
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
    if (!re2) throw error; // not the pattern's fault
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
