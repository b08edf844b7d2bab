import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireCurrentVersion, setEtag } from '../account/preconditions.js';
import { accountErrors } from '../account/account-errors.js';
import { requireInternal, requireMenuAccess, requireOwnAgency, type AccessGuard } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import { errors } from '../errors.js';
import { requireTemplateRole, validatedListValues } from '../list-forms/list-form-save.js';
import { templateForm } from '../list-forms/template-forms.js';
import { agencyNumberParam } from './agency-info-routes.js';

type Route = { Params: { agencyNumber: string }; Body: { articles: unknown[] } };

const selection = { type: 'object', properties: { size: { type: 'string' }, sizeRange: { type: 'integer' } } } as const;
const categoriesSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      articles: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            articleNumber: { type: 'string' }, articleName: { type: 'string' }, quantity: { type: 'integer' }, max: { type: 'integer' },
            selections: { type: 'array', items: selection },
          },
        },
      },
    },
  },
} as const;
const params = { type: 'object', required: ['agencyNumber'], properties: { agencyNumber: agencyNumberParam } } as const;
// Only the shape and its bounds: which articles exist and every quantity rule come from the orders template.
const body = {
  type: 'object', required: ['articles'], additionalProperties: false,
  properties: { articles: { type: 'array', maxItems: 500, items: { type: 'object', maxProperties: 4 } } },
} as const;

/**
 * Orders, /bestallningar (spec part 2 §2, §7 "Orders"): GET the categories with the agency's quantities, PUT
 * `articles: [{ articleNumber, quantity }]`. The body is validated with the definition the orders template makes of
 * the catalogue, as the form is; each save that changes something is kept as an order (who, what, when). If-Match.
 */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const agencyOf = (request: FastifyRequest<Route>) => {
    // After the access rules, so a 404 tells nothing to someone outside the agency.
    const agency = app.repos.agencies.findByNumber(request.params.agencyNumber);
    if (agency === undefined) throw errors.agencyNotFound();
    return agency.agencyNumber;
  };

  const read = (url: string, guards: AccessGuard[]) =>
    app.get<Route>(url, { onRequest: guards, schema: { params, response: { 200: categoriesSchema } } }, async (request, reply) => {
      const agencyNumber = agencyOf(request);
      setEtag(reply, app.repos.orders.versionOf(agencyNumber));
      return app.repos.orders.categoriesOf(agencyNumber);
    });

  const save = (url: string, guards: AccessGuard[]) =>
    app.put<Route>(url, { onRequest: [...guards, requireTemplateRole('orders')], schema: { params, body, response: { 200: categoriesSchema } } },
      async (request, reply) => {
        const agencyNumber = agencyOf(request);
        const version = requireCurrentVersion(request, app.repos.orders.versionOf(agencyNumber));
        const form = templateForm('orders', app.repos.orders.categoriesOf(agencyNumber));
        const values = validatedListValues(request, form, request.body.articles, agencyNumber);
        const lines = form.definition.fields.filter((f) => Object.hasOwn(values, f.name))
          .map((f) => ({ articleNumber: f.param, quantity: values[f.name] as number }));
        const saved = app.repos.orders.save(agencyNumber, version, lines, callerOf(request).username, app.now().toISOString());
        if (!saved) throw accountErrors.preconditionFailed();
        setEtag(reply, app.repos.orders.versionOf(agencyNumber));
        return app.repos.orders.categoriesOf(agencyNumber);
      });

  const page = requireMenuAccess('/bestallningar', { agencyParam: 'agencyNumber' });
  for (const [url, guards] of [
    ['/agencies/:agencyNumber/products', [requireOwnAgency(), page]],
    ['/internal/agencies/:agencyNumber/products', [requireInternal(), page]],
  ] as const) {
    read(url, [...guards]);
    save(url, [...guards]);
  }
};
