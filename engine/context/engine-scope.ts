import type { RE2JS } from 're2js';
import type { CoverageRecorder } from './coverage-keys';
import type { EngineVocabulary } from './vocabulary';

/** RE2 (re2js): the linear-time engine of patterns from data. */
export type PatternEngine = typeof RE2JS;

/** One engine instance's configuration (createEngine in engine/engine.ts makes it; nothing else does). */
export interface EngineScope {
  readonly vocabulary: EngineVocabulary;
  readonly knownRoles: ReadonlySet<string>;
  /** Texts that replace the catalogue's, by message code. */
  readonly messages: Readonly<Record<string, string>>;
  readonly clock: () => Date;
  /** Node's ajv compilers (engine/validation/runtime-compilers.ts types them); undefined in a browser. */
  readonly compilers: object | undefined;
  /** RE2 once given or loaded (the browser loads it with the list forms). */
  patterns: PatternEngine | undefined;
  /** Set only while engine.exampleCoverage runs a definition's golden examples: what they exercise. */
  readonly coverage?: CoverageRecorder;
}

// The instance whose method is running. Every engine function is synchronous, so a method sets it for its own call
// and restores the caller's: two instances in one process (a test's and the server's) never see each other's.
let running: EngineScope | undefined;

/** Runs `work` as `scope`'s engine (its methods do; engine/engine.ts). */
export function runAs<T>(scope: EngineScope, work: () => T): T {
  const caller = running;
  running = scope;
  try {
    return work();
  } finally {
    running = caller;
  }
}

/** The running instance's configuration; throws when an engine function is called outside an instance's method. */
export function engineScope(): EngineScope {
  if (!running) throw new Error('An engine function ran outside an engine: call it as a method of createEngine(…)’s instance');
  return running;
}

/** The running instance's coverage recorder, if its golden examples are being measured (never throws: evaluators run outside an engine too). */
export function coverageRecorder(): CoverageRecorder | undefined {
  return running?.coverage;
}

/** The running engine's vocabulary. */
export function vocabulary(): EngineVocabulary {
  return engineScope().vocabulary;
}

/** Whether a holder of `roles` may see an option restricted to `authorized` (undefined: everyone): its holders and those who see every option. */
export function rolesMayUseOption(authorized: readonly string[] | undefined, roles: readonly string[]): boolean {
  const { knownRoles, vocabulary: words } = engineScope();
  return authorized === undefined || roles.some((role) => knownRoles.has(role) && authorized.includes(role)) || words.seesEveryOption(roles);
}
