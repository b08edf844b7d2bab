import { PASSWORD_STANDARD, type PasswordRule } from '@ombudsportalen/portal/password-standard';
import { AppError } from '../http/errors.js';

// The password answers beyond server/http/errors.ts (spec part 1 §8; texts in
// docs/decisions/account-pages.md).
export const accountErrors = {
  /** HTTP 417 with the rule's message code and text (spec part 1 §8; portal/password-standard.ts). */
  passwordRule: (rule: PasswordRule, message?: string) => {
    const { code, text } = PASSWORD_STANDARD.rules[rule];
    return new AppError(417, code, message ?? text);
  },
  /** The client-visible standard failed in a way no single rule explains: the engine's own text. */
  passwordStandard: (message: string) => new AppError(417, PASSWORD_STANDARD.form.code, message),
};
