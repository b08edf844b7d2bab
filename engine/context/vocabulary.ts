// What the application tells the engine: the role and segment names its rules may use, the two answers that depend
// on them, and its password standard. The engine names no role and sets no password rule; the portal gives its own
// to each engine it creates (portal/engine-vocabulary.ts).

/** The application's password standard as the `password` format checks it: the rule, its error text and the field's hint. */
export interface PasswordFormat {
  readonly regexp: RegExp;
  readonly message: string;
  readonly hint: string;
}

/** The application's role vocabulary, given to createEngine(). */
export interface EngineVocabulary {
  /** Every role a rule may select: a rule never holds for another role, and a definition naming another is refused. */
  readonly roles: readonly string[];
  /** Every segment a rule may name (x-visibleTo `segments`). */
  readonly segments: readonly string[];
  /** Whether holders of these roles may use every option, whatever its authorizedRoles. */
  seesEveryOption(roles: readonly string[]): boolean;
  /** The partner id a `partner` report request carries for these roles (undefined: none). */
  partnerIdOf(roles: readonly string[]): string | undefined;
  /** What the `password` format checks, says and hints (the format is the application's; the engine has no standard). */
  readonly password: PasswordFormat;
}
