// What the application tells the engine: the role and segment names its rules may use, the answers that depend
// on them and on its own context facts, and its password standard. The engine names no role and sets no password rule; the portal gives its own
// to each engine it creates (portal/engine-vocabulary.ts).

/** The application's password standard as the `password` format checks it: the rule, its error text and the field's hint. */
export interface PasswordFormat {
  readonly regexp: RegExp;
  readonly message: string;
  readonly hint: string;
}

import type { EngineContext } from './engine-context';

/** The application's role vocabulary, given to createEngine(); `Facts` are the host facts its contexts carry. */
export interface EngineVocabulary<Facts extends object = Record<string, unknown>> {
  /** Every role a rule may select: a rule never holds for another role, and a definition naming another is refused. */
  readonly roles: readonly string[];
  /** Every segment a rule may name (x-visibleTo `segments`). */
  readonly segments: readonly string[];
  /** Whether holders of these roles may use every option, whatever its authorizedRoles. */
  seesEveryOption(roles: readonly string[]): boolean;
  /** The value a report's context parameter (x-report.agencyParameter) takes when no field sends it (undefined: none). */
  contextParameterValue?(ctx: EngineContext<Facts>): string | undefined;
  /** What the `password` format checks, says and hints (the format is the application's; the engine has no standard). */
  readonly password: PasswordFormat;
}
