import type { FastifyPluginAsync } from 'fastify';
import { requireCurrentVersion, setEtag } from '../http/preconditions.js';
import { requireInternal, requireMenuAccess, requireOwnAgency, type AccessGuard } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import { errors } from '../http/errors.js';
import { requireTemplateAccess, validatedListValues } from '../forms/list-form-save.js';
import { templateForm } from '../forms/template-forms.js';
import { type ContractRequest, contractRoute } from '../http/contract-route.js';

type OrdersRequest = ContractRequest<'getOrders' | 'getInternalOrders' | 'saveOrders' | 'saveInternalOrders'>;

/**
 * Orders, /bestallningar (spec part 2 §2, §7 "Orders"): GET the categories with the agency's quantities, PUT
 * `articles: [{ articleNumber, quantity }]`. The body is validated with the definition the orders template makes of
 * the catalogue, as the form is; each save that changes something is kept as an order (who, what, when). If-Match.
 */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const agencyOf = (request: OrdersRequest) => {
    // After the access rules, so a 404 tells nothing to someone outside the agency.
    const agency = app.repos.agencies.findByNumber(request.params.agencyNumber);
    if (agency === undefined) throw errors.agencyNotFound();
    return agency.agencyNumber;
  };

  const read = (name: 'getOrders' | 'getInternalOrders', guards: AccessGuard[]) =>
    contractRoute(app, name, { onRequest: guards }, async (request, reply) => {
      const agencyNumber = agencyOf(request);
      setEtag(reply, app.repos.orders.versionOf(agencyNumber));
      return app.repos.orders.categoriesOf(agencyNumber);
    });

  const save = (name: 'saveOrders' | 'saveInternalOrders', guards: AccessGuard[]) =>
    contractRoute(app, name, { onRequest: [...guards, requireTemplateAccess('orders')] },
      async (request, reply) => {
        const agencyNumber = agencyOf(request);
        const version = requireCurrentVersion(request, app.repos.orders.versionOf(agencyNumber));
        const form = templateForm('orders', app.repos.orders.categoriesOf(agencyNumber));
        const values = validatedListValues(request, form, request.body.articles, agencyNumber);
        const lines = form.definition.fields.filter((f) => Object.hasOwn(values, f.name))
          .map((f) => ({ articleNumber: f.param, quantity: values[f.name] as number }));
        const saved = app.repos.orders.save(agencyNumber, version, lines, callerOf(request).username, app.now().toISOString());
        if (!saved) throw errors.preconditionFailed();
        setEtag(reply, app.repos.orders.versionOf(agencyNumber));
        return app.repos.orders.categoriesOf(agencyNumber);
      });

  const page = requireMenuAccess('/bestallningar', { agencyParam: 'agencyNumber' });
  read('getOrders', [requireOwnAgency(), page]);
  save('saveOrders', [requireOwnAgency(), page]);
  read('getInternalOrders', [requireInternal(), page]);
  save('saveInternalOrders', [requireInternal(), page]);
};
