import type { FastifyPluginAsync } from 'fastify';
import { requireInternal, requireMenuAccess, requireOwnAgency } from '../auth/agency-access.js';
import type { OrderLine } from '../repositories/order-repository.js';
import { listFormRoutes } from './list-form-routes.js';

/**
 * Orders, /bestallningar (spec part 2 §2, §7 "Orders"): GET the categories with the agency's quantities, PUT
 * `articles: [{ articleNumber, quantity }]`. The body is validated with the definition the orders template makes of
 * the catalogue, as the form is; each save that changes something is kept as an order (who, what, when). If-Match.
 */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const orders = listFormRoutes(app, {
    template: 'orders',
    store: {
      read: (agencyNumber) => app.repos.orders.listOf(agencyNumber),
      save: (agencyNumber, version, changes, by, at) => app.repos.orders.save(agencyNumber, version, changes as unknown as OrderLine[], by, at),
    },
  });
  const page = requireMenuAccess('/bestallningar', { agencyParam: 'agencyNumber' });
  orders.read('getOrders', [requireOwnAgency(), page]);
  orders.save('saveOrders', [requireOwnAgency(), page]);
  orders.read('getInternalOrders', [requireInternal(), page]);
  orders.save('saveInternalOrders', [requireInternal(), page]);
};
