// Expected client-facing failures: the error handler turns these into { code, message } with the status.
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
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
  forbidden: () => new AppError(403, 'error.forbidden', 'Du har inte behörighet till den här resursen.'),
  notFound: () => new AppError(404, 'error.not-found', 'Resursen finns inte.'),
};
