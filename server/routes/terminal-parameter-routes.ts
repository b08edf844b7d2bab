import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireInternal, requireMenuAccess, requireOwnAgency } from '../auth/agency-access.js';
import { AppError } from '../http/errors.js';
import type { ParameterValue } from '../repositories/terminal-parameter-repository.js';
import { listFormRoutes } from './list-form-routes.js';

/**
 * Terminal parameters, /terminal (spec part 2 §2, §7 "Terminal parameters"): GET the agency's parameters, PUT
 * `{ parameterValue: [{ name, value }], username }` with only the values set. Validated with the definition the
 * terminal template makes of the parameters (each text value against its own regexp, run by RE2). If-Match.
 */
export const terminalParameterRoutes: FastifyPluginAsync = async (app) => {
  const terminal = listFormRoutes(app, {
    template: 'terminal-parameters',
    store: {
      read: (agencyNumber) => app.repos.terminalParameters.listOf(agencyNumber),
      save: (agencyNumber, version, changes, by, at) =>
        app.repos.terminalParameters.save(agencyNumber, version, changes as unknown as ParameterValue[], by, at),
    },
    // The body names who changes; it must be the caller (the change is recorded under the token's name).
    checkBody: (body, caller) => {
      if (String(body.username).toUpperCase() !== caller.username.toUpperCase()) {
        throw new AppError(400, 'error.validation', 'Begäran innehåller ogiltiga värden.', [{ field: 'username', message: 'Måste vara den inloggade användaren.' }]);
      }
    },
  });
  const page = requireMenuAccess('/terminal', { agencyParam: 'agencyNumber' });
  terminal.read('getTerminalParameters', [requireOwnAgency(), page]);
  terminal.read('getInternalTerminalParameters', [requireInternal(), requireMenuAccess('/terminal', { agencyQuery: 'agencyNumber' })],
    (request: FastifyRequest) => (request.query as { agencyNumber?: string }).agencyNumber);
  terminal.save('saveTerminalParameters', [requireOwnAgency(), page]);
  terminal.save('saveInternalTerminalParameters', [requireInternal(), page]);
};
