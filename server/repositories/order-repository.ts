import type { Article, ArticleSelection, ProductCategory } from '../../portal/api/index.js';
import type { Db } from '../db/open-database.js';
import { createFormVersionsSync } from './form-versions.js';

// The answer's shapes are the contract's (schemas/api/orders.json).
export type { Article, ProductCategory };
export type Selection = ArticleSelection;

export interface OrderLine {
  articleNumber: string;
  quantity: number;
}

/** One save that changed something: who, when, and the changed articles (with the chosen size, if any). */
export interface PlacedOrder {
  orderedBy: string;
  orderedAt: string;
  lines: (OrderLine & { size: string | null })[];
}

export interface NewArticle {
  articleNumber: string;
  articleName: string;
  max: number;
  selections: Selection[];
}

interface ArticleRow {
  category: string;
  articleNumber: string;
  articleName: string;
  max: number;
  quantity: number;
}

export function createOrderRepository(db: Db) {
  const versions = createFormVersionsSync(db);
  const articlesStmt = db.prepare<[string], ArticleRow>(`SELECT c.name AS category, a.article_number AS articleNumber,
      a.article_name AS articleName, a.max_quantity AS max, COALESCE(q.quantity, 0) AS quantity
    FROM articles a JOIN product_categories c ON c.category_id = a.category_id
    LEFT JOIN agency_article_quantities q ON q.article_number = a.article_number AND q.agency_number = ?
    ORDER BY c.sort_order, a.sort_order`);
  const selectionsStmt = db.prepare<[], Selection & { articleNumber: string }>(
    'SELECT article_number AS articleNumber, size, size_range AS sizeRange FROM article_selections ORDER BY article_number, sort_order');
  const setQuantity = db.prepare(`INSERT INTO agency_article_quantities (agency_number, article_number, quantity) VALUES (?, ?, ?)
    ON CONFLICT (agency_number, article_number) DO UPDATE SET quantity = excluded.quantity`);
  const insertOrder = db.prepare('INSERT INTO agency_orders (agency_number, ordered_by, ordered_at) VALUES (?, ?, ?)');
  const insertLine = db.prepare('INSERT INTO agency_order_lines (order_id, article_number, quantity, size) VALUES (?, ?, ?, ?)');
  const ordersStmt = db.prepare<[string], { orderId: number; orderedBy: string; orderedAt: string }>(
    'SELECT order_id AS orderId, ordered_by AS orderedBy, ordered_at AS orderedAt FROM agency_orders WHERE agency_number = ? ORDER BY ordered_at DESC, order_id DESC');
  const linesStmt = db.prepare<[number], OrderLine & { size: string | null }>(
    'SELECT article_number AS articleNumber, quantity, size FROM agency_order_lines WHERE order_id = ? ORDER BY rowid');
  const insertCategory = db.prepare('INSERT OR IGNORE INTO product_categories (name, sort_order) VALUES (?, ?)');
  const categoryId = db.prepare<[string], { id: number }>('SELECT category_id AS id FROM product_categories WHERE name = ?');
  const insertArticle = db.prepare(`INSERT OR IGNORE INTO articles (article_number, category_id, article_name, max_quantity, sort_order)
    VALUES (?, ?, ?, ?, ?)`);
  const insertSelection = db.prepare('INSERT OR IGNORE INTO article_selections (article_number, size, size_range, sort_order) VALUES (?, ?, ?, ?)');

  function categoriesOf(agencyNumber: string): ProductCategory[] {
    const selections = new Map<string, Selection[]>();
    for (const { articleNumber, size, sizeRange } of selectionsStmt.all()) {
      selections.set(articleNumber, [...(selections.get(articleNumber) ?? []), { size, sizeRange }]);
    }
    const categories: ProductCategory[] = [];
    for (const row of articlesStmt.all(agencyNumber)) {
      let category = categories.at(-1);
      if (category?.name !== row.category) categories.push((category = { name: row.category, articles: [] }));
      const { category: _, ...article } = row;
      category.articles.push({ ...article, selections: selections.get(row.articleNumber) ?? [] });
    }
    return categories;
  }

  return {
    categoriesOf,
    versionOf: (agencyNumber: string) => versions.versionOf(agencyNumber, 'orders'),

    /**
     * Sets the given quantities if the list is still at `expectedVersion`; the articles whose quantity changes are
     * recorded as one order by `orderedBy` at `orderedAt`. Lines must name existing articles (validated before).
     */
    save(agencyNumber: string, expectedVersion: number, lines: OrderLine[], orderedBy: string, orderedAt: string): boolean {
      return db.transaction(() => {
        if (!versions.bumpIf(agencyNumber, 'orders', expectedVersion)) return false;
        const current = new Map(categoriesOf(agencyNumber).flatMap((c) => c.articles).map((a) => [a.articleNumber, a]));
        const changed = lines.filter((l) => current.get(l.articleNumber)?.quantity !== l.quantity);
        if (changed.length === 0) return true;
        const orderId = Number(insertOrder.run(agencyNumber, orderedBy, orderedAt).lastInsertRowid);
        for (const line of changed) {
          const size = current.get(line.articleNumber)?.selections.find((s) => s.sizeRange === line.quantity)?.size ?? null;
          insertLine.run(orderId, line.articleNumber, line.quantity, size);
          setQuantity.run(agencyNumber, line.articleNumber, line.quantity);
        }
        return true;
      })();
    },

    /** The agency's orders, newest first. */
    ordersOf(agencyNumber: string): PlacedOrder[] {
      return ordersStmt.all(agencyNumber).map(({ orderId, ...order }) => ({ ...order, lines: linesStmt.all(orderId) }));
    },

    /** Catalogue seeding: adds what is missing, never changes an existing article. */
    insertArticleIfMissing(category: string, categoryOrder: number, article: NewArticle, order: number): boolean {
      insertCategory.run(category, categoryOrder);
      const id = categoryId.get(category)!.id;
      const added = insertArticle.run(article.articleNumber, id, article.articleName, article.max, order).changes === 1;
      if (added) article.selections.forEach((s, i) => insertSelection.run(article.articleNumber, s.size, s.sizeRange, i));
      return added;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
