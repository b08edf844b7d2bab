import type { CdaEntry } from './cda-types.js';
import type { ContentFilter, OrderKey } from './content-query.js';

// Own-property walk: a client's key never reaches a prototype.
function valueAt(entry: CdaEntry, path: readonly string[]): unknown {
  let current: unknown = entry;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || Array.isArray(current) || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function scalarsOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function equals(actual: unknown, wanted: string | number | boolean): boolean {
  if (typeof actual === 'boolean') return String(actual) === String(wanted);
  if (typeof actual === 'number') return actual === Number(wanted);
  return actual === String(wanted);
}

function compare(actual: unknown, wanted: string | number | boolean): number | undefined {
  if (typeof actual === 'number') return actual - Number(wanted);
  if (typeof actual === 'string') {
    // Dates compare as instants so "2026-11-26" and "2026-11-26T08:00:00Z" line up.
    const a = Date.parse(actual);
    const b = Date.parse(String(wanted));
    if (!Number.isNaN(a) && !Number.isNaN(b)) return a - b;
    return actual.localeCompare(String(wanted));
  }
  return undefined;
}

const listOf = (value: string | number | boolean): string[] => String(value).split(',');

/** Contentful's search operators on one field (arrays match when any element does, as Contentful's do). */
export function matchesFilter(entry: CdaEntry, { path, operator, value }: ContentFilter): boolean {
  const actual = valueAt(entry, path);
  const values = scalarsOf(actual).filter((item) => item !== undefined && item !== null);
  switch (operator) {
    case 'eq':
      return values.some((item) => equals(item, value));
    case 'ne':
      return !values.some((item) => equals(item, value));
    case 'in':
      return listOf(value).some((wanted) => values.some((item) => equals(item, wanted)));
    case 'nin':
      return !listOf(value).some((wanted) => values.some((item) => equals(item, wanted)));
    case 'all':
      return listOf(value).every((wanted) => values.some((item) => equals(item, wanted)));
    case 'exists':
      return (values.length > 0) === (String(value) === 'true');
    case 'match': {
      const needle = String(value).toLocaleLowerCase('sv-SE');
      return values.some((item) => typeof item === 'string' && item.toLocaleLowerCase('sv-SE').includes(needle));
    }
    default: {
      const results = values.map((item) => compare(item, value)).filter((result): result is number => result !== undefined);
      if (results.length === 0) return false;
      const test = { lt: (n: number) => n < 0, lte: (n: number) => n <= 0, gt: (n: number) => n > 0, gte: (n: number) => n >= 0 }[operator];
      return results.some(test);
    }
  }
}

function sortValue(entry: CdaEntry, path: readonly string[]): string | number | undefined {
  const value = valueAt(entry, path);
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** Sorts by the order keys (missing values last), then by id so pages never overlap. */
export function compareEntries(order: readonly OrderKey[]) {
  return (a: CdaEntry, b: CdaEntry): number => {
    for (const { path, descending } of order) {
      const left = sortValue(a, path);
      const right = sortValue(b, path);
      if (left === right) continue;
      if (left === undefined) return 1;
      if (right === undefined) return -1;
      const result = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
      if (result !== 0) return descending ? -result : result;
    }
    return a.sys.id.localeCompare(b.sys.id);
  };
}
