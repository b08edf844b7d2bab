import { AppError } from '../http/errors.js';

// The staff answers beyond server/http/errors.ts and the account errors (spec part 2 §8 "Staff").
export const STAFF_TEXTS = {
  /** Spec text of a 409 on add. */
  alreadyRegistered: 'Personen finns redan registrerad på ditt ombud',
  /** Spec text of a lookup failure other than 403. */
  lookupFailed: 'Vänligen kontrollera att du skrivit in korrekt personnummer och försök igen. Om felet kvarstår kontakta kundservice.',
  /** Portal text (docs/decisions/staff.md, issue 23): the person lookup's rate limit. */
  lookupLimited: 'Du har gjort för många sökningar på personnummer. Vänta en stund och försök igen.',
} as const;

export const staffErrors = {
  alreadyRegistered: () => new AppError(409, 'error.staff.already-registered', STAFF_TEXTS.alreadyRegistered),
  /** The register holds no such person (the client shows the spec's lookup text). */
  personNotFound: () => new AppError(404, 'error.person.not-found', STAFF_TEXTS.lookupFailed),
  /** A personal number the lookup's form refuses: the spec's lookup text, on the field too. */
  lookupInvalid: () => new AppError(400, 'error.validation', STAFF_TEXTS.lookupFailed, [{ field: 'ssn', message: STAFF_TEXTS.lookupFailed }]),
  /** Over the lookup's limit per user or agency (server/staff/person-lookup.ts). */
  lookupLimited: () => new AppError(429, 'error.person.rate-limited', STAFF_TEXTS.lookupLimited),
  /** A protected identity: the register does not give its names (the client lets the user type them). */
  personProtected: () => new AppError(403, 'error.person.protected', 'Personen har skyddad identitet. Fyll i namnen själv.'),
  /** Create: the personal number is not in the register (the lookup would have failed). */
  personUnknown: () => new AppError(400, 'error.validation', STAFF_TEXTS.lookupFailed,
    [{ field: 'socialSecurityNumber', message: STAFF_TEXTS.lookupFailed }]),
  /** Create: names differ from the register's (the form locks them when the lookup finds them). */
  namesDiffer: (fields: string[]) => new AppError(400, 'error.validation', 'Namnen stämmer inte med folkbokföringen.',
    fields.map((field) => ({ field, message: 'Namnet stämmer inte med folkbokföringen.' }))),
  /** Delete: the body's role is not the user's. */
  roleMismatch: () => new AppError(400, 'error.validation', 'Begäran innehåller ogiltiga värden.',
    [{ field: 'role', message: 'Rollen stämmer inte med användarens.' }]),
};
