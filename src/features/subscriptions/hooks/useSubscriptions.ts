import { type PageInit, usePageInit } from '@/ui/page-init-state';
import { fetchSubscriptions, type Subscription } from '@/features/subscriptions/api/subscriptions-api';

/** The caller's subscriptions; reload after a change. */
export function useSubscriptions(): PageInit<Subscription[]> {
  return usePageInit(() => fetchSubscriptions());
}
