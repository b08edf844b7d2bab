import type { ContentCollection, ContentQueryBody } from '@ombudsportalen/portal/api';
import { EARLY_ANSWER_MS, earlyAnswers } from '@/state/early-answers';
import type { AppStore } from '@/state/store';
import { queryContent } from './content-client';

// Kept by the query without its instants (a published window's "now"), which are the detail a taker must fit.
const earlyContent = earlyAnswers<ContentCollection, number[]>();

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The query's key with its instants left out, and the instants in key order. */
function splitInstants(query: ContentQueryBody): { key: string; instants: number[] } {
  const instants: number[] = [];
  const key = JSON.stringify(query, (_name, value: unknown) => {
    if (typeof value !== 'string' || !INSTANT.test(value)) return value;
    instants.push(Date.parse(value));
    return '';
  });
  return { key, instants };
}

/** Asks these queries now, for the page about to show them (a reload at the start page: load-session-data.ts). */
export function prefetchContent(store: AppStore, queries: ContentQueryBody[]): void {
  for (const query of queries) {
    const { key, instants } = splitInstants(query);
    earlyContent.put(store, key, queryContent(query), instants);
  }
}

/**
 * The answer asked ahead for the same query at most EARLY_ANSWER_MS earlier (its published window's "now" as much
 * earlier: the page as it was a moment before), else the query asked now.
 */
export function earlyOrFreshContent(store: AppStore, query: ContentQueryBody, signal?: AbortSignal): Promise<ContentCollection> {
  const { key, instants } = splitInstants(query);
  const early = earlyContent.take(store, key, (asked) => asked.every((instant, i) => {
    const later = instants[i]! - instant;
    return later >= 0 && later <= EARLY_ANSWER_MS;
  }));
  return early ?? queryContent(query, signal);
}
