import { useStore } from 'jotai';
import { startTransition, useEffect, useState } from 'react';
import { earlyOrFreshContent } from '@/features/content/api/early-content';
import type { ContentCollection, ContentQueryBody } from '@ombudsportalen/portal/api';

export type ContentState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; collection: ContentCollection };

const LOADING: ContentState = { status: 'loading' };

/** One content query (or its answer asked ahead, early-content.ts), re-run when its JSON changes; the previous call is aborted. */
export function useContentQuery(query: ContentQueryBody | null): ContentState {
  const key = query === null ? '' : JSON.stringify(query);
  const store = useStore();
  // An answer is kept with its query: another query shows LOADING without a state set at mount (which React renders
  // at once, outside any transition: one long task on a phone, TBT).
  const [answer, setAnswer] = useState<{ key: string; state: ContentState } | null>(null);
  useEffect(() => {
    if (key === '') return undefined;
    const controller = new AbortController();
    earlyOrFreshContent(store, JSON.parse(key) as ContentQueryBody, controller.signal).then(
      // A transition: the content renders in slices, not one long task (TBT, issue 38 §3).
      (collection) => { if (!controller.signal.aborted) startTransition(() => setAnswer({ key, state: { status: 'success', collection } })); },
      (error: unknown) => { if (!controller.signal.aborted) setAnswer({ key, state: { status: 'error', error } }); },
    );
    return () => controller.abort();
  }, [key, store]);
  return answer?.key === key ? answer.state : LOADING;
}
