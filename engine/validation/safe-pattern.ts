import { engineScope, type PatternEngine } from '../context/engine-scope';

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

/** Compiled patterns per RE2 engine (an engine instance without one has none), by their text. */
const caches = new WeakMap<PatternEngine, Map<string, SafePattern>>();

/** The pattern compiled (kept: data repeats its patterns, e.g. every outlet's terminal parameters), or why it cannot be. */
function compiled(source: string): SafePattern | string {
  if (source.length > MAX_PATTERN_LENGTH) return `the pattern is longer than ${MAX_PATTERN_LENGTH} characters`;
  const re2 = engineScope().patterns;
  if (!re2) throw new Error('a pattern from data needs RE2: await engine.loadPatternEngine() first (Node: nodeCompilers())');
  let cache = caches.get(re2);
  if (cache === undefined) caches.set(re2, (cache = new Map()));
  const known = cache.get(source);
  if (known) return known;
  let re: ReturnType<PatternEngine['compile']>;
  try {
    re = re2.compile(source);
  } catch (error) {
    return `the pattern is not supported: ${error instanceof Error ? error.message : String(error)}`;
  }
  const pattern: SafePattern = { source, test: (value) => value.length <= MAX_PATTERN_INPUT && re.matcher(value).find() };
  if (cache.size > 1000) cache.clear(); // bounded: patterns come from data
  cache.set(source, pattern);
  return pattern;
}

/** Why a pattern from data cannot be used, or undefined when it can (too long, or not RE2 syntax: no backreferences or lookaround). */
export function patternProblem(source: string): string | undefined {
  const result = compiled(source);
  return typeof result === 'string' ? result : undefined;
}

/** Compiles a pattern with RE2 (cached); throws when patternProblem names a problem. */
export function safePattern(source: string): SafePattern {
  const result = compiled(source);
  if (typeof result === 'string') throw new Error(result);
  return result;
}
