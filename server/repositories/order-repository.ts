import type { Article, ArticleSelection, ProductCategory } from '@ombudsportalen/portal/api';
import type { Kysely } from 'kysely';
import { insertedOne } from '../db/dialect.js';
import type { Store } from '../db/store.js';
import type { Database } from '../db/tables.js';
import { createFormVersions, readVersionedList, type VersionedList } from './form-versions.js';

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

export function createOrderRepository(store: Store) {
  const { db } = store;

  /** The catalogue by category with the agency's quantities, read on `executor` (a transaction's, when saving). */
  async function categoriesOf(agencyNumber: string, executor: Kysely<Database> = db): Promise<ProductCategory[]> {
    const selectionRows = await executor.selectFrom('article_selections')
      .select(['article_number as articleNumber', 'size', 'size_range as sizeRange'])
      .orderBy('article_number').orderBy('sort_order').execute();
    const selections = new Map<string, Selection[]>();
    for (const { articleNumber, size, sizeRange } of selectionRows) {
      selections.set(articleNumber, [...(selections.get(articleNumber) ?? []), { size, sizeRange }]);
    }
    const rows = await executor.selectFrom('articles as a')
      .innerJoin('product_categories as c', 'c.category_id', 'a.category_id')
      .leftJoin('agency_article_quantities as q', (join) => join.onRef('q.article_number', '=', 'a.article_number').on('q.agency_number', '=', agencyNumber))
      .select(['c.name as category', 'a.article_number as articleNumber', 'a.article_name as articleName', 'a.max_quantity as max',
        (eb) => eb.fn.coalesce('q.quantity', eb.lit(0)).as('quantity')])
      .orderBy('c.sort_order').orderBy('a.sort_order').execute();
    const categories: ProductCategory[] = [];
    for (const row of rows) {
      let category = categories.at(-1);
      if (category?.name !== row.category) categories.push((category = { name: row.category, articles: [] }));
      const { category: _, ...article } = row;
      category.articles.push({ ...article, selections: selections.get(row.articleNumber) ?? [] });
    }
    return categories;
  }

  return {
    /** The categories with their version, as GET answers them. */
    listOf: (agencyNumber: string) => readVersionedList(db, agencyNumber, 'orders', (trx) => categoriesOf(agencyNumber, trx)),

    /**
     * Sets the given quantities if the list is still at `expectedVersion`; the articles whose quantity changes are
     * recorded as one order by `orderedBy` at `orderedAt`. Lines must name existing articles (validated before).
     * Answers the list as this save left it, or undefined (nothing written) when the version moved on.
     */
    save(agencyNumber: string, expectedVersion: number, lines: OrderLine[], orderedBy: string, orderedAt: string): Promise<VersionedList<ProductCategory[]> | undefined> {
      return db.transaction().execute(async (trx) => {
        const version = await createFormVersions(trx).bumpIf(agencyNumber, 'orders', expectedVersion);
        if (version === undefined) return undefined;
        const held = await categoriesOf(agencyNumber, trx);
        const current = new Map(held.flatMap((c) => c.articles).map((a) => [a.articleNumber, a]));
        const changed = lines.filter((l) => current.get(l.articleNumber)?.quantity !== l.quantity);
        if (changed.length === 0) return { version, rows: held };
        // RETURNING on both databases (SQLite's INTEGER PRIMARY KEY, PostgreSQL's identity), not a driver's last row id.
        const { orderId } = await trx.insertInto('agency_orders').values({ agency_number: agencyNumber, ordered_by: orderedBy, ordered_at: orderedAt })
          .returning('order_id as orderId').executeTakeFirstOrThrow();
        for (const line of changed) {
          const size = current.get(line.articleNumber)?.selections.find((s) => s.sizeRange === line.quantity)?.size ?? null;
          await trx.insertInto('agency_order_lines').values({ order_id: orderId, article_number: line.articleNumber, quantity: line.quantity, size }).execute();
          await trx.insertInto('agency_article_quantities').values({ agency_number: agencyNumber, article_number: line.articleNumber, quantity: line.quantity })
            .onConflict((conflict) => conflict.columns(['agency_number', 'article_number']).doUpdateSet({ quantity: (eb) => eb.ref('excluded.quantity') }))
            .execute();
        }
        // Read in the write's transaction, under the version row's lock: no later save is in it.
        return { version, rows: await categoriesOf(agencyNumber, trx) };
      });
    },

    /** The agency's orders, newest first; each order's lines in catalogue order (as the form sends them). */
    async ordersOf(agencyNumber: string): Promise<PlacedOrder[]> {
      const orders = await db.selectFrom('agency_orders').select(['order_id as orderId', 'ordered_by as orderedBy', 'ordered_at as orderedAt'])
        .where('agency_number', '=', agencyNumber).orderBy('ordered_at', 'desc').orderBy('order_id', 'desc').execute();
      const lines = await db.selectFrom('agency_order_lines as l')
        .innerJoin('agency_orders as o', 'o.order_id', 'l.order_id')
        .innerJoin('articles as a', 'a.article_number', 'l.article_number')
        .innerJoin('product_categories as c', 'c.category_id', 'a.category_id')
        .select(['l.order_id as orderId', 'l.article_number as articleNumber', 'l.quantity as quantity', 'l.size as size'])
        .where('o.agency_number', '=', agencyNumber)
        .orderBy('c.sort_order').orderBy('a.sort_order').orderBy('l.article_number').execute();
      const linesOf = new Map<number, (OrderLine & { size: string | null })[]>();
      for (const { orderId, ...line } of lines) linesOf.set(orderId, [...(linesOf.get(orderId) ?? []), line]);
      return orders.map(({ orderId, ...order }) => ({ ...order, lines: linesOf.get(orderId) ?? [] }));
    },

    /** Catalogue seeding: adds what is missing, never changes an existing article (on `executor`: the seed's transaction). */
    async insertArticleIfMissing(category: string, categoryOrder: number, article: NewArticle, order: number, executor: Kysely<Database> = db): Promise<boolean> {
      await executor.insertInto('product_categories').values({ name: category, sort_order: categoryOrder })
        .onConflict((conflict) => conflict.doNothing()).execute();
      const { id } = await executor.selectFrom('product_categories').select('category_id as id').where('name', '=', category).executeTakeFirstOrThrow();
      const added = insertedOne(await executor.insertInto('articles')
        .values({ article_number: article.articleNumber, category_id: id, article_name: article.articleName, max_quantity: article.max, sort_order: order })
        .onConflict((conflict) => conflict.doNothing()).executeTakeFirst());
      if (added && article.selections.length > 0) {
        await executor.insertInto('article_selections')
          .values(article.selections.map((s, i) => ({ article_number: article.articleNumber, size: s.size, size_range: s.sizeRange, sort_order: i })))
          .onConflict((conflict) => conflict.doNothing()).execute();
      }
      return added;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
