// What the application tells the engine: the role and segment names its rules may use, the two answers that depend
// on them, and its password standard. The engine names no role and sets no password rule; the portal installs its own
// (portal/engine-vocabulary.ts).

/** The application's password standard as the `password` format checks it: the rule, its error text and the field's hint. */
export interface PasswordFormat {
  readonly regexp: RegExp;
  readonly message: string;
  readonly hint: string;
}

/** The application's role vocabulary, installed once per process or page with installVocabulary(). */
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

let installed: EngineVocabulary | undefined;
let knownRoles: ReadonlySet<string> = new Set();

/** Installs the application's vocabulary (the SPA, the server, the CLI and the tests each do once, at start). */
export function installVocabulary(vocabulary: EngineVocabulary): void {
  installed = vocabulary;
  knownRoles = new Set(vocabulary.roles);
}

/** The installed vocabulary; throws when none is, so no rule is decided on an empty role list. */
export function vocabulary(): EngineVocabulary {
  if (!installed) throw new Error('The engine has no role vocabulary: call installVocabulary() at start (the portal: installPortalVocabulary())');
  return installed;
}

/** Whether a role is one of the vocabulary's. */
export function isKnownRole(role: string): boolean {
  vocabulary();
  return knownRoles.has(role);
}

/** Whether a holder of `roles` may see an option restricted to `authorized` (undefined: everyone): its holders and those who see every option. */
export function rolesMayUseOption(authorized: readonly string[] | undefined, roles: readonly string[]): boolean {
  return authorized === undefined || roles.some((role) => isKnownRole(role) && authorized.includes(role)) || vocabulary().seesEveryOption(roles);
}
