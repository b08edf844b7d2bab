import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { accountErrors } from '../account/account-errors.js';
import { requireCurrentVersion, setEtag } from '../account/preconditions.js';
import { requireInternal, requireMenuAccess, requireOwnAgency, type AccessGuard } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import { AppError, errors } from '../errors.js';
import { requireTemplateRole, validatedListValues } from '../list-forms/list-form-save.js';
import { templateForm } from '../list-forms/template-forms.js';
import { agencyNumberParam } from './agency-info-routes.js';

type ReadRoute = { Params: { agencyNumber?: string }; Querystring: { agencyNumber?: string; username?: string } };
type SaveRoute = { Params: { agencyNumber: string }; Querystring: { username?: string }; Body: { parameterValue: unknown[]; username: string } };

const nullableString = { type: ['string', 'null'] } as const;
const parametersSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { name: { type: 'string' }, value: nullableString, defaultValue: { type: 'string' }, description: nullableString, prompt: { type: 'string' }, regexp: nullableString },
  },
} as const;
const username = { type: 'string', minLength: 1, maxLength: 100 } as const;
const params = { type: 'object', required: ['agencyNumber'], properties: { agencyNumber: agencyNumberParam } } as const;
// Only the shape and its bounds: which parameters exist and every value rule come from the terminal template.
const body = {
  type: 'object', required: ['parameterValue', 'username'], additionalProperties: false,
  properties: { parameterValue: { type: 'array', maxItems: 200, items: { type: 'object', maxProperties: 4 } }, username },
} as const;

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
  app.get<ReadRoute>('/agencies/:agencyNumber/terminal/parameters', {
    onRequest: [requireOwnAgency(), page], schema: { params, response: { 200: parametersSchema } },
  }, async (request, reply) => answer(agencyOf(request.params.agencyNumber), reply));
  app.get<ReadRoute>('/internal/terminal/parameters', {
    onRequest: [requireInternal(), requireMenuAccess('/terminal', { agencyQuery: 'agencyNumber' })],
    schema: {
      querystring: { type: 'object', required: ['agencyNumber'], properties: { agencyNumber: agencyNumberParam, username } },
      response: { 200: parametersSchema },
    },
  }, async (request, reply) => answer(agencyOf(request.query.agencyNumber), reply));

  const save = (url: string, guards: AccessGuard[]) =>
    app.put<SaveRoute>(url, {
      onRequest: [...guards, requireTemplateRole('terminal-parameters')],
      schema: { params, querystring: { type: 'object', properties: { username } }, body, response: { 200: parametersSchema } },
    }, async (request: FastifyRequest<SaveRoute>, reply) => {
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
        throw accountErrors.preconditionFailed();
      }
      return answer(agencyNumber, reply);
    });
  save('/agencies/:agencyNumber/terminal/parameters', [requireOwnAgency(), page]);
  save('/internal/agencies/:agencyNumber/terminal/parameters', [requireInternal(), page]);
};
