import type { Definition, ValidationError } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { accountErrors } from '../account/account-errors.js';
import { explainStandard, type PasswordOwner, serverRuleBroken } from '../account/password-policy.js';

/** The form's password field: the one of the password format, whose standard the 417 answers explain. */
function passwordField(def: Definition): string {
  const field = def.fields.find((f) => f.schema.format === 'password');
  if (field === undefined) throw new Error(`${def.file} has no field of the password format`);
  return field.name;
}

const isStandard = (e: ValidationError, field: string) => e.field === field && e.code !== 'required' && e.code !== 'requiredShort';

/**
 * A one-time password refused by the form's standard (the engine's error on its password field) or by the server's
 * own rules (names of the user it is for, too common …) is a 417 with the rule's code and text (spec part 2 §8).
 */
export function refuseWeakPassword(found: ValidationError[], def: Definition, password: string, owner: PasswordOwner): void {
  const field = passwordField(def);
  const standard = found.find((e) => isStandard(e, field));
  if (standard !== undefined) {
    const rule = explainStandard(password);
    throw rule === undefined ? accountErrors.passwordStandard(standard.message) : accountErrors.passwordRule(rule);
  }
  const broken = serverRuleBroken(password, owner);
  if (broken !== undefined) throw accountErrors.passwordRule(broken);
}

/** The definition's field errors other than the password standard (which refuseWeakPassword answers). */
export function fieldProblems(found: ValidationError[], def: Definition): ValidationError[] {
  const field = passwordField(def);
  return found.filter((e) => !isStandard(e, field));
}

export type { Definition, PortalContext };
