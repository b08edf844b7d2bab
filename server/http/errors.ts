import type { FieldError } from '@ombudsportalen/portal/api';
import { type Definition, type ValidationError } from '@ombudsportalen/engine';
import { serverEngine } from '../engine.js';

const { formatMessage } = serverEngine;

/** A field-level problem, as the SPA shows it next to the field. */
export type { FieldError };

/** The spec's required-field message (part 1 §5). */
export const REQUIRED_FIELD_MESSAGE = 'Fältet måste fyllas in.';

// Expected client-facing failures: the error handler turns these into { code, message[, fields] } with the status.
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
  }
}

export const errors = {
  invalidRequest: (message: string) => new AppError(400, 'error.invalid-request', message),
  invalidClient: () => new AppError(400, 'error.invalid-client', 'Okänd klient.'),
  invalidGrant: () => new AppError(400, 'error.invalid-grant', 'Koden är ogiltig, förbrukad eller har gått ut.'),
  authenticationFailed: () => new AppError(400, 'error.authentication.failed', 'Fel användarnamn eller lösenord.'),
  authenticationLocked: () =>
    new AppError(400, 'error.authentication.locked', 'Kontot är låst. Be din butiksansvarige om ett engångslösenord.'),
  internalUserRefused: () =>
    new AppError(400, 'error.authentication.internal-user', 'Interna användare loggar in via /internal.'),
  externalUserRefused: () =>
    new AppError(400, 'error.authentication.not-internal', 'Endast interna användare kan logga in här.'),
  flowExpired: () => new AppError(400, 'error.authentication.expired', 'Inloggningen tog för lång tid. Börja om.'),
  csrf: () => new AppError(403, 'error.csrf', 'Anropet saknar skyddshuvudet x-portal-csrf.'),
  unauthorized: () => new AppError(401, 'error.unauthorized', 'Du är inte inloggad eller sessionen har gått ut.'),
  refreshReplayed: () =>
    new AppError(401, 'error.refresh.replayed', 'Sessionen har avslutats av säkerhetsskäl. Logga in igen.'),
  forbidden: () => new AppError(403, 'error.forbidden', 'Du har inte behörighet.'),
  notFound: () => new AppError(404, 'error.not-found', 'Resursen finns inte.'),
  agencyNotFound: () => new AppError(404, 'error.agency.not-found', 'Ombudet finns inte.'),
  fieldRequired: (field: string) => new AppError(400, 'error.validation', 'Begäran innehåller ogiltiga värden.',
    [{ field, message: REQUIRED_FIELD_MESSAGE }]),
  rateLimited: () => new AppError(429, 'error.rate-limited', 'För många anrop. Försök igen om en stund.'),
  preconditionFailed: () => new AppError(412, 'error.precondition-failed',
    'Någon annan har ändrat uppgifterna. Ladda om sidan för att se de senaste.'),
  preconditionRequired: () => new AppError(428, 'error.precondition-required',
    'Uppgifternas version saknas (If-Match). Ladda om sidan och försök igen.'),
  unknownFields: (fields: string[]) => new AppError(400, 'error.unknown-field', 'Begäran innehåller okända fält.',
    fields.map((field) => ({ field, message: 'Fältet är okänt.' }))),
  malformedFields: (fields: string[]) => new AppError(400, 'error.validation', 'Begäran innehåller ogiltiga värden.',
    fields.map((field) => ({ field, message: 'Fältet har fel format' }))),
  databaseBusy: () => new AppError(503, 'error.busy', 'Portalen har många förfrågningar just nu. Försök igen om en stund.'),
  databaseUnavailable: () => new AppError(503, 'error.database-unavailable', 'Portalen når inte sin databas just nu. Försök igen om en stund.'),
  notReady: (reason: string) => new AppError(503, 'error.not-ready', `Portalen är inte redo: ${reason}.`),
  controlCharacters: (fields: string[]) => new AppError(400, 'error.validation', 'Begäran innehåller ogiltiga värden.',
    fields.map((field) => ({ field, message: 'Fältet innehåller otillåtna tecken.' }))),
  readOnlyChanged: (fields: string[]) => new AppError(400, 'error.read-only-field', 'Begäran ändrar fält som inte får ändras.',
    fields.map((field) => ({ field, message: 'Fältet kan inte ändras här.' }))),
};

/** 400 with a definition's form-level text and its Swedish field errors (the form shows them under its fields). */
export function formInvalid(def: Definition, fields: ValidationError[]): AppError {
  return new AppError(400, 'error.validation', formatMessage(def.formMessage), fields.map(({ field, message, code }) => ({ field, message, code })));
}

/** 400 naming the body keys the call does not know (the body schemas let them through so they can be named). */
export function refuseUnknownFields(body: object, allowed: readonly string[]): void {
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw errors.unknownFields(unknown);
}
