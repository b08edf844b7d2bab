// The portal's role vocabulary for the engine: the 17 roles, the three outlet segments, the seesEveryOption decision
// and the partner id, all from portal/access. Every program installs it once at start (the SPA, the server, the CLI).
import { type EngineVocabulary, installVocabulary } from '../engine/browser';
import { ALL_ROLES, SEGMENTS, decide, partnerIdOf } from './access';

export const PORTAL_VOCABULARY: EngineVocabulary = {
  roles: ALL_ROLES,
  segments: SEGMENTS,
  seesEveryOption: (roles) => decide('seesEveryOption', { roles }),
  partnerIdOf,
};

/** Tells the engine the portal's roles and segments (idempotent). */
export function installPortalVocabulary(): void {
  installVocabulary(PORTAL_VOCABULARY);
}
