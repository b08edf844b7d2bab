import type { Article, ArticleSelection, ProductCategory } from '@ombudsportalen/portal/api';
import type { Kysely } from 'kysely';
import { insertedOne } from '../db/dialect.js';
import type { Store } from '../db/store.js';
import type { Database } from '../db/tables.js';
import { createFormVersions, type VersionedList } from './form-versions.js';

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

  /**
   * The catalogue by category with the agency's quantities and the list's version, in one statement (one snapshot on
   * both databases, so the version names exactly these rows), read on `executor` (a transaction's, when saving).
   */
  async function versionedCategoriesOf(agencyNumber: string, executor: Kysely<Database> = db): Promise<VersionedList<ProductCategory[]>> {
    const rows = await executor.selectFrom('articles as a')
      .innerJoin('product_categories as c', 'c.category_id', 'a.category_id')
      .leftJoin('agency_article_quantities as q', (join) => join.onRef('q.article_number', '=', 'a.article_number').on('q.agency_number', '=', agencyNumber))
      .leftJoin('article_selections as s', 's.article_number', 'a.article_number')
      .select(['c.name as category', 'a.article_number as articleNumber', 'a.article_name as articleName', 'a.max_quantity as max',
        (eb) => eb.fn.coalesce('q.quantity', eb.lit(0)).as('quantity'), 's.size as size', 's.size_range as sizeRange',
        (eb) => eb.selectFrom('agency_form_versions').select('version').where('agency_number', '=', agencyNumber).where('form', '=', 'orders').as('version')])
      .orderBy('c.sort_order').orderBy('a.sort_order').orderBy('s.sort_order').execute();
    // No row names no version (an empty catalogue): read it alone.
    const version = rows.length === 0 ? await createFormVersions(executor).versionOf(agencyNumber, 'orders') : rows[0]!.version ?? 1;
    const categories: ProductCategory[] = [];
    for (const { category: name, size, sizeRange, version: _, ...article } of rows) {
      let category = categories.at(-1);
      if (category?.name !== name) categories.push((category = { name, articles: [] }));
      const last = category.articles.at(-1);
      const held = last?.articleNumber === article.articleNumber ? last : undefined;
      const selection = size === null || sizeRange === null ? [] : [{ size, sizeRange }];
      if (held === undefined) category.articles.push({ ...article, selections: selection });
      else held.selections.push(...selection);
    }
    return { version, rows: categories };
  }

  return {
    /** The categories with their version, as GET answers them. */
    listOf: (agencyNumber: string) => versionedCategoriesOf(agencyNumber),

    /**
     * Sets the given quantities if the list is still at `expectedVersion`; the articles whose quantity changes are
     * recorded as one order by `orderedBy` at `orderedAt`. Lines must name existing articles (validated before).
     * Answers the list as this save left it, or undefined (nothing written) when the version moved on.
     */
    save(agencyNumber: string, expectedVersion: number, lines: OrderLine[], orderedBy: string, orderedAt: string): Promise<VersionedList<ProductCategory[]> | undefined> {
      return db.transaction().execute(async (trx) => {
        const version = await createFormVersions(trx).bumpIf(agencyNumber, 'orders', expectedVersion);
        if (version === undefined) return undefined;
        // Read in the write's transaction, under the version row's lock: no later save is in it.
        const { rows: held } = await versionedCategoriesOf(agencyNumber, trx);
        const current = new Map(held.flatMap((c) => c.articles).map((a) => [a.articleNumber, a]));
        const changed = lines.filter((l) => current.get(l.articleNumber)?.quantity !== l.quantity);
        if (changed.length === 0) return { version, rows: held };
        // RETURNING on both databases (SQLite's INTEGER PRIMARY KEY, PostgreSQL's identity), not a driver's last row id.
        const { orderId } = await trx.insertInto('agency_orders').values({ agency_number: agencyNumber, ordered_by: orderedBy, ordered_at: orderedAt })
          .returning('order_id as orderId').executeTakeFirstOrThrow();
        await trx.insertInto('agency_order_lines').values(changed.map((line) => ({
          order_id: orderId, article_number: line.articleNumber, quantity: line.quantity,
          size: current.get(line.articleNumber)?.selections.find((s) => s.sizeRange === line.quantity)?.size ?? null,
        }))).execute();
        await trx.insertInto('agency_article_quantities').values(changed.map((line) => ({ agency_number: agencyNumber, article_number: line.articleNumber, quantity: line.quantity })))
          .onConflict((conflict) => conflict.columns(['agency_number', 'article_number']).doUpdateSet({ quantity: (eb) => eb.ref('excluded.quantity') }))
          .execute();
        // The rows as this save left them: the held ones with the written quantities (no re-read).
        for (const line of changed) current.get(line.articleNumber)!.quantity = line.quantity;
        return { version, rows: held };
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
