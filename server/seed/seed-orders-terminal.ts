import { createOrderRepository } from '../repositories/order-repository.js';
import { createTerminalParameterRepository } from '../repositories/terminal-parameter-repository.js';
import type { Db } from '../db/open-database.js';
import { PRODUCT_CATALOGUE } from './seed-data/product-catalogue.js';
import { terminalParametersFor } from './seed-data/terminal-parameters.js';

/**
 * The material catalogue and every agency's terminal parameters (migration 009), inserted where missing: existing
 * rows, changed values and placed orders are never touched.
 */
export function seedOrdersAndTerminal(db: Db): { articles: number; parameters: number } {
  const orders = createOrderRepository(db);
  const terminal = createTerminalParameterRepository(db);
  const agencies = db.prepare<[], { agencyNumber: string; agencyName: string }>(
    'SELECT agency_number AS agencyNumber, agency_name AS agencyName FROM agencies ORDER BY agency_number').all();
  const result = { articles: 0, parameters: 0 };
  db.transaction(() => {
    PRODUCT_CATALOGUE.forEach(({ category, articles }, c) =>
      articles.forEach((article, a) => (result.articles += orders.insertArticleIfMissing(category, c, article, a) ? 1 : 0)));
    for (const agency of agencies) {
      terminalParametersFor(agency).forEach((p, i) => (result.parameters += terminal.insertIfMissing(agency.agencyNumber, p, i) ? 1 : 0));
    }
  })();
  return result;
}
