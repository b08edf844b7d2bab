// The portal's vocabulary for the engine: the 17 roles, the three outlet segments, the seesEveryOption decision and
// the partner id, all from portal/access, and the password standard's form part (the `password` format). Every
// program gives it to the engine it creates (createEngine({ vocabulary: PORTAL_VOCABULARY })).
import type { EngineVocabulary } from '@ombudsportalen/engine/browser';
import { ALL_ROLES, SEGMENTS, decide, partnerIdOf } from './access';
import { PASSWORD_FORMAT, PASSWORD_STANDARD } from './password-standard';

export const PORTAL_VOCABULARY: EngineVocabulary = {
  roles: ALL_ROLES,
  segments: SEGMENTS,
  seesEveryOption: (roles) => decide('seesEveryOption', { roles }),
  partnerIdOf,
  password: { regexp: PASSWORD_FORMAT, message: PASSWORD_STANDARD.form.message, hint: PASSWORD_STANDARD.form.hint },
};
