import type { Definition, EngineContext, ValidationError } from '../../engine/index.js';
import { accountErrors } from '../account/account-errors.js';
import { explainStandard, type PasswordOwner, serverRuleBroken } from '../account/password-policy.js';

/**
 * A one-time password refused by the form's standard (the engine's error on `field`) or by the server's own rules
 * (names of the user it is for, too common …) is a 417 with the rule's code and text (spec part 2 §8).
 */
export function refuseWeakPassword(found: ValidationError[], field: string, password: string, owner: PasswordOwner): void {
  const standard = found.find((e) => e.field === field && e.code !== 'required' && e.code !== 'requiredShort');
  if (standard !== undefined) {
    const rule = explainStandard(password);
    throw rule === undefined ? accountErrors.passwordStandard(standard.message) : accountErrors.passwordRule(rule);
  }
  const broken = serverRuleBroken(password, owner);
  if (broken !== undefined) throw accountErrors.passwordRule(broken);
}

/** The definition's field errors other than the password standard on `field` (which refuseWeakPassword answers). */
export function fieldProblems(found: ValidationError[], field: string): ValidationError[] {
  return found.filter((e) => e.field !== field || e.code === 'required' || e.code === 'requiredShort');
}

export type { Definition, EngineContext };
