import type { FastifyPluginAsync } from 'fastify';
import { requireCurrentVersion, setEtag } from '../http/preconditions.js';
import { requireInternal, requireMenuAccess, requireOwnAgency, type AccessGuard } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import { AppError, errors } from '../http/errors.js';
import { requireTemplateAccess, validatedListValues } from '../forms/list-form-save.js';
import { templateForm } from '../forms/template-forms.js';
import { type ContractRequest, contractRoute } from '../http/contract-route.js';

/**
 * Terminal parameters, /terminal (spec part 2 §2, §7 "Terminal parameters"): GET the agency's parameters, PUT
 * `{ parameterValue: [{ name, value }], username }` with only the values set. Validated with the definition the
 * terminal template makes of the parameters (each text value against its own regexp, run by RE2). If-Match.
 */
export const terminalParameterRoutes: FastifyPluginAsync = async (app) => {
  const agencyOf = (agencyNumber: string | undefined) => {
    const agency = agencyNumber === undefined ? undefined : app.repos.agencies.findByNumber(agencyNumber);
    if (agency === undefined) throw errors.agencyNotFound();
    return agency.agencyNumber;
  };
  const answer = (agencyNumber: string, reply: Parameters<typeof setEtag>[0]) => {
    setEtag(reply, app.repos.terminalParameters.versionOf(agencyNumber));
    return app.repos.terminalParameters.parametersOf(agencyNumber);
  };

  const page = requireMenuAccess('/terminal', { agencyParam: 'agencyNumber' });
  contractRoute(app, 'getTerminalParameters', { onRequest: [requireOwnAgency(), page] },
    async (request, reply) => answer(agencyOf(request.params.agencyNumber), reply));
  contractRoute(app, 'getInternalTerminalParameters', {
    onRequest: [requireInternal(), requireMenuAccess('/terminal', { agencyQuery: 'agencyNumber' })],
  }, async (request, reply) => answer(agencyOf(request.query.agencyNumber), reply));

  const save = (name: 'saveTerminalParameters' | 'saveInternalTerminalParameters', guards: AccessGuard[]) =>
    contractRoute(app, name, { onRequest: [...guards, requireTemplateAccess('terminal-parameters')] }, async (request: ContractRequest<typeof name>, reply) => {
      const agencyNumber = agencyOf(request.params.agencyNumber);
      const caller = callerOf(request);
      // The body names who changes; it must be the caller (the change is recorded under the token's name).
      if (request.body.username.toUpperCase() !== caller.username.toUpperCase()) {
        throw new AppError(400, 'error.validation', 'Begäran innehåller ogiltiga värden.', [{ field: 'username', message: 'Måste vara den inloggade användaren.' }]);
      }
      const version = requireCurrentVersion(request, app.repos.terminalParameters.versionOf(agencyNumber));
      const form = templateForm('terminal-parameters', app.repos.terminalParameters.parametersOf(agencyNumber));
      const values = validatedListValues(request, form, request.body.parameterValue, agencyNumber);
      const changes = form.definition.fields.filter((f) => Object.hasOwn(values, f.name)).map((f) => ({ name: f.param, value: String(values[f.name]) }));
      if (!app.repos.terminalParameters.save(agencyNumber, version, changes, caller.username, app.now().toISOString())) {
        throw errors.preconditionFailed();
      }
      return answer(agencyNumber, reply);
    });
  save('saveTerminalParameters', [requireOwnAgency(), page]);
  save('saveInternalTerminalParameters', [requireInternal(), page]);
};
