// A Content Delivery API entries query, parsed once from the JSON body the SPA posts (already schema-checked).
import { boundedQuerySize } from './content-query-bounds.js';

export type FilterOperator = 'eq' | 'in' | 'nin' | 'ne' | 'exists' | 'lt' | 'lte' | 'gt' | 'gte' | 'match' | 'all';

export interface ContentFilter {
  /** The dotted path, e.g. ['fields', 'slug'] or ['sys', 'id']. */
  path: string[];
  operator: FilterOperator;
  value: string | number | boolean;
}

export interface OrderKey {
  path: string[];
  descending: boolean;
}

export interface ContentQuery {
  contentType: string;
  include: number;
  limit: number;
  skip: number;
  order: OrderKey[];
  filters: ContentFilter[];
}

const FILTER_KEY = /^((?:fields|sys)(?:\.[A-Za-z0-9_]+)+)(?:\[([a-z]+)\])?$/;
const RESERVED = new Set(['contentType', 'include', 'limit', 'skip', 'order', 'agencyNumber']);

function parseOrder(order: string | undefined): OrderKey[] {
  if (order === undefined || order === '') return [{ path: ['sys', 'createdAt'], descending: true }];
  return order.split(',').map((part) => {
    const descending = part.startsWith('-');
    return { path: (descending ? part.slice(1) : part).split('.'), descending };
  });
}

/** The body as a query, its size within the content type's bounds; unknown keys were refused by the route's schema, so every other key is a filter. */
export function parseContentQuery(body: Record<string, unknown>): ContentQuery {
  const filters: ContentFilter[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (RESERVED.has(key)) continue;
    const match = FILTER_KEY.exec(key);
    if (match === null || !(typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) continue;
    filters.push({ path: (match[1] ?? '').split('.'), operator: (match[2] ?? 'eq') as FilterOperator, value });
  }
  const contentType = String(body['contentType']);
  const size = boundedQuerySize(contentType, typeof body['limit'] === 'number' ? body['limit'] : undefined,
    typeof body['include'] === 'number' ? body['include'] : undefined);
  return {
    contentType,
    include: size.include,
    limit: size.limit,
    skip: typeof body['skip'] === 'number' ? body['skip'] : 0,
    order: parseOrder(typeof body['order'] === 'string' ? body['order'] : undefined),
    filters,
  };
}
