import { type Definition, formatMessage, type ValidationError } from '../../engine/index.js';
import { PASSWORD_STANDARD, type PasswordRule } from '../../portal/password-standard.js';
import { AppError } from '../errors.js';

// The account and shop answers beyond server/errors.ts (texts in
// docs/decisions.md#account-pages-shop-details-and-education-server).

/** 400 with a definition's form-level text and its Swedish field errors (the form shows them under its fields). */
export function formInvalid(def: Definition, fields: ValidationError[]): AppError {
  return new AppError(400, 'error.validation', formatMessage(def.formMessage), fields.map(({ field, message, code }) => ({ field, message, code })));
}

export const accountErrors = {
  /** HTTP 417 with the rule's message code and text (spec part 1 §8; portal/password-standard.ts). */
  passwordRule: (rule: PasswordRule, message?: string) => {
    const { code, text } = PASSWORD_STANDARD.rules[rule];
    return new AppError(417, code, message ?? text);
  },
  /** The client-visible standard failed in a way no single rule explains: the engine's own text. */
  passwordStandard: (message: string) => new AppError(417, PASSWORD_STANDARD.form.code, message),
  preconditionFailed: () => new AppError(412, 'error.precondition-failed',
    'Någon annan har ändrat uppgifterna. Ladda om sidan för att se de senaste.'),
  preconditionRequired: () => new AppError(428, 'error.precondition-required',
    'Uppgifternas version saknas (If-Match). Ladda om sidan och försök igen.'),
  unknownFields: (fields: string[]) => new AppError(400, 'error.unknown-field', 'Begäran innehåller okända fält.',
    fields.map((field) => ({ field, message: 'Fältet är okänt.' }))),
  malformedGroups: (fields: string[]) => new AppError(400, 'error.validation', 'Begäran innehåller ogiltiga värden.',
    fields.map((field) => ({ field, message: 'Fältet har fel format' }))),
  readOnlyChanged: (fields: string[]) => new AppError(400, 'error.read-only-field', 'Begäran ändrar fält som inte får ändras.',
    fields.map((field) => ({ field, message: 'Fältet kan inte ändras här.' }))),
};
