import type { CheckDeclaration } from './declaration-kinds';

/** What a layer above the engine adds to the CLI (scripts/schemas.ts: checks that need the database). */
export interface CliOptions {
  /** Declaration kinds replacing the engine's own (declarationKinds), by meta-schema file name. */
  kinds?: Record<string, CheckDeclaration>;
}
