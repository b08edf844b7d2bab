import { type PageInit, usePageInit } from '@/ui/page-init-state';
import { fetchOutbox, type OutboxMail } from '@/features/subscriptions/api/subscriptions-api';

/** The newest mails of the local outbox. */
export function useMailOutbox(): PageInit<OutboxMail[]> {
  return usePageInit(() => fetchOutbox());
}
