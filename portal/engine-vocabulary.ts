// The portal's vocabulary for the engine: the 17 roles, the three outlet segments, the seesEveryOption decision and
// the agency a report is for, all from portal/access, and the password standard's form part (the `password` format).
// Every program gives it to the engine it creates (createEngine({ vocabulary: PORTAL_VOCABULARY, reportWire })).
import type { EngineContext, EngineVocabulary } from '@ombudsportalen/engine/browser';
import { ALL_ROLES, SEGMENTS, decide } from './access';
import { PASSWORD_FORMAT, PASSWORD_STANDARD } from './password-standard';

/** The portal's facts in an engine context: the user's own agency and the one an internal user picked. */
export type PortalFacts = {
  /** The user's own agency number ('' for users without one). */
  agencyNumber: string;
  /** The agency an internal user (ADMIN, SALJCOACH) has picked; wins over agencyNumber. */
  selectedAgencyNumber?: string;
};

/** An engine context of the portal. */
export type PortalContext = EngineContext<PortalFacts>;

/** The agency a request is made for: the picked agency for internal users, otherwise the user's own. */
export function effectiveAgencyNumber(ctx: PortalFacts): string {
  return ctx.selectedAgencyNumber || ctx.agencyNumber;
}

export const PORTAL_VOCABULARY: EngineVocabulary<PortalFacts> = {
  roles: ALL_ROLES,
  segments: SEGMENTS,
  seesEveryOption: (roles) => decide('seesEveryOption', { roles }),
  // A report's agency parameter: internal users' picked agency, others' their own.
  contextParameterValue: (ctx) => effectiveAgencyNumber(ctx) || undefined,
  password: { regexp: PASSWORD_FORMAT, message: PASSWORD_STANDARD.form.message, hint: PASSWORD_STANDARD.form.hint },
};
