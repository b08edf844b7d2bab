import type { DeclarationModule } from '../api/generate-types';
import type { CheckDeclaration } from './declaration-kinds';
import type { NodeEngine } from '../index';
import type { CliIO } from './io';

/** A command a layer above adds (the portal's reference and sql, which need its database): its usage line and its run. */
export interface CliCommand {
  usage: string;
  run(argv: string[], io: CliIO): number | Promise<number>;
}

/** What a layer above the engine adds to the CLI (scripts/schemas.ts: checks that need the database). */
export interface CliOptions {
  /** The engine the commands run on (the portal's: scripts/schemas.ts). */
  engine: NodeEngine;
  /** Declaration kinds replacing the engine's own (declarationKinds), by meta-schema file name. */
  kinds?: Record<string, CheckDeclaration>;
  /**
   * The roles and segment `payload` acts as when --roles and --segment are not given (the portal: OMBMGR at an AGENCY
   * outlet), and the host facts of its context by the flag that sets each (the portal: agency → agencyNumber).
   */
  payloadActor?: { roles: string; segment: string; facts?: Record<string, string> };
  /** The declaration type modules `contracts` writes from schemas/meta, replacing the engine's own (ENGINE_DECLARATION_MODULES). */
  declarations?: readonly DeclarationModule[];
  /** Commands beyond the engine's, by name. */
  commands?: Record<string, CliCommand>;
}
