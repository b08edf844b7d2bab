import { createOrderRepository } from '../repositories/order-repository.js';
import { createTerminalParameterRepository } from '../repositories/terminal-parameter-repository.js';
import type { Store } from '../db/store.js';
import { PRODUCT_CATALOGUE } from './seed-data/product-catalogue.js';
import { TERMINAL_PARAMETER_NAMES, terminalParametersFor } from './seed-data/terminal-parameters.js';

/**
 * The material catalogue and every agency's terminal parameters (migration 009), inserted where missing: existing
 * rows, changed values and placed orders are never touched.
 */
export async function seedOrdersAndTerminal(store: Store): Promise<{ articles: number; parameters: number }> {
  const orders = createOrderRepository(store);
  const terminal = createTerminalParameterRepository(store);
  // Only the agencies without every current parameter: a start that finds them all in place (3,000 agencies at the
  // operator's size) inserts nothing.
  const agencies = await store.db.selectFrom('agencies as a').select(['a.agency_number as agencyNumber', 'a.agency_name as agencyName'])
    .where((eb) => eb(eb.selectFrom('terminal_parameters as t').select(eb.fn.countAll().as('n'))
      .whereRef('t.agency_number', '=', 'a.agency_number').where('t.name', 'in', TERMINAL_PARAMETER_NAMES), '<', TERMINAL_PARAMETER_NAMES.length))
    .orderBy('a.agency_number').execute();
  const result = { articles: 0, parameters: 0 };
  // One transaction: all of it or nothing, and one commit instead of one per row.
  await store.db.transaction().execute(async (trx) => {
    for (const [c, { category, articles }] of PRODUCT_CATALOGUE.entries()) {
      for (const [a, article] of articles.entries()) result.articles += await orders.insertArticleIfMissing(category, c, article, a, trx) ? 1 : 0;
    }
    for (const agency of agencies) result.parameters += await terminal.insertMissing(agency.agencyNumber, terminalParametersFor(agency), trx);
  });
  return result;
}
